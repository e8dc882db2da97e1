import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BakeryDiningOutlinedIcon from '@mui/icons-material/BakeryDiningOutlined';
import LocalGroceryStoreOutlinedIcon from '@mui/icons-material/LocalGroceryStoreOutlined';
import LocalPharmacyOutlinedIcon from '@mui/icons-material/LocalPharmacyOutlined';
import SpaOutlinedIcon from '@mui/icons-material/SpaOutlined';
import { Box, Button, Chip, Container, Grid, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

const neighbourhoodShops = [
  { icon: <LocalGroceryStoreOutlinedIcon />, name: 'Sharma Kirana Store', kind: 'Groceries & staples' },
  { icon: <BakeryDiningOutlinedIcon />, name: 'Gulab Bakery', kind: 'Fresh bread & sweets' },
  { icon: <SpaOutlinedIcon />, name: 'Hari Bhari Sabzi', kind: 'Fruit & vegetables' },
  { icon: <LocalPharmacyOutlinedIcon />, name: 'Shree Medicos', kind: 'Pharmacy' },
];

/** An illustration of the idea: the shops down the road, in one list. */
function NeighbourhoodCard() {
  return (
    <Paper elevation={10} sx={{ p: 2.5, borderRadius: 4, maxWidth: 420, mx: 'auto' }} aria-hidden>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
        Shops near you
      </Typography>
      <Stack spacing={1.5}>
        {neighbourhoodShops.map((shop) => (
          <Stack
            key={shop.name}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', p: 1.25, borderRadius: 2, bgcolor: 'background.default' }}
          >
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 40,
                height: 40,
                borderRadius: 2,
                bgcolor: 'primary.main',
                color: 'common.white',
              }}
            >
              {shop.icon}
            </Box>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {shop.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {shop.kind}
              </Typography>
            </Box>
            <Chip label="Open" size="small" color="success" variant="outlined" />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

export function HeroSection() {
  return (
    <Box
      component="section"
      sx={{
        background: 'radial-gradient(circle at 85% 20%, #FDE3C8 0%, transparent 45%), #FFF4E8',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
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
            <NeighbourhoodCard />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
