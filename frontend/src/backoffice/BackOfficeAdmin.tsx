import type { ComponentProps } from 'react';
import { Admin } from 'react-admin';
import NotFoundPage from '../components/NotFoundPage';
import { BackOfficeLayout } from './BackOfficeLayout';
import { backOfficeTheme } from './back-office-theme';
import { ToastNotification } from './ToastNotification';

type BackOfficeAdminProps = Pick<
  ComponentProps<typeof Admin>,
  'basename' | 'title' | 'dataProvider' | 'dashboard' | 'children' | 'layout'
>;

/**
 * The react-admin shell of both back offices: one layout (a back office may wrap it), theme, toasts
 * and not-found page.
 */
export function BackOfficeAdmin({ layout = BackOfficeLayout, ...props }: BackOfficeAdminProps) {
  return (
    <Admin
      {...props}
      layout={layout}
      theme={backOfficeTheme}
      notification={ToastNotification}
      catchAll={NotFoundPage}
      disableTelemetry
    />
  );
}
