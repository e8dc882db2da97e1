import { ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { ShopFields } from './shop-fields';
import { IsOptionalNotNull, PartialUpdate } from '../../common/optional-fields';
import { ReadOnly } from '../../common/read-only-fields';

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

  @ApiPropertyOptional({ description: 'Open (true) or closed' })
  @IsOptionalNotNull()
  @IsBoolean()
  isActive?: boolean;
}

/** An admin's partial edit of a shop. */
export class UpdateShopDto extends IntersectionType(PartialUpdate(ShopFields), ShopEditBase) {}

/** A shopkeeper's partial edit of its own shop: name, email and GST number stay as the admin set them. */
export class UpdateOwnShopDto extends IntersectionType(
  PartialUpdate(
    PickType(ShopFields, [
      'phone',
      'address',
      'latitude',
      'longitude',
      'deliveryRadiusKm',
      'minimumOrder',
      'preparationMinutes',
      'openingHours',
      'holidays',
    ] as const),
  ),
  ShopEditBase,
) {
  @ReadOnly()
  name?: unknown;

  @ReadOnly()
  email?: unknown;

  @ReadOnly()
  gstNumber?: unknown;
}
