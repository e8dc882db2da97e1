import { enumMembers } from '../api/enum-members';
import type { components } from '../api/schema';

type Schemas = components['schemas'];

export type ShopkeeperProfile = Schemas['ShopkeeperProfileResponse'];
export type ShopkeeperDashboard = Schemas['ShopkeeperDashboardResponse'];
export type Shop = Schemas['ShopResponse'];
export type Category = Schemas['CategoryResponse'];
export type Product = Schemas['ProductResponse'];
export type Order = Schemas['OrderResponse'];
export type OrderItem = Schemas['OrderItemResponse'];

export type FulfillmentStatus = OrderItem['fulfillmentStatus'];
export const FULFILLMENT_STATUSES = enumMembers<FulfillmentStatus>({
  pending: true,
  fulfilled: true,
  'not fulfillable': true,
});
