import type { QueryClient } from '@tanstack/react-query';
import type { ComponentProps, ReactElement } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { matchPath, Route, useLocation } from 'react-router';
import NotFoundPage from '../components/NotFoundPage';
import { useDocumentTitle } from '../components/useDocumentTitle';
import {
  AREAS,
  BACK_OFFICES,
  RESOURCE_VIEW_PATHS,
  type BackOfficeName,
  type BackOfficePages,
  type BackOfficeResources,
  type BackOfficeTitles,
} from '../routes';
import { backOfficeStore } from './react-admin-context';
import { BackOfficeLayout } from './BackOfficeLayout';
import { OfficeContext } from './office';
import { backOfficeTheme } from './back-office-theme';
import { ToastNotification } from './ToastNotification';

type BackOfficeAdminProps<A extends BackOfficeName> = Pick<
  ComponentProps<typeof Admin>,
  'title' | 'dataProvider' | 'dashboard' | 'layout'
> & {
  /** The back office, served under its area's path with the resources and pages BACK_OFFICES lists. */
  office: A;
  /** The back office's query client (createBackOfficeQueryClient), shared with what it shows around react-admin. */
  queryClient: QueryClient;
  /** Each resource's views, spread into its <Resource>. */
  resources: BackOfficeResources<A>;
  pages: BackOfficePages<A>;
  /** The browser tab's name for each screen: "Shops · Mohalla" on any view of the shops. */
  titles: BackOfficeTitles<A>;
};

/**
 * The screen of back office `office` at the address: 'dashboard', a resource (any of its views) or
 * one of its pages, by the names of BACK_OFFICES; undefined for an address it does not route.
 */
function useScreenName(office: BackOfficeName): string | undefined {
  const { pathname } = useLocation();
  const area = AREAS[office];
  const { resources, pages }: { resources: object; pages: Record<string, string> } = BACK_OFFICES[office];
  const within = pathname.slice(area.length).replace(/\/$/, '');
  if (within === '') return 'dashboard';
  const page = Object.keys(pages).find((name) => matchPath(pages[name], within));
  if (page) return page;
  const resource = within.split('/')[1];
  const views = Object.values(RESOURCE_VIEW_PATHS).map((view) => `/${resource}${view}`);
  return Object.hasOwn(resources, resource) && views.some((view) => matchPath(view, within)) ? resource : undefined;
}

/**
 * The react-admin shell of both back offices: one layout (a back office may wrap it), theme, toasts
 * and not-found page, with the office's resources and its own pages routed.
 */
export function BackOfficeAdmin<A extends BackOfficeName>({
  office,
  resources,
  pages,
  layout = BackOfficeLayout,
  titles,
  queryClient,
  ...props
}: BackOfficeAdminProps<A>) {
  const screen = useScreenName(office);
  const screenTitles: Record<string, string> = titles;
  useDocumentTitle(screen && Object.hasOwn(screenTitles, screen) ? screenTitles[screen] : undefined);
  const pagePaths: Record<string, string> = BACK_OFFICES[office].pages;
  const pageElements: Record<string, ReactElement> = pages;
  return (
    <OfficeContext value={office}>
      <Admin
        {...props}
        queryClient={queryClient}
        store={backOfficeStore}
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
    </OfficeContext>
  );
}
