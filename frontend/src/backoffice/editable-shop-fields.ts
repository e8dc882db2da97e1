import type { components } from '../api/schema';

type Shop = components['schemas']['ShopResponse'];

/** What a shopkeeper may change of their shop (decision D5): PUT /api/shopkeeper/shop. */
export const SHOPKEEPER_SHOP_FIELDS = [
  'phone',
  'address',
  'latitude',
  'longitude',
  'isActive',
  'deliveryRadiusKm',
  'minimumOrder',
  'preparationMinutes',
  'openingHours',
  'holidays',
  'upiId',
  'upiPayeeName',
] as const satisfies readonly (keyof Shop)[];

/** What an admin may change (PUT /api/admin/shops/{id}): the name, email and GST number stay with the admins. */
export const ADMIN_SHOP_FIELDS = [
  'name',
  'email',
  'gstNumber',
  ...SHOPKEEPER_SHOP_FIELDS,
] as const satisfies readonly (keyof Shop)[];
