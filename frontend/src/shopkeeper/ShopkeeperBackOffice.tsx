import type { QueryClient } from '@tanstack/react-query';
import { BackOfficeAdmin } from '../backoffice/BackOfficeAdmin';
import { claims, refunds } from '../backoffice/claims';
import categories from './categories';
import { Dashboard } from './dashboard/Dashboard';
import khatas from './khatas';
import orders from './orders';
import products from './products';
import { LedgerPage } from './ledger/LedgerPage';
import { OwnShopIdContext } from './shop/own-shop';
import { ShopDetails } from './shop/ShopDetails';
import { shopkeeperDataProvider } from './shopkeeper-data-provider';
import { ShopkeeperLayout } from './ShopkeeperLayout';

interface ShopkeeperBackOfficeProps {
  shopId: string;
  queryClient: QueryClient;
}

/** The shop's react-admin back office, loaded by ShopkeeperApp beside the order desk it shows first. */
export default function ShopkeeperBackOffice({ shopId, queryClient }: ShopkeeperBackOfficeProps) {
  return (
    <OwnShopIdContext value={shopId}>
      <BackOfficeAdmin
        office="shopkeeper"
        title="Mohalla for Shops"
        queryClient={queryClient}
        dataProvider={shopkeeperDataProvider}
        dashboard={Dashboard}
        layout={ShopkeeperLayout}
        resources={{ products, orders, categories, khatas, claims, refunds }}
        pages={{
          // The spec's breadcrumb links to /shopkeeper/dashboard as well as /shopkeeper.
          dashboard: <Dashboard />,
          shop: <ShopDetails shopId={shopId} />,
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
