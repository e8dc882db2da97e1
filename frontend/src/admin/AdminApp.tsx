import { lazy, useState } from 'react';
import { createBackOfficeQueryClient } from '../backoffice/back-office-query-client';
import { BackOfficeAdmin } from '../backoffice/BackOfficeAdmin';
import { claims, refunds } from '../backoffice/claims';
import { adminDataProvider } from './admin-data-provider';
import auditLog from './audit-log';
import { Dashboard } from './dashboard/Dashboard';
import messages from './messages';
import orders from './orders';
import outgoingMail from './outgoing-mail';
import shops from './shops';

const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage'));
const LedgerPage = lazy(() => import('./ledger/LedgerPage'));
const ShopLedgerPage = lazy(() => import('./ledger/ShopLedgerPage'));
const DeliveryFeesPage = lazy(() => import('./delivery-fees/DeliveryFeesPage'));

/** The admin back office under /admin, loaded only when an admin opens it. */
export default function AdminApp() {
  const [queryClient] = useState(createBackOfficeQueryClient);
  return (
    <BackOfficeAdmin
      office="admin"
      queryClient={queryClient}
      title="Mohalla Admin"
      dataProvider={adminDataProvider}
      dashboard={Dashboard}
      resources={{ shops, orders, claims, refunds, messages, 'outgoing-mail': outgoingMail, 'audit-log': auditLog }}
      pages={{
        analytics: <AnalyticsPage />,
        ledger: <LedgerPage />,
        shopLedger: <ShopLedgerPage />,
        deliveryFees: <DeliveryFeesPage />,
      }}
      titles={{
        dashboard: 'Dashboard',
        shops: 'Shops',
        orders: 'Orders',
        claims: 'Claims',
        refunds: 'Refunds',
        messages: 'Messages',
        'outgoing-mail': 'Outgoing mail',
        'audit-log': 'Audit log',
        analytics: 'Analytics',
        ledger: 'Ledger',
        shopLedger: 'Ledger',
        deliveryFees: 'Delivery fees',
      }}
    />
  );
}
