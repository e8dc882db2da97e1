import { lazy } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { BackOfficeAdmin } from '../backoffice/BackOfficeAdmin';
import { adminDataProvider } from './admin-data-provider';
import auditLog from './audit-log';
import { Dashboard } from './dashboard/Dashboard';
import messages from './messages';
import orders from './orders';
import shops from './shops';
import { AREAS, BACK_OFFICES, type BackOfficeResources } from '../routes';

const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage'));
const LedgerPage = lazy(() => import('./ledger/LedgerPage'));
const ShopLedgerPage = lazy(() => import('./ledger/ShopLedgerPage'));

const resources = { shops, orders, messages, 'audit-log': auditLog } satisfies BackOfficeResources<'admin'>;
const { pages } = BACK_OFFICES.admin;

/** The admin back office under /admin, loaded only when an admin opens it. */
export default function AdminApp() {
  return (
    <BackOfficeAdmin
      basename={AREAS.admin}
      title="Mohalla Admin"
      dataProvider={adminDataProvider}
      dashboard={Dashboard}
    >
      <Resource name="shops" {...resources.shops} />
      <Resource name="orders" {...resources.orders} />
      <Resource name="messages" {...resources.messages} options={{ label: 'Contact messages' }} />
      <Resource name="audit-log" {...resources['audit-log']} options={{ label: 'Audit log' }} />
      <CustomRoutes>
        <Route path={pages.analytics} element={<AnalyticsPage />} />
        <Route path={pages.ledger} element={<LedgerPage />} />
        <Route path={pages.shopLedger} element={<ShopLedgerPage />} />
      </CustomRoutes>
    </BackOfficeAdmin>
  );
}
