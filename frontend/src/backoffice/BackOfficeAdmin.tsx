import type { ComponentProps, ReactElement } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import NotFoundPage from '../components/NotFoundPage';
import { AREAS, BACK_OFFICES, type BackOfficeName, type BackOfficePages, type BackOfficeResources } from '../routes';
import { BackOfficeLayout } from './BackOfficeLayout';
import { backOfficeTheme } from './back-office-theme';
import { ToastNotification } from './ToastNotification';

type BackOfficeAdminProps<A extends BackOfficeName> = Pick<
  ComponentProps<typeof Admin>,
  'title' | 'dataProvider' | 'dashboard' | 'layout'
> & {
  /** The back office, served under its area's path with the resources and pages BACK_OFFICES lists. */
  office: A;
  /** Each resource's views, spread into its <Resource>. */
  resources: BackOfficeResources<A>;
  pages: BackOfficePages<A>;
};

/**
 * The react-admin shell of both back offices: one layout (a back office may wrap it), theme, toasts
 * and not-found page, with the office's resources and its own pages routed.
 */
export function BackOfficeAdmin<A extends BackOfficeName>({
  office,
  resources,
  pages,
  layout = BackOfficeLayout,
  ...props
}: BackOfficeAdminProps<A>) {
  const pagePaths: Record<string, string> = BACK_OFFICES[office].pages;
  const pageElements: Record<string, ReactElement> = pages;
  return (
    <Admin
      {...props}
      basename={AREAS[office]}
      layout={layout}
      theme={backOfficeTheme}
      notification={ToastNotification}
      catchAll={NotFoundPage}
      disableTelemetry
    >
      {Object.entries(resources).map(([name, views]) => (
        <Resource key={name} name={name} {...views} />
      ))}
      <CustomRoutes>
        {Object.entries(pagePaths).map(([page, path]) => (
          <Route key={page} path={path} element={pageElements[page]} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
