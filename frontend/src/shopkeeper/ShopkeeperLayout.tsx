import { useMediaQuery, type Theme } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import type { LayoutProps } from 'react-admin';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { registerServiceWorkerSoon } from '../service-worker/register';
import { OrderDesk } from './desk/OrderDesk';

// Only phones load it: a shopkeeper installs the app on the phone that sits on the counter.
const InstallAppButton = lazy(() => import('./install-app/InstallAppButton'));

/**
 * The back office's layout with the order desk above every page: a new order is heard anywhere. Its
 * service worker keeps the desk for a reload without network.
 */
export function ShopkeeperLayout({ children }: LayoutProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  useEffect(registerServiceWorkerSoon, []);
  const installButton = isPhone && (
    <Suspense fallback={null}>
      <InstallAppButton />
    </Suspense>
  );
  return (
    <BackOfficeLayout titleBarEnd={installButton}>
      <OrderDesk />
      {children}
    </BackOfficeLayout>
  );
}
