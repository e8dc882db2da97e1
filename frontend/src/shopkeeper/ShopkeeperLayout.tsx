import type { LayoutProps } from 'react-admin';
import { BackOfficeLayout } from '../backoffice/BackOfficeLayout';
import { OrderDesk } from './desk/OrderDesk';

/** The back office's layout with the order desk above every page: a new order is heard anywhere. */
export function ShopkeeperLayout({ children, ...props }: LayoutProps) {
  return (
    <BackOfficeLayout {...props}>
      <OrderDesk />
      {children}
    </BackOfficeLayout>
  );
}
