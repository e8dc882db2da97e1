import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** A device's browser that agreed to receive web pushes for a person (the Push API's subscription). */
@Entity({ name: 'push_subscriptions' })
@Index('IDX_push_subscriptions_user', ['userId'])
export class PushSubscription {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_push_subscriptions' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_push_subscriptions_user' })
  user?: User;

  /** The push service's address for the device; one device, one subscription. */
  @Column({ type: 'varchar', length: 1000, unique: true })
  endpoint!: string;

  /** The device's P-256 public key and auth secret (RFC 8291), URL-safe base64. */
  @Column({ type: 'varchar', length: 100 })
  p256dh!: string;

  @Column({ type: 'varchar', length: 40 })
  auth!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
