import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeliveryAttempt } from './delivery-attempt.entity';
import { MailSender } from './mail-sender';
import { NotificationDelivery } from './notification-delivery.entity';
import { NotificationPreference } from './notification-preference.entity';
import { Notification } from './notification.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { Outbox } from './outbox';
import { OutgoingMailController } from './outgoing-mail.controller';
import { PushSender } from './push-sender';
import { PushSubscription } from './push-subscription.entity';

/** Notifications: written in the changes they tell of (the outbox), delivered by mail and push, read in the bell. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Notification,
      NotificationDelivery,
      DeliveryAttempt,
      PushSubscription,
      NotificationPreference,
    ]),
  ],
  controllers: [NotificationsController, OutgoingMailController],
  providers: [NotificationsService, MailSender, PushSender, Outbox],
  exports: [NotificationsService],
})
export class NotificationsModule {}
