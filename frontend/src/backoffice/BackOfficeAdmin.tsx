import type { ComponentProps } from 'react';
import { Admin } from 'react-admin';
import NotFoundPage from '../pages/not-found/NotFoundPage';
import { BackOfficeLayout } from './BackOfficeLayout';
import { backOfficeTheme } from './back-office-theme';
import { ToastNotification } from './ToastNotification';

type BackOfficeAdminProps = Pick<
  ComponentProps<typeof Admin>,
  'basename' | 'title' | 'dataProvider' | 'dashboard' | 'children'
>;

/** The react-admin shell of both back offices: one layout, theme, toasts and not-found page. */
export function BackOfficeAdmin(props: BackOfficeAdminProps) {
  return (
    <Admin
      {...props}
      layout={BackOfficeLayout}
      theme={backOfficeTheme}
      notification={ToastNotification}
      catchAll={NotFoundPage}
      disableTelemetry
    />
  );
}
