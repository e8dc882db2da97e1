import { useQuery } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { queryKeys } from '../api/query-keys';
import { QueryState } from '../backoffice/QueryState';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { ToastNotification } from '../backoffice/ToastNotification';
import { backOfficeTheme } from '../backoffice/back-office-theme';
import { PageSpinner } from '../components/PageSpinner';
import categories from './categories';
import { Dashboard } from './dashboard/Dashboard';
import { NoShopYet } from './NoShopYet';
import orders from './orders';
import products from './products';
import { ShopDetails } from './shop/ShopDetails';
import { shopkeeperDataProvider } from './shopkeeper-data-provider';

/** The shopkeeper back office under /shopkeeper, loaded only when a shopkeeper opens it. */
export default function ShopkeeperApp() {
  const profile = useQuery({
    queryKey: queryKeys.shopkeeperProfile,
    queryFn: () => shopkeeperDataProvider.getProfile(),
    // An admin may link this account to a shop at any time: look again whenever the area opens.
    refetchOnMount: 'always',
  });
  if (profile.isPending) return <PageSpinner />;
  if (profile.error) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <QueryState
          isPending={false}
          error={profile.error}
          loadingLabel="Loading your shop"
          failureText="Failed to load your shop."
          onRetry={() => void profile.refetch()}
        />
      </Container>
    );
  }
  if (!profile.data.shopId) {
    return <NoShopYet checking={profile.isFetching} onCheckAgain={() => void profile.refetch()} />;
  }

  return (
    <Admin
      basename="/shopkeeper"
      title="Mohalla for Shops"
      dataProvider={shopkeeperDataProvider}
      dashboard={Dashboard}
      layout={BackOfficeLayout}
      theme={backOfficeTheme}
      notification={ToastNotification}
      disableTelemetry
    >
      <Resource name="products" {...products} />
      <Resource name="orders" {...orders} />
      <Resource name="categories" {...categories} />
      <CustomRoutes>
        {/* The spec's breadcrumb links to /shopkeeper/dashboard as well as /shopkeeper. */}
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/shop" element={<ShopDetails shopId={profile.data.shopId} />} />
      </CustomRoutes>
    </Admin>
  );
}
