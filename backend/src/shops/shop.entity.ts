import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { MONEY_COLUMN, Paise, Percentage, PERCENTAGE_COLUMN } from '../common/money';
import { SoftDeletableEntity } from '../database/base-entities';
import type { LocationPrecision } from '../pincodes/location';
import { User } from '../users/user.entity';
import type { OpeningSlot } from './opening-hours';

/** A neighbourhood shop. Deleting one is soft (D5): its orders stay, its shopkeeper is disabled. */
@Entity({ name: 'shops' })
// Located to a pincode or a pin with both coordinates, or not located (issue 32).
@Check(
  'CHK_shops_location_precision',
  `"location_precision" IS NULL OR "location_precision" IN ('pincode', 'pin') AND num_nulls("latitude", "longitude") = 0`,
)
// One live shop per shopkeeper, enforced by a partial unique index written in the migration.
@Index('UQ_shops_one_per_shopkeeper', { synchronize: false })
// Discovery's search by name: a trigram index of live shops in the migration.
@Index('IDX_shops_name_trgm', { synchronize: false })
// Nearest-first discovery: the shops of unknown location, a partial index in the migration.
@Index('IDX_shops_unlocated', { synchronize: false })
@Check(
  'CHK_shops_delivery',
  '"delivery_radius_km" > 0 AND "delivery_radius_km" <= 1000 AND "minimum_order" > 0 AND "preparation_minutes" BETWEEN 1 AND 1440',
)
@Check('CHK_shops_commission_rate', '"commission_rate" BETWEEN 0 AND 100')
export class Shop extends SoftDeletableEntity {
  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 20 })
  phone!: string;

  @Column({ type: 'varchar', length: 300 })
  address!: string;

  @Column({ name: 'gst_number', type: 'varchar', length: 15 })
  gstNumber!: string;

  /** Open (customers) or Active (admins); a new shop starts open. */
  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ type: 'double precision', nullable: true })
  latitude!: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude!: number | null;

  /**
   * Located to the centre of the pincode in its address, or pinned on the map; null when it is not
   * located (no known pincode in its address, no pin): no distance check, the flat fee, listed last.
   */
  @Column({ name: 'location_precision', type: 'varchar', length: 7, nullable: true })
  locationPrecision!: LocationPrecision | null;

  /** How far it delivers, in km; null for the configured DELIVERY_RADIUS_KM. */
  @Column({ name: 'delivery_radius_km', type: 'double precision', nullable: true })
  deliveryRadiusKm!: number | null;

  /** The least a cart must come to before checkout; null for none. */
  @Column({ name: 'minimum_order', ...MONEY_COLUMN, nullable: true })
  minimumOrder!: Paise | null;

  /** How long an order takes to get ready, before it travels. */
  @Column({ name: 'preparation_minutes', type: 'integer', default: 20 })
  preparationMinutes!: number;

  /** The weekly schedule in Asia/Kolkata (see `opening-hours.ts`); empty: open whenever `isActive`. */
  @Column({ name: 'opening_hours', type: 'jsonb', default: () => "'[]'" })
  openingHours!: OpeningSlot[];

  /** Dates (YYYY-MM-DD, Asia/Kolkata) the shop stays closed all day, in order. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  holidays!: string[];

  /**
   * The platform's commission on the taxable value of the shop's delivered orders, in hundredths of a
   * percent, set by the admin; null for the configured PLATFORM_COMMISSION_PERCENT. An order keeps
   * the rate in force when it was delivered.
   */
  @Column({ name: 'commission_rate', ...PERCENTAGE_COLUMN, nullable: true })
  commissionRate!: Percentage | null;

  /** Where customers pay the shop by UPI (see `UPI_ID`); null: the shop takes cash only. */
  @Column({ name: 'upi_id', type: 'varchar', length: 100, nullable: true })
  upiId!: string | null;

  /** The name UPI apps show for the payee; null: the shop's name. */
  @Column({ name: 'upi_payee_name', type: 'varchar', length: 100, nullable: true })
  upiPayeeName!: string | null;

  @Column({ name: 'shopkeeper_id', type: 'uuid' })
  shopkeeperId!: string;

  @ManyToOne(() => User)
  @JoinColumn({ name: 'shopkeeper_id' })
  shopkeeper?: User;
}
