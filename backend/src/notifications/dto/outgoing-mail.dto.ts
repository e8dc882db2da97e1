import { ApiProperty } from '@nestjs/swagger';
import type { MailContent } from '../mail-content';
import type { NotificationDelivery } from '../notification-delivery.entity';
import { DELIVERY_STATES, DeliveryState } from '../notification-topics';

/** A mail the marketplace sent, or kept for want of an SMTP server, as the admin reads it. */
export class OutgoingMailResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ example: 'asha@example.com' })
  to!: string;

  @ApiProperty({ example: 'Asha Verma' })
  toName!: string;

  @ApiProperty({ example: 'order.dispatched' })
  kind!: string;

  @ApiProperty({ example: 'Order #1a2b3c4d is on its way' })
  subject!: string;

  @ApiProperty({ description: 'The text part' })
  text!: string;

  @ApiProperty({ description: 'The HTML part' })
  html!: string;

  @ApiProperty({
    enum: DELIVERY_STATES,
    description: 'kept: no SMTP server is configured; pending: waiting to be (re)tried; failed after its last attempt',
  })
  state!: DeliveryState;

  @ApiProperty({ description: 'Attempts made' })
  attempts!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'What went wrong at the last attempt' })
  lastError!: string | null;

  static from(delivery: NotificationDelivery, mail: MailContent): OutgoingMailResponse {
    const note = delivery.notification!;
    return {
      id: delivery.id,
      createdAt: delivery.createdAt.toISOString(),
      to: delivery.emailTo ?? '',
      toName: note.user!.name,
      kind: note.kind,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      state: delivery.state,
      attempts: delivery.attempts,
      sentAt: delivery.sentAt?.toISOString() ?? null,
      lastError: delivery.lastError,
    };
  }
}
