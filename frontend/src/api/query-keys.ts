/** Every TanStack Query key of the app, so invalidation always names the same key. */
export const queryKeys = {
  session: ['session'] as const,
  shopkeeperProfile: ['shopkeeper-profile'] as const,
  shopkeeperDashboard: ['shopkeeper', 'dashboard'] as const,
  addresses: ['addresses'] as const,
  cart: ['cart'] as const,
  cartQuotes: ['cart', 'quote'] as const,
  cartQuote: (addressId: string) => ['cart', 'quote', addressId] as const,
  customerShops: ['customer-shops'] as const,
  customerShopList: (point: { lat: number; lng: number } | null) => ['customer-shops', 'list', point] as const,
  customerShop: (shopId: string) => ['customer-shops', shopId] as const,
  shopProducts: (shopId: string) => ['customer-shops', shopId, 'products'] as const,
  shopReviews: (shopId: string) => ['customer-shops', shopId, 'reviews'] as const,
  customerOrders: ['customer-orders'] as const,
  customerOrder: (orderId: string) => ['customer-orders', orderId] as const,
};
