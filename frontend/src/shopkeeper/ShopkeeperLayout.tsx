import { useMediaQuery, type Theme } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { LayoutProps } from 'react-admin';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { OrderDesk } from './desk/OrderDesk';

// Only phones load it: a shopkeeper installs the app on the phone that sits on the counter.
const InstallAppButton = lazy(() => import('./install-app/InstallAppButton'));

/** The back office's layout with the order desk above every page: a new order is heard anywhere. */
export function ShopkeeperLayout({ children, ...props }: LayoutProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const installButton = isPhone && (
    <Suspense fallback={null}>
      <InstallAppButton />
    </Suspense>
  );
  return (
    <BackOfficeLayout {...props} titleBarEnd={installButton}>
      <OrderDesk />
      {children}
    </BackOfficeLayout>
  );
}
