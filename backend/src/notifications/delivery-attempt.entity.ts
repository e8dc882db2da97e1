import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { NotificationDelivery } from './notification-delivery.entity';

/** One try at a delivery, as the worker that made it recorded it. */
@Entity({ name: 'delivery_attempts' })
@Index('IDX_delivery_attempts_delivery', ['deliveryId'])
export class DeliveryAttempt {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_delivery_attempts', type: 'bigint' })
  id!: string;

  @Column({ name: 'delivery_id', type: 'uuid' })
  deliveryId!: string;

  @ManyToOne(() => NotificationDelivery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id', foreignKeyConstraintName: 'FK_delivery_attempts_delivery' })
  delivery?: NotificationDelivery;

  @Column({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt!: Date;

  /** The state the attempt left the delivery in: sent, kept, pending (to retry), failed or dropped. */
  @Column({ type: 'varchar', length: 8 })
  outcome!: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  error!: string | null;
}
