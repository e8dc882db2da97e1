import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { sqlList } from '../database/sql';
import { User } from '../users/user.entity';
import { NOTIFICATION_TOPICS, NotificationTopic } from './notification-topics';

/**
 * What one person is told of one event: the bell shows it, and its deliveries (email, push) carry it
 * out of the tab. Written in the transaction of the change it tells of (the outbox).
 */
@Entity({ name: 'notifications' })
@Index('IDX_notifications_user_created_at', ['userId', 'createdAt'])
@Index('IDX_notifications_unread', ['userId'], { where: '"read_at" IS NULL' })
@Check('CHK_notifications_topic', `"topic" IN (${sqlList(NOTIFICATION_TOPICS)})`)
export class Notification {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_notifications' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_notifications_user' })
  user?: User;

  @Column({ type: 'varchar', length: 16 })
  topic!: NotificationTopic;

  /** What happened, for clients and tests: `order.accepted`, `password.reset-code`, … */
  @Column({ type: 'varchar', length: 40 })
  kind!: string;

  @Column({ type: 'varchar', length: 150 })
  title!: string;

  @Column({ type: 'varchar', length: 2000 })
  body!: string;

  /** The page of the web app it opens, a path such as /customer/orders/…; null for none. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  url!: string | null;

  /** Shown in the bell; false for what only a mail may carry (a reset code). */
  @Column({ name: 'in_app', type: 'boolean', default: true })
  inApp!: boolean;

  /** Set for notifications written at most once, such as a shop's summary of one day. */
  @Column({ name: 'once_key', type: 'varchar', length: 100, nullable: true, unique: true })
  onceKey!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;
}
