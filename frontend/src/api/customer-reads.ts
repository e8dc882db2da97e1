/**
 * The API paths of the reads that the customer's pages start with: the modules that fetch them read
 * them here, and route-preloads.ts names them in the pages' HTML. Keep this file free of runtime
 * imports: the build and the server's tests load it outside the browser, through route-preloads.ts.
 */
export const CUSTOMER_READS = {
  cart: '/api/customer/cart',
  addresses: '/api/customer/addresses',
  shop: '/api/customer/shops/{shopId}',
  shopProducts: '/api/customer/shops/{shopId}/products',
  orders: '/api/customer/orders',
  order: '/api/customer/orders/{id}',
  khatas: '/api/customer/khatas',
  khata: '/api/customer/khatas/{id}',
} as const;
