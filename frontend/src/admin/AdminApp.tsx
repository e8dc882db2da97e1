import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { backOfficeTheme } from '../backoffice/back-office-theme';
import { dataProviderFor } from '../backoffice/data-provider';
import { AnalyticsPage } from './analytics/AnalyticsPage';
import { Dashboard } from './dashboard/Dashboard';

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
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/analytics" element={<AnalyticsPage />} />
      </CustomRoutes>
    </Admin>
  );
}
