import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { Box, Divider, Grid, IconButton, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Role } from '../../api/client';
import { useUser } from '../../api/session';
import { AREAS, SITE_PATHS } from '../../routes';
import { Logo } from './Logo';
import { PageBand } from './PageBand';

/**
 * For Shopkeepers opens the shopkeeper area: a shopkeeper's back office, sign-in for a visitor. To
 * anyone else signed in the area is closed (it would send them home), so it says what it is for.
 */
function forShopkeepersPath(role: Role | undefined): string {
  return role === undefined || role === 'shopkeeper' ? AREAS.shopkeeper : SITE_PATHS.forShopkeepers;
}

const linkColumns = (role: Role | undefined) => [
  {
    heading: 'Shop',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Browse Shops', to: '/customer' },
      { label: 'My Orders', to: '/customer/orders' },
      { label: 'Shopping Cart', to: '/cart' },
      { label: 'For Shopkeepers', to: forShopkeepersPath(role) },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'Contact Us', to: '/contact' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Refund Policy', to: '/refund' },
    ],
  },
];

const trustBadges = [
  { icon: <VerifiedUserOutlinedIcon fontSize="small" />, label: 'Verified local shops' },
  { icon: <PaymentsOutlinedIcon fontSize="small" />, label: 'Cash on delivery' },
  { icon: <LocalShippingOutlinedIcon fontSize="small" />, label: 'Free delivery within 5 km' },
];

const socialLinks = [
  { label: 'Mohalla on Instagram', href: 'https://www.instagram.com/', icon: <InstagramIcon /> },
  { label: 'Mohalla on Facebook', href: 'https://www.facebook.com/', icon: <FacebookIcon /> },
  { label: 'Mohalla on X', href: 'https://x.com/', icon: <XIcon /> },
  { label: 'Mohalla on YouTube', href: 'https://www.youtube.com/', icon: <YouTubeIcon /> },
];

export default function Footer() {
  const user = useUser();
  return (
    <PageBand component="footer" sx={{ bgcolor: '#1C1917', color: 'grey.300', mt: 'auto', pt: 6, pb: 4 }}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ color: 'common.white' }}>
            <Logo inverted />
          </Box>
          <Typography variant="body2" sx={{ mt: 2, maxWidth: 320 }}>
            Your neighbourhood shops, a tap away. Order from the kirana, bakery and pharmacy around the corner.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            {socialLinks.map((social) => (
              <IconButton
                key={social.label}
                component="a"
                href={social.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={social.label}
                sx={{ color: 'grey.300', '&:hover': { color: 'common.white' } }}
              >
                {social.icon}
              </IconButton>
            ))}
          </Stack>
        </Grid>
        {linkColumns(user?.role).map((column) => (
          <Grid key={column.heading} size={{ xs: 6, sm: 4, md: 8 / 3 }}>
            <Typography variant="subtitle2" component="h2" sx={{ color: 'common.white', mb: 1.5 }}>
              {column.heading}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    component={RouterLink}
                    to={link.to}
                    underline="hover"
                    variant="body2"
                    sx={{ color: 'grey.300', '&:hover': { color: 'common.white' } }}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
        ))}
      </Grid>
      <Divider sx={{ borderColor: 'grey.800', my: 4 }} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
          {trustBadges.map((badge) => (
            <Stack key={badge.label} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {badge.icon}
              <Typography variant="body2">{badge.label}</Typography>
            </Stack>
          ))}
        </Stack>
        <Typography variant="body2" color="grey.500">
          © {new Date().getFullYear()} Mohalla. Made in Jaipur.
        </Typography>
      </Stack>
    </PageBand>
  );
}
