import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { HeroSection } from './HeroSection';

// Below the fold on a phone: downloaded after the first screen, which the hero fills.
const BelowHeroSections = lazy(() => import('./BelowHeroSections'));

export default function HomePage() {
  return (
    <Box>
      <HeroSection />
      <Suspense fallback={null}>
        <BelowHeroSections />
      </Suspense>
    </Box>
  );
}
