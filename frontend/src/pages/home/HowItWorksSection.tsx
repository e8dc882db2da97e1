import AddShoppingCartOutlinedIcon from '@mui/icons-material/AddShoppingCartOutlined';
import DeliveryDiningOutlinedIcon from '@mui/icons-material/DeliveryDiningOutlined';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { PageBand } from '../../components/layout/PageBand';
import { SectionHeading } from './SectionHeading';

const steps = [
  {
    icon: <TravelExploreOutlinedIcon fontSize="large" />,
    title: 'Find shops nearby',
    text: 'Browse the kiranas, bakeries and pharmacies in your area, open right now.',
  },
  {
    icon: <AddShoppingCartOutlinedIcon fontSize="large" />,
    title: 'Fill your cart',
    text: 'Pick products with clear prices and GST shown up front. No surprises at the door.',
  },
  {
    icon: <DeliveryDiningOutlinedIcon fontSize="large" />,
    title: 'Get it delivered',
    text: 'Follow your order from confirmed to delivered, and pay the shop in cash or by UPI.',
  },
];

export function HowItWorksSection() {
  return (
    <PageBand component="section" sx={{ py: { xs: 6, md: 10 } }}>
      <SectionHeading overline="How it works" title="Three steps to your local shop" />
      <Grid container spacing={3}>
        {steps.map((step, index) => (
          <Grid key={step.title} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <Box sx={{ color: 'primary.main', mb: 2 }}>{step.icon}</Box>
                <Typography variant="h6" component="h3">
                  {index + 1}. {step.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {step.text}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageBand>
  );
}
