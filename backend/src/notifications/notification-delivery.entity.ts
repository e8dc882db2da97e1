import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { sqlList } from '../database/sql';
import { Notification } from './notification.entity';
import { DELIVERY_CHANNELS, DELIVERY_STATES, DeliveryChannel, DeliveryState } from './notification-topics';
import { PushSubscription } from './push-subscription.entity';

/** One notification on its way out by one channel: a mail to an address, or a push to a device. */
@Entity({ name: 'notification_deliveries' })
@Index('IDX_notification_deliveries_notification', ['notificationId'])
// The workers' queue: what is due, by when it is due.
@Index('IDX_notification_deliveries_due', ['nextAttemptAt'], { where: `"state" IN ('pending', 'sending')` })
@Index('IDX_notification_deliveries_channel_created_at', ['channel', 'createdAt'])
@Check('CHK_notification_deliveries_channel', `"channel" IN (${sqlList(DELIVERY_CHANNELS)})`)
@Check('CHK_notification_deliveries_state', `"state" IN (${sqlList(DELIVERY_STATES)})`)
export class NotificationDelivery {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_notification_deliveries' })
  id!: string;

  @Column({ name: 'notification_id', type: 'uuid' })
  notificationId!: string;

  @ManyToOne(() => Notification, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'notification_id', foreignKeyConstraintName: 'FK_notification_deliveries_notification' })
  notification?: Notification;

  @Column({ type: 'varchar', length: 8 })
  channel!: DeliveryChannel;

  /** A mail's address, as it was when the notification was written. */
  @Column({ name: 'email_to', type: 'varchar', length: 254, nullable: true })
  emailTo!: string | null;

  /** A push's device; null once the device's subscription is gone. */
  @Column({ name: 'push_subscription_id', type: 'uuid', nullable: true })
  pushSubscriptionId!: string | null;

  @ManyToOne(() => PushSubscription, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'push_subscription_id', foreignKeyConstraintName: 'FK_notification_deliveries_push' })
  pushSubscription?: PushSubscription | null;

  @Column({ type: 'varchar', length: 8 })
  state!: DeliveryState;

  @Column({ type: 'smallint', default: 0 })
  attempts!: number;

  /** When a worker may take it next: now when written, later after a failed attempt. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 300, nullable: true })
  lastError!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
