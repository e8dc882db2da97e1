/**
 * The reads the shopkeeper's pages start with, as the back office's data provider (ra-data-simple-rest)
 * asks for them: the components that make them take their parameters here, and route-preloads.ts
 * names them in the pages' HTML. Keep this file free of runtime imports, as customer-reads.ts.
 */

/** Where the shopkeeper's API is: the back office's data provider reads from here. */
export const SHOPKEEPER_API = '/api/shopkeeper';
export interface FirstPage {
  resource: string;
  filter: Record<string, string>;
  perPage: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

/** The lists a shopkeeper's page opens on, first page, and with no filter or order of the shopkeeper's. */
export const SHOPKEEPER_LISTS = {
  // The desk, above every page. A shop has at most a few minutes' orders pending: past
  // ACCEPT_WITHIN_MINUTES they are cancelled.
  pendingOrders: {
    resource: 'orders',
    filter: { status: 'pending' },
    perPage: 100,
    sort: { field: 'createdAt', order: 'ASC' },
  },
  ordersAwaitingUpi: {
    resource: 'orders',
    filter: { paymentMethod: 'upi', paymentStatus: 'unpaid' },
    perPage: 100,
    sort: { field: 'createdAt', order: 'ASC' },
  },
  orders: { resource: 'orders', filter: {}, perPage: 10, sort: { field: 'createdAt', order: 'DESC' } },
  products: { resource: 'products', filter: {}, perPage: 24, sort: { field: 'name', order: 'ASC' } },
  /** The categories the products list filters by. */
  categoryChoices: { resource: 'categories', filter: {}, perPage: 1000, sort: { field: 'name', order: 'ASC' } },
} as const satisfies Record<string, FirstPage>;

/** A list's first page as useGetList takes it. */
export const firstPageParams = ({ filter, perPage, sort }: FirstPage) => ({
  filter,
  pagination: { page: 1, perPage },
  sort,
});

/** A list's first page as ra-data-simple-rest requests it: each parameter as JSON, in query-string's (sorted) order. */
export function firstPageRead({ resource, filter, perPage, sort }: FirstPage): string {
  const query = {
    filter: JSON.stringify(filter),
    range: JSON.stringify([0, perPage - 1]),
    sort: JSON.stringify([sort.field, sort.order]),
  };
  const parameters = Object.entries(query).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return `${SHOPKEEPER_API}/${resource}?${parameters.join('&')}`;
}

export const SHOPKEEPER_PROFILE_READ = `${SHOPKEEPER_API}/shopkeeper-profile`;
