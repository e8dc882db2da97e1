import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useUser } from '../../api/session';
import { PageBand } from '../../components/layout/PageBand';

// Asks the server for shops, for customers only: downloaded after the hero's text is on screen.
const ShopsNearYou = lazy(() => import('./ShopsNearYou'));

/** Real shops near the customer; the card keeps its size while they load, so nothing below it moves. */
function ShopsNearYouCard() {
  // A customer's card fills with a list of shops: its room is kept from the start.
  const listsShops = useUser()?.role === 'customer';
  return (
    <Paper
      elevation={10}
      component="section"
      aria-label="Shops near you"
      sx={{ p: 2.5, borderRadius: 4, maxWidth: 420, mx: 'auto', minHeight: listsShops ? 340 : undefined }}
    >
      <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 0.5 }}>
        Shops near you
      </Typography>
      <Suspense fallback={null}>
        <ShopsNearYou />
      </Suspense>
    </Paper>
  );
}

export function HeroSection() {
  return (
    <PageBand
      component="section"
      sx={{
        background: 'radial-gradient(circle at 85% 20%, #FDE3C8 0%, transparent 45%), #FFF4E8',
        py: { xs: 6, md: 10 },
      }}
    >
      <Grid container spacing={{ xs: 5, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Chip label="Hyper-local · Cash on delivery" color="secondary" variant="outlined" sx={{ mb: 2.5 }} />
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2.3rem', sm: '3rem', md: '3.5rem' } }}>
            Your neighbourhood shops,{' '}
            <Box component="span" sx={{ color: 'primary.main' }}>
              delivered to your door
            </Box>
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2.5, fontWeight: 400 }}>
            Order groceries, bakes and daily needs from the shops you already trust — and pay when your order arrives.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <Button
              component={RouterLink}
              to="/customer"
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon />}
            >
              Start Shopping
            </Button>
            <Button
              component={RouterLink}
              to="/auth?tab=signup&role=shopkeeper"
              variant="outlined"
              size="large"
              color="secondary"
            >
              Join as Shopkeeper
            </Button>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ShopsNearYouCard />
        </Grid>
      </Grid>
    </PageBand>
  );
}
