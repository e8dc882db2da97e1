/** Every TanStack Query key of the app, so invalidation always names the same key. */
export const queryKeys = {
  session: ['session'] as const,
  shopkeeperProfile: ['shopkeeper-profile'] as const,
  shopkeeperDashboard: ['shopkeeper', 'dashboard'] as const,
  gstRates: ['shopkeeper', 'gst-rates'] as const,
  addresses: ['addresses'] as const,
  indianStates: ['indian-states'] as const,
  pincode: (pincode: string) => ['pincodes', pincode] as const,
  deliveryFees: ['delivery-fees'] as const,
  cart: ['cart'] as const,
  cartQuotes: ['cart', 'quote'] as const,
  cartQuote: (addressId: string) => ['cart', 'quote', addressId] as const,
  customerShops: ['customer-shops'] as const,
  customerShopSearch: (params: Record<string, string>) => ['customer-shops', 'search', params] as const,
  nearestShops: (params: Record<string, string>) => ['customer-shops', 'nearest', params] as const,
  customerShop: (shopId: string) => ['customer-shops', shopId] as const,
  shopProducts: (shopId: string, q = '') => ['customer-shops', shopId, 'products', q] as const,
  shopReviews: (shopId: string) => ['customer-shops', shopId, 'reviews'] as const,
  customerOrders: ['customer-orders'] as const,
  customerOrder: (orderId: string) => ['customer-orders', orderId] as const,
  /** The customer's khatas; as a prefix, every read of them, which an order put on one makes stale. */
  customerKhatas: ['customer-khatas'] as const,
  customerKhataAtShop: (shopId: string) => ['customer-khatas', 'at-shop', shopId] as const,
  customerKhata: (khataId: string) => ['customer-khatas', khataId] as const,
  customerKhataEntries: (khataId: string) => ['customer-khatas', khataId, 'entries'] as const,
  refundPolicy: ['refund-policy'] as const,
  /** The bell: the person's latest notifications and their unread count. */
  notifications: ['notifications'] as const,
  notificationPreferences: ['notification-preferences'] as const,
  /** This browser's push subscription, if it can have one. */
  pushDevice: ['push-device'] as const,
  /** Every figure of the commission ledger: what a settlement or a rate change makes stale. */
  ledger: ['ledger'] as const,
  ledgerPart: (part: string, ...params: unknown[]) => ['ledger', part, ...params] as const,
  /** The admin's figures: the dashboard's and the analytics'. */
  adminFigures: ['admin'] as const,
  adminDashboard: ['admin', 'dashboard'] as const,
  adminAnalytics: ['admin', 'analytics'] as const,
  /** Every query react-admin makes of a back office's resource: its keys start with the resource's name. */
  resource: (resource: string) => [resource] as const,
  resourceLists: (resource: string) => [resource, 'getList'] as const,
  resourceRecords: (resource: string) => [resource, 'getOne'] as const,
  /** The entry react-admin's `getOne` of the record reads. */
  resourceRecord: (resource: string, id: string | number) => [resource, 'getOne', { id: String(id) }] as const,
  /** What react-admin's `useUpdate` of the resource is keyed by while it runs (a mutation key). */
  resourceUpdates: (resource: string) => [resource, 'update'] as const,
};
