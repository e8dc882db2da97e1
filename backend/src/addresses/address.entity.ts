import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { SoftDeletableEntity } from '../database/base-entities';
import type { LocationPrecision } from '../pincodes/location';
import { User } from '../users/user.entity';

/** A customer's saved delivery address. Deleting one is soft: orders keep their own copy. */
@Entity({ name: 'addresses' })
// Located to a pincode or a pin with both coordinates, or not located (issue 32).
@Check(
  'CHK_addresses_location_precision',
  `"location_precision" IS NULL OR "location_precision" IN ('pincode', 'pin') AND num_nulls("latitude", "longitude") = 0`,
)
@Index(['userId', 'createdAt'])
// Exactly one default per customer, enforced by a partial unique index written in the migration.
@Index('UQ_addresses_one_default', { synchronize: false })
export class Address extends SoftDeletableEntity {
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 50 })
  title!: string;

  @Column({ name: 'address_line', type: 'varchar', length: 200 })
  addressLine!: string;

  @Column({ type: 'varchar', length: 100 })
  city!: string;

  @Column({ type: 'varchar', length: 100 })
  state!: string;

  @Column({ type: 'char', length: 6 })
  pincode!: string;

  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault!: boolean;

  @Column({ type: 'double precision', nullable: true })
  latitude!: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude!: number | null;

  /** Located to its pincode's centre or pinned on the map; null only for an address saved before issue 32 whose pincode does not exist. */
  @Column({ name: 'location_precision', type: 'varchar', length: 7, nullable: true })
  locationPrecision!: LocationPrecision | null;
}
