import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { sqlList } from '../database/sql';
import { User } from '../users/user.entity';
import { DELIVERY_CHANNELS, DeliveryChannel, NOTIFICATION_TOPICS, NotificationTopic } from './notification-topics';

/** A person's own choice for one topic by one channel; without one, `enabledByDefault` holds. */
@Entity({ name: 'notification_preferences' })
@Check('CHK_notification_preferences_topic', `"topic" IN (${sqlList(NOTIFICATION_TOPICS)})`)
@Check('CHK_notification_preferences_channel', `"channel" IN (${sqlList(DELIVERY_CHANNELS)})`)
export class NotificationPreference {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'PK_notification_preferences' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_notification_preferences_user' })
  user?: User;

  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'PK_notification_preferences' })
  topic!: NotificationTopic;

  @PrimaryColumn({ type: 'varchar', length: 8, primaryKeyConstraintName: 'PK_notification_preferences' })
  channel!: DeliveryChannel;

  @Column({ type: 'boolean' })
  enabled!: boolean;
}
