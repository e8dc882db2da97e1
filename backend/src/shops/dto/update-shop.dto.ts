import { ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { ShopFields } from './shop-fields';
import { IsOptionalNotNull, PartialUpdate } from '../../common/optional-fields';

const ReadOnly = () => ApiPropertyOptional({ description: 'Read only: accepted when unchanged' });

/** Fields of a shop's answer that no PUT changes: a client may send them back unchanged (D10). */
class ShopReadOnlyFields {
  @ReadOnly()
  @IsOptional()
  id?: unknown;

  @ReadOnly()
  @IsOptional()
  shopkeeperId?: unknown;

  @ReadOnly()
  @IsOptional()
  shopkeeperName?: unknown;

  @ReadOnly()
  @IsOptional()
  shopkeeperUsername?: unknown;

  @ReadOnly()
  @IsOptional()
  createdAt?: unknown;

  @ReadOnly()
  @IsOptional()
  updatedAt?: unknown;

  @ApiPropertyOptional({ description: 'Open (true) or closed' })
  @IsOptionalNotNull()
  @IsBoolean()
  isActive?: boolean;
}

export const SHOP_READ_ONLY_FIELDS = [
  'id',
  'shopkeeperId',
  'shopkeeperName',
  'shopkeeperUsername',
  'createdAt',
  'updatedAt',
] as const;

/** An admin's partial edit of a shop. */
export class UpdateShopDto extends IntersectionType(PartialUpdate(ShopFields), ShopReadOnlyFields) {}

/** A shopkeeper's partial edit of its own shop: name, email and GST number stay as the admin set them. */
export class UpdateOwnShopDto extends IntersectionType(
  PartialUpdate(PickType(ShopFields, ['phone', 'address', 'latitude', 'longitude'] as const)),
  ShopReadOnlyFields,
) {
  @ReadOnly()
  @IsOptional()
  name?: unknown;

  @ReadOnly()
  @IsOptional()
  email?: unknown;

  @ReadOnly()
  @IsOptional()
  gstNumber?: unknown;
}

export const OWN_SHOP_READ_ONLY_FIELDS = [...SHOP_READ_ONLY_FIELDS, 'name', 'email', 'gstNumber'] as const;
