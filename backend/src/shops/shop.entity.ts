import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { SoftDeletableEntity } from '../database/base-entities';
import { User } from '../users/user.entity';

/** A neighbourhood shop. Deleting one is soft (D5): its orders stay, its shopkeeper is disabled. */
@Entity({ name: 'shops' })
// One live shop per shopkeeper, enforced by a partial unique index written in the migration.
@Index('UQ_shops_one_per_shopkeeper', { synchronize: false })
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

  @Column({ name: 'shopkeeper_id', type: 'uuid' })
  shopkeeperId!: string;

  @ManyToOne(() => User)
  @JoinColumn({ name: 'shopkeeper_id' })
  shopkeeper?: User;
}
