import { ApiProperty } from '@nestjs/swagger';
import { NOTIFICATION_TOPICS, NotificationTopic } from '../notification-topics';
import type { Notification } from '../notification.entity';

/** A notification as its person reads it in the bell. */
export class NotificationResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: NOTIFICATION_TOPICS })
  topic!: NotificationTopic;

  @ApiProperty({ example: 'order.accepted', description: 'What happened' })
  kind!: string;

  @ApiProperty({ example: 'Order #1a2b3c4d accepted' })
  title!: string;

  @ApiProperty({ example: 'The shop is preparing your order.' })
  body!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/customer/orders/1a2b3c4d-…',
    description: 'The page it opens',
  })
  url!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  readAt!: string | null;

  static from(note: Notification): NotificationResponse {
    return {
      id: note.id,
      topic: note.topic,
      kind: note.kind,
      title: note.title,
      body: note.body,
      url: note.url,
      createdAt: note.createdAt.toISOString(),
      readAt: note.readAt?.toISOString() ?? null,
    };
  }
}

export class NotificationListResponse {
  @ApiProperty({ description: 'How many of the person’s notifications are unread' })
  unread!: number;

  @ApiProperty({ type: [NotificationResponse], description: 'The latest 30, newest first' })
  items!: NotificationResponse[];
}

export class PushKeyResponse {
  @ApiProperty({ description: 'The VAPID public key, URL-safe base64: the applicationServerKey to subscribe with' })
  publicKey!: string;
}
