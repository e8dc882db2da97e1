import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { Clock } from '../common/clock';
import type { Role } from '../common/roles';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { columnsOf, ListSpec } from '../database/paging/list-spec';
import { findPage, mapPage, Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { NotificationDelivery } from './notification-delivery.entity';
import { Notification } from './notification.entity';
import { NotificationPreference } from './notification-preference.entity';
import {
  ALWAYS_SENT,
  DELIVERY_CHANNELS,
  enabledByDefault,
  NotificationTopic,
  TOPICS_OF_ROLE,
} from './notification-topics';
import { INSERT_NOTIFICATIONS, insertOrderNotificationsSql } from './notifications.queries';
import { afterCommit } from '../database/after-commit';
import { prepareStatement } from '../database/prepared-statements';
import { Outbox } from './outbox';
import { MailSender } from './mail-sender';
import { mailOf } from './mail-content';
import { isPushService, NOT_A_PUSH_SERVICE, PushSender } from './push-sender';
import { PushSubscription } from './push-subscription.entity';
import { NotificationListResponse, NotificationResponse } from './dto/notification.dto';
import { OutgoingMailResponse } from './dto/outgoing-mail.dto';
import { PreferenceDto, PreferencesResponse } from './dto/preferences.dto';
import { PushSubscriptionDto } from './dto/push-subscription.dto';

/** A notification for one person. */
export interface NewNotification {
  userId: string;
  topic: NotificationTopic;
  kind: string;
  title: string;
  body: string;
  url: string | null;
  /** False for what only a mail may carry (a password reset code). */
  inApp?: boolean;
  /** Written at most once with this key (a shop's summary of one day). */
  onceKey?: string;
}

/** Who of an order hears of its change. */
export type OrderAudience = 'customer' | 'shop' | 'admins';

/** A notification of an order's change for one audience; `{code}` in its body is the delivery code. */
export interface OrderNotice {
  audience: OrderAudience;
  topic: NotificationTopic;
  kind: string;
  title: string;
  body: string;
  url: string;
}

/** The bell shows this many of a person's latest notifications. */
const LATEST = 30;

const OUTGOING_MAIL_LIST: ListSpec = {
  columns: { ...columnsOf('delivery', ['id', 'createdAt', 'state', 'emailTo']) },
  search: ['delivery.emailTo', 'notification.title'],
  defaultSort: ['createdAt', 'DESC'],
};

/**
 * The outbox: notifications are written in the transaction of the change they tell of, one per
 * person, with a delivery per channel that person wants (see `Outbox` for the sending). And what
 * people do with them: the bell, their preferences, their devices for push; the admin's Outgoing mail.
 */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailSender,
    private readonly push: PushSender,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Writes the notifications and their deliveries in the transaction of `manager`, in one statement. */
  async notify(manager: EntityManager, notes: NewNotification[]): Promise<void> {
    if (notes.length === 0) return;
    const column = <K extends keyof NewNotification>(key: K, fallback: NewNotification[K] | null) =>
      notes.map((note) => note[key] ?? fallback);
    await manager.query(INSERT_NOTIFICATIONS, [
      this.mailState,
      this.clock.now(),
      column('userId', ''),
      column('topic', 'orders'),
      column('kind', ''),
      column('title', ''),
      column('body', ''),
      column('url', null),
      column('inApp', true),
      column('onceKey', null),
    ]);
    afterCommit(manager, () => this.outbox.wake());
  }

  /**
   * Writes the notifications of a change of the order, for its customer, shop or admins, in one
   * statement: with `change` (a statement and its parameters), the change's own.
   */
  async notifyAboutOrder(
    manager: EntityManager,
    orderId: string,
    notices: OrderNotice[],
    change?: { sql: string; parameters: unknown[] },
  ): Promise<void> {
    if (notices.length === 0) {
      if (change) await manager.query(change.sql, change.parameters);
      return;
    }
    const before = change?.parameters ?? [];
    const sql = insertOrderNotificationsSql(before.length + 1, change?.sql);
    prepareStatement(sql);
    const column = (key: keyof OrderNotice) => notices.map((notice) => notice[key]);
    await manager.query(sql, [
      ...before,
      this.mailState,
      this.clock.now(),
      orderId,
      column('audience'),
      column('topic'),
      column('kind'),
      column('title'),
      column('body'),
      column('url'),
    ]);
    afterCommit(manager, () => this.outbox.wake());
  }

  /** The person's latest notifications in the bell, newest first, and how many are unread. */
  async latest(userId: string): Promise<NotificationListResponse> {
    const notifications = this.dataSource.getRepository(Notification);
    const [items, unread] = await Promise.all([
      notifications.find({ where: { userId, inApp: true }, order: { createdAt: 'DESC' }, take: LATEST }),
      notifications.countBy({ userId, inApp: true, readAt: IsNull() }),
    ]);
    return { unread, items: items.map(NotificationResponse.from) };
  }

  /** Marks the person's notification read (404 for another's: the same as none). */
  async markRead(userId: string, id: string): Promise<boolean> {
    const result = await this.dataSource
      .getRepository(Notification)
      .update({ id, userId, readAt: IsNull() }, { readAt: this.clock.now() });
    if (result.affected) return true;
    return this.dataSource.getRepository(Notification).existsBy({ id, userId });
  }

  /** Marks every notification of the person read. */
  async markAllRead(userId: string): Promise<void> {
    await this.dataSource
      .getRepository(Notification)
      .update({ userId, readAt: IsNull() }, { readAt: this.clock.now() });
  }

  /** What the person gets by each channel, for every topic of their role. */
  async preferences(userId: string, role: Role): Promise<PreferencesResponse> {
    const chosen = await this.dataSource.getRepository(NotificationPreference).findBy({ userId });
    const choice = (topic: NotificationTopic, channel: (typeof DELIVERY_CHANNELS)[number]) =>
      chosen.find((row) => row.topic === topic && row.channel === channel)?.enabled;
    return {
      topics: TOPICS_OF_ROLE[role].map((topic) => ({
        topic,
        alwaysSent: ALWAYS_SENT.includes(topic),
        email: ALWAYS_SENT.includes(topic) || (choice(topic, 'email') ?? enabledByDefault(role, topic, 'email')),
        push: choice(topic, 'push') ?? enabledByDefault(role, topic, 'push'),
      })),
    };
  }

  /** Keeps the person's choices for the topics given; security mails stay on whatever is asked. */
  async choose(userId: string, role: Role, choices: PreferenceDto[]): Promise<PreferencesResponse> {
    const rows = choices.flatMap((choice) =>
      DELIVERY_CHANNELS.map((channel) => ({
        userId,
        topic: choice.topic,
        channel,
        enabled: ALWAYS_SENT.includes(choice.topic) && channel === 'email' ? true : choice[channel],
      })),
    );
    await this.dataSource.getRepository(NotificationPreference).upsert(rows, ['userId', 'topic', 'channel']);
    return this.preferences(userId, role);
  }

  /** The key browsers subscribe to pushes with. */
  get pushPublicKey(): string {
    return this.push.publicKey;
  }

  /**
   * Keeps the device's subscription for the person; a device subscribed by another person before is
   * theirs now. Only a browser's push service is an endpoint (400 otherwise): the server posts to it.
   */
  async subscribe(userId: string, body: PushSubscriptionDto): Promise<void> {
    if (!isPushService(body.endpoint, this.config.nodeEnv)) throw new BadRequestException(NOT_A_PUSH_SERVICE);
    await this.dataSource.getRepository(PushSubscription).upsert(
      {
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        createdAt: this.clock.now(),
      },
      ['endpoint'],
    );
  }

  /** Forgets the person's device (signing out on it, or turning pushes off there). */
  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.dataSource.getRepository(PushSubscription).delete({ userId, endpoint });
  }

  /** Every mail the marketplace sent or kept, newest first, with its delivery state; `q` searches address and subject. */
  async outgoingMail(query: ListQueryDto): Promise<Page<OutgoingMailResponse>> {
    const qb = this.dataSource
      .getRepository(NotificationDelivery)
      .createQueryBuilder('delivery')
      .innerJoinAndSelect('delivery.notification', 'notification')
      .innerJoinAndSelect('notification.user', 'user')
      .where("delivery.channel = 'email'");
    const page = await findPage(qb, query, OUTGOING_MAIL_LIST);
    return mapPage(page, (delivery) => OutgoingMailResponse.from(delivery, this.mailOfDelivery(delivery)));
  }

  private mailOfDelivery(delivery: NotificationDelivery) {
    const note = delivery.notification!;
    return mailOf({ ...note, recipientName: note.user!.name }, this.config.publicUrl);
  }

  /** Mails wait for a worker when they go out, and are kept when there is no SMTP server. */
  private get mailState(): 'pending' | 'kept' {
    return this.mail.sends ? 'pending' : 'kept';
  }
}
