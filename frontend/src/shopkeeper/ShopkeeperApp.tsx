import { useQuery } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { queryKeys } from '../api/query-keys';
import { QueryState } from '../backoffice/QueryState';
import { BackOfficeAdmin } from '../backoffice/BackOfficeAdmin';
import { PageSpinner } from '../components/PageSpinner';
import categories from './categories';
import { Dashboard } from './dashboard/Dashboard';
import { NoShopYet } from './NoShopYet';
import orders from './orders';
import products from './products';
import { AREAS, BACK_OFFICES, type BackOfficeResources } from '../routes';
import { LedgerPage } from './ledger/LedgerPage';
import { ShopDetails } from './shop/ShopDetails';
import { shopkeeperDataProvider } from './shopkeeper-data-provider';
import { ShopkeeperLayout } from './ShopkeeperLayout';

const resources = { products, orders, categories } satisfies BackOfficeResources<'shopkeeper'>;
const { pages } = BACK_OFFICES.shopkeeper;

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
    <BackOfficeAdmin
      basename={AREAS.shopkeeper}
      title="Mohalla for Shops"
      dataProvider={shopkeeperDataProvider}
      dashboard={Dashboard}
      layout={ShopkeeperLayout}
    >
      <Resource name="products" {...resources.products} />
      <Resource name="orders" {...resources.orders} />
      <Resource name="categories" {...resources.categories} />
      <CustomRoutes>
        {/* The spec's breadcrumb links to /shopkeeper/dashboard as well as /shopkeeper. */}
        <Route path={pages.dashboard} element={<Dashboard />} />
        <Route path={pages.shop} element={<ShopDetails shopId={profile.data.shopId} />} />
        <Route path={pages.ledger} element={<LedgerPage />} />
      </CustomRoutes>
    </BackOfficeAdmin>
  );
}
