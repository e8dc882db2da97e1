import { BadRequestException } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { gstinProblem } from '../gst/gstin';
import { SHOPKEEPER_SET_FIELDS } from './dto/update-shop.dto';
import { normalizedOpeningHours } from './opening-hours';
import type { Shop } from './shop.entity';

/** What onboarding sets of a shop: what its shopkeeper may change later, and what stays the admin's. */
export const ONBOARDING_FIELDS = ['name', 'email', 'gstNumber', ...SHOPKEEPER_SET_FIELDS] as const;
/** What the admin's edit changes: everything, and whether the shop is open. */
export const ADMIN_EDIT_FIELDS = [...ONBOARDING_FIELDS, 'isActive'] as const;
/** What the shopkeeper changes of their own shop. */
export const OWN_SHOP_FIELDS = [...SHOPKEEPER_SET_FIELDS, 'isActive'] as const;

type ShopField = (typeof ADMIN_EDIT_FIELDS)[number];

/**
 * The fields `names` of a write, as given (undefined leaves one as it is). A delivery radius must
 * be beyond the free-delivery distance, so that the flat fee (D7) still applies between the two.
 */
export function shopFieldsOf<F extends ShopField>(
  fields: Partial<Pick<Shop, F>>,
  names: readonly F[],
  { freeDeliveryKm }: Pick<AppConfig, 'freeDeliveryKm'>,
): Partial<Shop> {
  const { deliveryRadiusKm } = fields as Partial<Shop>;
  if (typeof deliveryRadiusKm === 'number' && deliveryRadiusKm <= freeDeliveryKm) {
    throw new BadRequestException(`deliveryRadiusKm must be beyond the free-delivery distance of ${freeDeliveryKm} km`);
  }
  const picked: Partial<Shop> = Object.fromEntries(names.map((field) => [field, fields[field]]));
  return { ...picked, ...normalizedOpeningHours(picked) };
}

/**
 * A GSTIN an edit gives must be valid, as at onboarding; the one the shop has is kept as it is, even
 * when it was given before GSTINs were checked (no one can make up the right one for it).
 */
export function assertNewGstinValid(gstNumber: string | undefined, current: string): void {
  const problem = gstNumber === undefined || gstNumber === current ? undefined : gstinProblem(gstNumber);
  if (problem) throw new BadRequestException([`gstNumber ${problem}`]);
}
