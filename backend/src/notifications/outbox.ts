import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { mailOf } from './mail-content';
import { MailSender } from './mail-sender';
import type { DeliveryChannel, DeliveryState } from './notification-topics';
import { DELETE_PUSH_SUBSCRIPTION, LEASE_DUE_DELIVERIES, RECORD_DELIVERY_ATTEMPT } from './notifications.queries';
import { PushSender } from './push-sender';

/**
 * How often every API process looks for deliveries due besides its own: other processes' left by a
 * stop, and retries. What a process writes it sends at once (`wake`): the look is a query, and on the
 * embedded database every query takes the process's one thread.
 */
const SWEEP_EVERY_MS = 30_000;
/** Deliveries one worker takes at a time. */
const BATCH = 20;
/** Attempts at one delivery before it is given up as failed. */
export const MAX_ATTEMPTS = 6;
/** The wait after a failed attempt: 30 s, then four times longer after each (30 s … 8.5 h). */
export const retryDelayMs = (attempts: number) => 30_000 * 4 ** (attempts - 1);
/** A lease lasts the send's timeout and this margin, so that a slow send that succeeds is recorded by its own worker. */
const LEASE_MARGIN_MS = 5_000;

interface LeasedDelivery {
  id: string;
  channel: DeliveryChannel;
  emailTo: string | null;
  attempts: number;
  notificationId: string;
  kind: string;
  title: string;
  body: string;
  url: string | null;
  recipientName: string;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
}

interface Outcome {
  state: Exclude<DeliveryState, 'sending' | 'kept'>;
  error: string | null;
}

/**
 * Delivers the outbox: every API process takes the deliveries due (FOR UPDATE SKIP LOCKED, leased
 * for the time a send may take), sends each, and records the attempt. A failed attempt is tried
 * again later, up to MAX_ATTEMPTS. A process that stops mid-send leaves its lease to run out, and
 * another process sends the delivery: nothing is lost, and nothing the receiver accepted is sent
 * again unless the stop fell between its acceptance and the record (then with the same Message-ID).
 * Not started with SEND_NOTIFICATIONS=false (the default under NODE_ENV=test, where tests call
 * `deliverDue` themselves).
 */
@Injectable()
export class Outbox implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(Outbox.name);
  private timer?: NodeJS.Timeout;
  private delivering?: Promise<number>;
  private wokenWhileDelivering = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailSender,
    private readonly push: PushSender,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.sendNotifications) this.start(SWEEP_EVERY_MS);
  }

  async onModuleDestroy(): Promise<void> {
    this.stop();
    await this.delivering;
  }

  /** Delivers every `everyMs`, a round at a time; the timer does not keep the process alive. */
  start(everyMs: number): void {
    this.stop();
    this.timer = setInterval(() => void this.round(), everyMs).unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Delivers what was just written, once its transaction has committed (when this process delivers). */
  wake(): void {
    if (!this.timer) return;
    if (this.delivering) this.wokenWhileDelivering = true;
    else void this.round();
  }

  /** Sends the deliveries due now, a batch at a time; answers how many were attempted. */
  async deliverDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await this.lease();
      await Promise.all(batch.map(({ delivery, leasedUntil }) => this.attempt(delivery, leasedUntil)));
      attempted += batch.length;
      if (batch.length < BATCH) return attempted;
    }
  }

  private async round(): Promise<void> {
    if (this.delivering) return;
    this.delivering = this.deliverDue();
    try {
      await this.delivering;
    } catch (error) {
      this.logger.warn(`Delivering notifications failed: ${(error as Error).message}`);
    } finally {
      this.delivering = undefined;
    }
    if (this.wokenWhileDelivering) {
      this.wokenWhileDelivering = false;
      await this.round();
    }
  }

  private async lease(): Promise<{ delivery: LeasedDelivery; leasedUntil: Date }[]> {
    const now = this.clock.now();
    const leasedUntil = new Date(now.getTime() + this.config.notificationSendTimeoutSeconds * 1000 + LEASE_MARGIN_MS);
    const rows = (await this.dataSource.query(LEASE_DUE_DELIVERIES, [now, leasedUntil, BATCH])) as LeasedDelivery[];
    return rows.map((delivery) => ({ delivery, leasedUntil }));
  }

  private async attempt(delivery: LeasedDelivery, leasedUntil: Date): Promise<void> {
    const outcome = await this.send(delivery).catch((error: Error): Outcome => ({
      state: delivery.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      error: error.message.slice(0, 300),
    }));
    const now = this.clock.now();
    const retryAt = outcome.state === 'pending' ? new Date(now.getTime() + retryDelayMs(delivery.attempts)) : now;
    await this.dataSource.query(RECORD_DELIVERY_ATTEMPT, [
      delivery.id,
      leasedUntil,
      outcome.state,
      retryAt,
      outcome.error,
      outcome.state === 'sent' ? now : null,
      now,
    ]);
  }

  private async send(delivery: LeasedDelivery): Promise<Outcome> {
    if (delivery.channel === 'email') {
      await this.mail.send(delivery.id, delivery.emailTo!, mailOf(delivery, this.config.publicUrl));
      return { state: 'sent', error: null };
    }
    if (delivery.endpoint === null) return { state: 'dropped', error: 'The device unsubscribed' };
    const pushed = await this.push.send(
      { endpoint: delivery.endpoint, p256dh: delivery.p256dh!, auth: delivery.auth! },
      { title: delivery.title, body: delivery.body, url: delivery.url ?? '/', tag: delivery.notificationId },
    );
    if (pushed === 'sent') return { state: 'sent', error: null };
    await this.dataSource.query(DELETE_PUSH_SUBSCRIPTION, [delivery.endpoint]);
    return { state: 'dropped', error: 'The push service no longer knows the device' };
  }
}
