import { ApiPropertyOptional, IntersectionType, OmitType, PickType } from '@nestjs/swagger';
import { IsBoolean, IsString } from 'class-validator';
import { EXAMPLE_GSTIN } from '../../gst/gstin';
import { ShopFields, trimUpper } from './shop-fields';
import { IsPercentage, Percentage } from '../../common/money';
import { IsOptionalNotNull, PartialUpdate } from '../../common/optional-fields';
import { ReadOnly } from '../../common/read-only-fields';

/** What a shopkeeper sets of their own shop, besides Open/Closed: name, email and GST number stay the admin's. */
export const SHOPKEEPER_SET_FIELDS = [
  'phone',
  'address',
  'latitude',
  'longitude',
  'deliveryRadiusKm',
  'minimumOrder',
  'preparationMinutes',
  'openingHours',
  'holidays',
  'upiId',
  'upiPayeeName',
] as const;

/** What both edits of a shop accept: the answer's fields no PUT changes (D10), and Open/Closed. */
class ShopEditBase {
  @ReadOnly()
  id?: unknown;

  @ReadOnly()
  shopkeeperId?: unknown;

  @ReadOnly()
  shopkeeperName?: unknown;

  @ReadOnly()
  shopkeeperUsername?: unknown;

  @ReadOnly()
  createdAt?: unknown;

  @ReadOnly()
  updatedAt?: unknown;

  /** Follows from the GSTIN. */
  @ReadOnly()
  state?: unknown;

  /** Follows from the pincode in the address and the pin. */
  @ReadOnly()
  locationPrecision?: unknown;

  /** Changed by its own routes: PUT and DELETE …/logo. */
  @ReadOnly()
  logo?: unknown;

  /** Changed by the admin's own route: PUT /api/admin/shops/{id}/commission. */
  @ReadOnly()
  commissionRate?: unknown;

  @ReadOnly()
  commissionRateInForce?: unknown;

  @ApiPropertyOptional({ description: 'Open (true) or closed' })
  @IsOptionalNotNull()
  @IsBoolean()
  isActive?: boolean;
}

/**
 * An admin's partial edit of a shop. Its GSTIN is checked when it changes (`ShopsService`), not here:
 * a shop onboarded before GSTINs were checked stays editable with its own sent back as it was read.
 */
export class UpdateShopDto extends IntersectionType(
  PartialUpdate(OmitType(ShopFields, ['gstNumber'] as const)),
  ShopEditBase,
) {
  @ApiPropertyOptional({
    example: EXAMPLE_GSTIN,
    description: "GSTIN; a new one must be valid, as at onboarding (400 saying what is wrong). Sets the shop's state",
  })
  @trimUpper
  @IsOptionalNotNull()
  @IsString()
  gstNumber?: string;
}

/** A shopkeeper's partial edit of its own shop: name, email and GST number stay as the admin set them. */
export class UpdateOwnShopDto extends IntersectionType(
  PartialUpdate(PickType(ShopFields, SHOPKEEPER_SET_FIELDS)),
  ShopEditBase,
) {
  @ReadOnly()
  name?: unknown;

  @ReadOnly()
  email?: unknown;

  @ReadOnly()
  gstNumber?: unknown;
}

/** The admin sets the platform's commission on a shop's delivered orders. */
export class SetCommissionRateDto {
  @IsPercentage({
    nullable: true,
    example: '2.50',
    description:
      "% of the taxable value of the shop's orders delivered from now on, 0 to 100 with at most two decimals; " +
      'null for the platform default (PLATFORM_COMMISSION_PERCENT). Orders delivered before keep their rate',
  })
  commissionRate!: Percentage | null;
}
