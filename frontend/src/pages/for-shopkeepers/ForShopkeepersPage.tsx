import MailOutlineIcon from '@mui/icons-material/MailOutline';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useUser } from '../../api/session';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { findFaq } from '../help/faqs';
import { PageHero } from '../PageHero';

const HOW_TO_JOIN = findFaq('sell-on-mohalla');

/**
 * What "For Shopkeepers" is for, to someone signed in as a customer or admin (the shopkeeper area
 * itself is only for shopkeepers): shops join by being onboarded by an admin, reached through the
 * contact page.
 */
export default function ForShopkeepersPage() {
  useDocumentTitle('For Shopkeepers');
  const user = useUser();
  return (
    <>
      <PageHero
        icon={<StorefrontOutlinedIcon />}
        title="For Shopkeepers"
        subtitle="Sell to the customers around your shop: orders, stock and payments in one back office."
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Card component="section" aria-labelledby="join-heading">
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography id="join-heading" variant="h5" component="h2" sx={{ mb: 1.5 }}>
              How shops join Mohalla
            </Typography>
            <Typography sx={{ mb: 1.5, lineHeight: 1.7 }}>
              A shop joins Mohalla by being onboarded by an admin: there is no sign-up form for shops.
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 1.7 }}>
              {HOW_TO_JOIN.answer}
            </Typography>
            {user?.role === 'customer' && (
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                You are signed in as a customer: your shop gets a shopkeeper sign-in of its own, and this account stays
                as it is.
              </Typography>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button
                component={RouterLink}
                to="/contact"
                variant="contained"
                size="large"
                startIcon={<MailOutlineIcon />}
              >
                Contact Us
              </Button>
              <Button component={RouterLink} to="/help" variant="outlined" size="large">
                Help Center
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Container>
    </>
  );
}
