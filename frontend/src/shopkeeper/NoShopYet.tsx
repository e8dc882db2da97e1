import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Box, Button, Card, CardContent, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SUPPORT, supportEmailHref } from '../support';
import { useDocumentTitle } from '../components/useDocumentTitle';

/** Decision D4: a shopkeeper who signed up alone has no shop until Mohalla's team onboards it. */
export function NoShopYet({ checking, onCheckAgain }: { checking: boolean; onCheckAgain: () => void }) {
  useDocumentTitle('Shop Dashboard');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Shop Dashboard
      </Typography>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
            <StorefrontOutlinedIcon color="primary" fontSize="large" />
            <Typography variant="h6" component="h2">
              Your shop is not set up yet
            </Typography>
          </Stack>
          <Typography sx={{ mb: 1 }}>
            Your shopkeeper account is ready, but no shop is linked to it yet. The Mohalla team sets up each shop and
            links it to its shopkeeper&apos;s account.
          </Typography>
          <Typography sx={{ mb: 3 }}>
            Contact support to get your shop listed. Once it is set up, your products, categories, orders and shop
            details appear here.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 4 }} sx={{ mb: 3 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PhoneOutlinedIcon color="action" />
              <Box>
                <Link href={SUPPORT.phoneHref}>{SUPPORT.phone}</Link>
                <Typography variant="body2" color="text.secondary">
                  {SUPPORT.phoneHours}
                </Typography>
              </Box>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <EmailOutlinedIcon color="action" />
              <Box>
                <Link href={supportEmailHref}>{SUPPORT.email}</Link>
                <Typography variant="body2" color="text.secondary">
                  Answered within {SUPPORT.emailResponseTime}
                </Typography>
              </Box>
            </Stack>
          </Stack>
          <Stack direction="row" spacing={2}>
            <Button component={RouterLink} to="/contact" variant="contained">
              Contact Support
            </Button>
            <Button variant="outlined" onClick={onCheckAgain} disabled={checking}>
              {checking ? 'Checking...' : 'Check again'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
