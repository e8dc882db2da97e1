import { CUSTOMER_READS } from './api/customer-reads';
import { firstPageRead, SHOPKEEPER_LISTS, SHOPKEEPER_PROFILE_READ } from './api/shopkeeper-reads';
import { AREAS, backOfficeRoutePatterns, CUSTOMER_PATHS, SITE_PATHS } from './routes';

/**
 * What a route's first paint waits for beyond the entry's code: the module of the page it loads
 * lazily (its path under src/) and the API reads that page starts with, a customer's (`:name` taken
 * from the route's path) or a shopkeeper's. The build resolves each module to its chunks
 * (vite.config.ts), and the server names the chunks, and the reads of the signed-in customer or
 * shopkeeper, in the page's HTML
 * (backend/src/web/serve-web-app.ts): the browser fetches them alongside the entry's code instead
 * of after it has run. Keep this file free of runtime imports but ./routes and ./api/*-reads, as
 * routes.ts.
 */
export interface RoutePreload {
  page: string;
  customerReads?: readonly string[];
  shopkeeperReads?: readonly string[];
}

/** An API path as the route's read: each `{name}` becomes `:name`, or the route's own name for it in `routeNames`. */
function readOf(apiPath: string, routeNames: Record<string, string> = {}): string {
  return apiPath.replace(/\{(\w+)\}/g, (_, name: string) => `:${routeNames[name] ?? name}`);
}

/** Read on every page of the site by a signed-in customer: the header's cart badge. */
export const EVERY_PAGE_CUSTOMER_READS = [CUSTOMER_READS.cart] as const;

/** Read on every page of the shop's back office: its profile (which shop), and the order desk's lists above each page. */
const EVERY_BACK_OFFICE_PAGE_READS = [
  SHOPKEEPER_PROFILE_READ,
  firstPageRead(SHOPKEEPER_LISTS.pendingOrders),
  firstPageRead(SHOPKEEPER_LISTS.ordersAwaitingUpi),
];

/**
 * The first page of the list a back office page shows (the products' dialogs open over theirs), as
 * react-admin asks for it when the shopkeeper has not sorted, filtered or paged it. react-admin keeps
 * a list's last parameters in the browser, where the server cannot see them: then the read is one
 * the page does not use.
 */
function firstListReads(pattern: string): string[] {
  if (pattern === `${AREAS.shopkeeper}/orders`) return [firstPageRead(SHOPKEEPER_LISTS.orders)];
  if (pattern.startsWith(`${AREAS.shopkeeper}/products`)) {
    return [firstPageRead(SHOPKEEPER_LISTS.categoryChoices), firstPageRead(SHOPKEEPER_LISTS.products)];
  }
  return [];
}

const customerPath = (path: string) => (path ? `${AREAS.customer}/${path}` : AREAS.customer);

export const ROUTE_PRELOADS: Record<string, RoutePreload> = {
  // The shopkeeper's area is one lazily loaded app, whichever of its pages opens first: its order desk
  // paints first, and react-admin's code is fetched only then (ShopkeeperApp.tsx), not named here.
  ...Object.fromEntries(
    backOfficeRoutePatterns('shopkeeper').map((pattern) => [
      pattern,
      {
        page: 'shopkeeper/ShopkeeperApp.tsx',
        shopkeeperReads: [...EVERY_BACK_OFFICE_PAGE_READS, ...firstListReads(pattern)],
      },
    ]),
  ),
  [SITE_PATHS.auth]: { page: 'pages/auth/AuthPage.tsx' },
  [SITE_PATHS.cart]: { page: 'storefront/cart/CartPage.tsx' },
  [customerPath(CUSTOMER_PATHS.discoverShops)]: {
    page: 'storefront/shops/DiscoverShopsPage.tsx',
    customerReads: [CUSTOMER_READS.addresses],
  },
  [customerPath(CUSTOMER_PATHS.shopProducts)]: {
    page: 'storefront/products/ShopProductsPage.tsx',
    customerReads: [readOf(CUSTOMER_READS.shop), readOf(CUSTOMER_READS.shopProducts)],
  },
  [customerPath(CUSTOMER_PATHS.cart)]: { page: 'storefront/cart/CartPage.tsx' },
  [customerPath(CUSTOMER_PATHS.checkout)]: {
    page: 'storefront/checkout/CheckoutPage.tsx',
    customerReads: [CUSTOMER_READS.addresses],
  },
  [customerPath(CUSTOMER_PATHS.orders)]: {
    page: 'storefront/orders/OrdersPage.tsx',
    customerReads: [CUSTOMER_READS.orders],
  },
  [customerPath(CUSTOMER_PATHS.order)]: {
    page: 'storefront/orders/OrderDetailPage.tsx',
    customerReads: [readOf(CUSTOMER_READS.order, { id: 'orderId' })],
  },
  [customerPath(CUSTOMER_PATHS.khatas)]: {
    page: 'storefront/khatas/KhatasPage.tsx',
    customerReads: [CUSTOMER_READS.khatas],
  },
  [customerPath(CUSTOMER_PATHS.khata)]: {
    page: 'storefront/khatas/KhataPage.tsx',
    customerReads: [readOf(CUSTOMER_READS.khata, { id: 'khataId' })],
  },
  [customerPath(CUSTOMER_PATHS.profile)]: { page: 'storefront/profile/ProfilePage.tsx' },
  [customerPath(CUSTOMER_PATHS.addresses)]: {
    page: 'storefront/addresses/AddressesPage.tsx',
    customerReads: [CUSTOMER_READS.addresses],
  },
};
