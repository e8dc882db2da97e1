import { useMediaQuery, type Theme } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import type { LayoutProps } from 'react-admin';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { registerServiceWorkerSoon } from '../service-worker/register';

// Only phones load it: a shopkeeper installs the app on the phone that sits on the counter.
const InstallAppButton = lazy(() => import('./install-app/InstallAppButton'));

/**
 * The back office's layout, below the order desk (ShopkeeperApp). Its service worker keeps the desk
 * for a reload without network.
 */
export function ShopkeeperLayout({ children }: LayoutProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  useEffect(registerServiceWorkerSoon, []);
  const installButton = isPhone && (
    <Suspense fallback={null}>
      <InstallAppButton />
    </Suspense>
  );
  return <BackOfficeLayout titleBarEnd={installButton}>{children}</BackOfficeLayout>;
}
