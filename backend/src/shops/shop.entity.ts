import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

/** A neighbourhood shop. Deleting one is soft (D5): its orders stay, its shopkeeper is disabled. */
@Entity({ name: 'shops' })
// One live shop per shopkeeper, enforced by a partial unique index written in the migration.
@Index('UQ_shops_one_per_shopkeeper', { synchronize: false })
export class Shop {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt!: Date | null;
}
