import type { components } from '../api/schema';

export type Address = components['schemas']['AddressResponse'];

export type CustomerShop = components['schemas']['CustomerShopResponse'];
export type Product = components['schemas']['ProductResponse'];

export type CartItem = components['schemas']['CartItemResponse'];
export type Cart = components['schemas']['CartResponse'];
