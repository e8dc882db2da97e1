import type { components, paths } from '../api/schema';

export type Address = components['schemas']['AddressResponse'];

export type CustomerShop = components['schemas']['CustomerShopResponse'];
export type ShopReview =
  paths['/api/customer/shops/{shopId}/reviews']['get']['responses'][200]['content']['application/json'][number];
export type Product = components['schemas']['ProductResponse'];

export type CartItem = components['schemas']['CartItemResponse'];
export type Cart = components['schemas']['CartResponse'];
