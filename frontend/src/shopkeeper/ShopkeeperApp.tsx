import { useQuery } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { useDeferredValue } from 'react';
import { queryKeys } from '../api/query-keys';
import { QueryState } from '../backoffice/QueryState';
import { BackOfficeAdmin } from '../backoffice/BackOfficeAdmin';
import { claims, refunds } from '../backoffice/claims';
import { PageSpinner } from '../components/PageSpinner';
import categories from './categories';
import { Dashboard } from './dashboard/Dashboard';
import khatas from './khatas';
import { NoShopYet } from './NoShopYet';
import orders from './orders';
import products from './products';
import { LedgerPage } from './ledger/LedgerPage';
import { OwnShopIdContext } from './shop/own-shop';
import { ShopDetails } from './shop/ShopDetails';
import { shopkeeperDataProvider } from './shopkeeper-data-provider';
import { ShopkeeperLayout } from './ShopkeeperLayout';

/** The shopkeeper back office under /shopkeeper, loaded only when a shopkeeper opens it. */
export default function ShopkeeperApp() {
  const profile = useQuery({
    queryKey: queryKeys.shopkeeperProfile,
    queryFn: () => shopkeeperDataProvider.getProfile(),
    // An admin may link this account to a shop at any time: look again whenever the area opens.
    refetchOnMount: 'always',
  });
  // The back office is a large tree: built at the transition's pace, yielding to the browser every
  // few milliseconds, rather than in the one long task the profile's answer would start.
  const shownProfile = useDeferredValue(profile.data);
  if (profile.isPending) return <PageSpinner />;
  if (profile.error) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <QueryState query={profile} what="your shop" />
      </Container>
    );
  }
  if (!shownProfile) return <PageSpinner />;
  if (!shownProfile.shopId) {
    return <NoShopYet checking={profile.isFetching} onCheckAgain={() => void profile.refetch()} />;
  }

  return (
    <OwnShopIdContext value={shownProfile.shopId}>
      <BackOfficeAdmin
        office="shopkeeper"
        title="Mohalla for Shops"
        dataProvider={shopkeeperDataProvider}
        dashboard={Dashboard}
        layout={ShopkeeperLayout}
        resources={{ products, orders, categories, khatas, claims, refunds }}
        pages={{
          // The spec's breadcrumb links to /shopkeeper/dashboard as well as /shopkeeper.
          dashboard: <Dashboard />,
          shop: <ShopDetails shopId={shownProfile.shopId} />,
          ledger: <LedgerPage />,
        }}
        titles={{
          dashboard: 'Shop Dashboard',
          products: 'Products',
          orders: 'Orders',
          categories: 'Categories',
          khatas: 'Khata book',
          claims: 'Claims',
          refunds: 'Refunds',
          shop: 'Shop Details',
          ledger: 'Ledger',
        }}
      />
    </OwnShopIdContext>
  );
}
