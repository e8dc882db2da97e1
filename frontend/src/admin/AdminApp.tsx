import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { backOfficeTheme } from '../backoffice/back-office-theme';
import { dataProviderFor } from '../backoffice/data-provider';
import { ToastNotification } from '../backoffice/ToastNotification';
import { AnalyticsPage } from './analytics/AnalyticsPage';
import { Dashboard } from './dashboard/Dashboard';
import messages from './messages';
import orders from './orders';
import shops from './shops';

const dataProvider = dataProviderFor('/api/admin');

/** The admin back office under /admin, loaded only when an admin opens it. */
export default function AdminApp() {
  return (
    <Admin
      basename="/admin"
      title="Mohalla Admin"
      dataProvider={dataProvider}
      dashboard={Dashboard}
      layout={BackOfficeLayout}
      theme={backOfficeTheme}
      notification={ToastNotification}
      disableTelemetry
    >
      <Resource name="shops" {...shops} />
      <Resource name="orders" {...orders} />
      <Resource name="messages" {...messages} options={{ label: 'Contact messages' }} />
      <CustomRoutes>
        <Route path="/analytics" element={<AnalyticsPage />} />
      </CustomRoutes>
    </Admin>
  );
}
