import { ApiProperty } from '@nestjs/swagger';
import { ArrayMinSize, IsNumber, Max } from 'class-validator';
import { formatMoney, IsMoney, Paise } from '../../common/money';
import { IsListOf } from '../../common/nested-shapes';
import type { DeliveryRule } from '../../pricing/pricing';

/** The most bands the admin may set: a city's worth of distances. */
export const MAX_DELIVERY_FEE_BANDS = 10;

export class DeliveryFeeBandDto {
  @ApiProperty({ example: 10, description: 'Deliveries up to this many km from the shop (and beyond the band before)' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'upToKm must be a distance in km' })
  @Max(1000, { message: 'upToKm must be at most 1000' })
  upToKm!: number;

  @IsMoney({ min: 0, max: 10_000_00, example: '20.00' })
  fee!: Paise;
}

export class UpdateDeliveryFeesDto {
  @IsListOf(DeliveryFeeBandDto, MAX_DELIVERY_FEE_BANDS, {
    description: `1 to ${MAX_DELIVERY_FEE_BANDS} bands, their upToKm beyond FREE_DELIVERY_KM and increasing`,
  })
  @ArrayMinSize(1, { message: 'bands must hold at least one band' })
  bands!: DeliveryFeeBandDto[];
}

export class DeliveryFeeBandResponse {
  @ApiProperty({ example: 10 })
  upToKm!: number;

  @ApiProperty({ example: '20.00' })
  fee!: string;
}

/** What a delivery costs, by its distance from the shop: shown before checkout. */
export class DeliveryFeesResponse {
  @ApiProperty({ example: 5, description: 'Free within this many km of the shop (FREE_DELIVERY_KM)' })
  freeWithinKm!: number;

  @ApiProperty({
    type: [DeliveryFeeBandResponse],
    description:
      "Then each band's fee up to its distance; beyond the last band (up to a shop's radius), the last band's",
  })
  bands!: DeliveryFeeBandResponse[];

  @ApiProperty({
    example: '30.00',
    description: 'The fee of a shop not located yet, whatever the distance (DELIVERY_FEE)',
  })
  unlocatedShopFee!: string;

  static from(rule: DeliveryRule): DeliveryFeesResponse {
    return {
      freeWithinKm: rule.freeWithinKm,
      bands: rule.bands.map(({ upToKm, fee }) => ({ upToKm, fee: formatMoney(fee) })),
      unlocatedShopFee: formatMoney(rule.flatFee),
    };
  }
}
