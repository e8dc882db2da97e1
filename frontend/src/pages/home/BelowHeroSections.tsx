import { CashOnDeliverySection } from './CashOnDeliverySection';
import { HowItWorksSection } from './HowItWorksSection';
import { ShopkeeperSection } from './ShopkeeperSection';

/** The home page's sections after the hero. */
export default function BelowHeroSections() {
  return (
    <>
      <HowItWorksSection />
      <ShopkeeperSection />
      <CashOnDeliverySection />
    </>
  );
}
