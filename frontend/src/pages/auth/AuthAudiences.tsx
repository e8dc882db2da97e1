import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Box, Stack, Typography } from '@mui/material';

const audiences = [
  {
    icon: <StorefrontOutlinedIcon />,
    title: 'Shop owners',
    text: 'Manage products, track orders and grow your business.',
  },
  {
    icon: <AdminPanelSettingsOutlinedIcon />,
    title: 'Platform admins',
    text: 'Onboard shops and oversee orders across the marketplace.',
  },
  {
    icon: <ShoppingBasketOutlinedIcon />,
    title: 'Customers',
    text: 'Discover local shops, order easily and track your deliveries.',
  },
];

/** Who signs in here: the three audiences the spec names. */
export function AuthAudiences() {
  return (
    <Box>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
        Your neighbourhood, one sign-in away
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 4, opacity: 0.9 }}>One account for everyone who makes Mohalla work.</Typography>
      <Stack spacing={3}>
        {audiences.map((audience) => (
          <Stack key={audience.title} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                width: 44,
                height: 44,
                borderRadius: 2,
                bgcolor: 'rgba(255,255,255,0.16)',
              }}
            >
              {audience.icon}
            </Box>
            <Box>
              <Typography variant="h6" component="h2">
                {audience.title}
              </Typography>
              <Typography sx={{ opacity: 0.9 }}>{audience.text}</Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
