import { Column, Entity, PrimaryColumn } from 'typeorm';
import { MONEY_COLUMN, Paise } from '../common/money';

/** One band of the delivery fees the admin sets (issue 32): the fee of a delivery up to `upToKm` from the shop. */
@Entity({ name: 'delivery_fee_bands' })
export class DeliveryFeeBandRow {
  @PrimaryColumn({ name: 'up_to_km', type: 'double precision' })
  upToKm!: number;

  @Column({ ...MONEY_COLUMN })
  fee!: Paise;
}
