import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { backOfficeTheme } from '../backoffice/back-office-theme';
import { dataProviderFor } from '../backoffice/data-provider';
import { Dashboard } from './dashboard/Dashboard';

const dataProvider = dataProviderFor('/api/shopkeeper');

/** The shopkeeper back office under /shopkeeper, loaded only when a shopkeeper opens it. */
export default function ShopkeeperApp() {
  return (
    <Admin
      basename="/shopkeeper"
      title="Mohalla for Shops"
      dataProvider={dataProvider}
      dashboard={Dashboard}
      layout={BackOfficeLayout}
      theme={backOfficeTheme}
      disableTelemetry
    >
      <CustomRoutes>
        {/* The spec's breadcrumb links to /shopkeeper/dashboard as well as /shopkeeper. */}
        <Route path="/dashboard" element={<Dashboard />} />
      </CustomRoutes>
    </Admin>
  );
}
