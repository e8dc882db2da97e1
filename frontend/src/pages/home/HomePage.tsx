import { Box } from '@mui/material';
import { CashOnDeliverySection } from './CashOnDeliverySection';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { ShopkeeperSection } from './ShopkeeperSection';

export default function HomePage() {
  return (
    <Box>
      <HeroSection />
      <HowItWorksSection />
      <ShopkeeperSection />
      <CashOnDeliverySection />
    </Box>
  );
}
