import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { MONEY_COLUMN, Paise } from '../common/money';

/** One band of the delivery fees the admin sets (issue 32): the fee of a delivery up to `upToKm` from the shop. */
@Entity({ name: 'delivery_fee_bands' })
@Check('CHK_delivery_fee_bands', '"up_to_km" > 0 AND "up_to_km" <= 1000 AND "fee" >= 0')
export class DeliveryFeeBandRow {
  @PrimaryColumn({ name: 'up_to_km', type: 'double precision' })
  upToKm!: number;

  @Column({ ...MONEY_COLUMN })
  fee!: Paise;
}
