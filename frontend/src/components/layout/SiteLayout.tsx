import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../PageSpinner';
import { Header } from './Header';
import { ScrollToTopButton } from './ScrollToTopButton';

// Below the fold on every page (the page is at least a screen high): downloaded after the first screen.
const Footer = lazy(() => import('./Footer'));

/** Public pages and the storefront: header, page, footer. */
export function SiteLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      {/* At least a screen high: the footer starts below the fold, so a page growing as its data
          arrives never moves it in sight (no layout shift). */}
      <Box component="main" id="main-content" sx={{ flexGrow: 1, minHeight: '100vh' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollToTopButton />
    </Box>
  );
}

/** The back offices bring their own layout below the shared header, and no footer. */
export function BackOfficeFrame() {
  return (
    <>
      <Header />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
