import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Button, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PageBand } from '../../components/layout/PageBand';
import { SectionHeading } from './SectionHeading';

const benefits = [
  'List your products with prices, GST and stock in minutes',
  'Receive orders and move them from confirmed to delivered',
  'See your month’s revenue at a glance',
  'No app to install — it works on any phone',
];

export function ShopkeeperSection() {
  return (
    <PageBand component="section" id="for-shopkeepers" sx={{ py: { xs: 6, md: 10 }, bgcolor: '#F0FDFA' }}>
      <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionHeading overline="For shopkeepers" title="Bring your shop online, keep your customers close" />
          <Typography color="text.secondary">
            Shops join Mohalla through our support team, who set up your shop and help you list your first products.
            Create your account, then{' '}
            <Link component={RouterLink} to="/contact">
              contact us
            </Link>{' '}
            to get your shop onboarded.
          </Typography>
          <Button
            component={RouterLink}
            to="/auth?tab=signup&role=shopkeeper"
            variant="contained"
            color="secondary"
            size="large"
            sx={{ mt: 3 }}
          >
            Join as Shopkeeper
          </Button>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {benefits.map((benefit) => (
              <Stack component="li" key={benefit} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <CheckCircleOutlineIcon color="secondary" />
                <Typography>{benefit}</Typography>
              </Stack>
            ))}
          </Stack>
        </Grid>
      </Grid>
    </PageBand>
  );
}
