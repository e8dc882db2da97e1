import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { Role } from '../../api/client';

export interface NavLinkItem {
  label: string;
  to: string;
  showsCartCount?: boolean;
  /** Other pages that belong to this link, such as checkout to the cart. */
  alsoFor?: string[];
}

export const navLinksByRole: Record<Role, NavLinkItem[]> = {
  admin: [
    { label: 'Dashboard', to: '/admin' },
    { label: 'Shops', to: '/admin/shops' },
    { label: 'Orders', to: '/admin/orders' },
    { label: 'Claims', to: '/admin/claims', alsoFor: ['/admin/refunds'] },
    { label: 'Analytics', to: '/admin/analytics' },
    { label: 'Ledger', to: '/admin/ledger' },
    { label: 'Delivery fees', to: '/admin/delivery-fees' },
    { label: 'Audit log', to: '/admin/audit-log' },
  ],
  shopkeeper: [
    { label: 'Dashboard', to: '/shopkeeper' },
    { label: 'Products', to: '/shopkeeper/products' },
    { label: 'Orders', to: '/shopkeeper/orders' },
    { label: 'Claims', to: '/shopkeeper/claims', alsoFor: ['/shopkeeper/refunds'] },
    { label: 'Khata book', to: '/shopkeeper/khatas' },
    { label: 'Shop Details', to: '/shopkeeper/shop' },
    { label: 'Categories', to: '/shopkeeper/categories' },
    { label: 'Ledger', to: '/shopkeeper/ledger' },
  ],
  customer: [
    { label: 'Browse Shops', to: '/customer' },
    { label: 'Orders', to: '/customer/orders' },
    { label: 'Khata', to: '/customer/khatas' },
    { label: 'Profile', to: '/customer/profile' },
    { label: 'Addresses', to: '/customer/addresses' },
    { label: 'Cart', to: '/customer/cart', showsCartCount: true, alsoFor: ['/customer/checkout'] },
  ],
};

/**
 * The link to highlight: the most specific one containing the current path,
 * so /customer/shops/1/products highlights Browse Shops and /admin/shops highlights Shops.
 */
export function useActiveLink(links: NavLinkItem[]): NavLinkItem | undefined {
  const { pathname } = useLocation();
  const longestMatch = (link: NavLinkItem) =>
    Math.max(
      ...[link.to, ...(link.alsoFor ?? [])].map((path) =>
        pathname === path || pathname.startsWith(`${path}/`) ? path.length : -1,
      ),
    );
  return links
    .map((link) => ({ link, match: longestMatch(link) }))
    .filter(({ match }) => match >= 0)
    .sort((a, b) => b.match - a.match)[0]?.link;
}

/** Choosing the page you are already on reloads it, as the spec asks. */
export function useReloadWhenCurrent(): (to: string) => (event: MouseEvent) => void {
  const { pathname } = useLocation();
  return (to) => (event) => {
    if (pathname !== to) return;
    event.preventDefault();
    window.location.reload();
  };
}
