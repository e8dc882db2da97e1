import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool, PoolClient } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { afterCommit } from '../database/after-commit';
import { connectRedis, RedisClient, startWithin, withTimeout } from '../database/redis-connection';
import { PostgresListener } from './postgres-listener';

/** What API processes tell each other: a new event to read, sessions that ended, or new delivery fees. */
export type BusMessage =
  { kind: 'event'; id: number } | { kind: 'sessions'; userId?: string; sessionKey?: string } | { kind: 'deliveryFees' };

export interface BusListener {
  message(message: BusMessage): void;
  /** The bus carries messages, at first or again: any sent while it was away were lost. */
  connected?(): void;
  /** The bus is away: messages sent now are lost. */
  disconnected?(): void;
}

const CHANNEL = 'mohalla_events';

/**
 * The Redis channel of the processes that share one database. A Redis server may serve several
 * deployments or test runs, whose event ids come from other databases and would move this one's
 * cursor past its own events. An embedded database has a single process.
 */
function redisChannelOf(databaseUrl: string | undefined): string {
  if (!databaseUrl) return `${CHANNEL}:embedded:${randomUUID()}`;
  const { host, pathname } = new URL(databaseUrl);
  return `${CHANNEL}:${host}${pathname}`;
}
/** A round trip Redis has not answered by then fails: the session store's own call then has its second. */
const REDIS_TIMEOUT_MS = 500;
/** How the bus's connection shows in pg_stat_activity. */
export const BUS_APPLICATION_NAME = 'mohalla-bus';

/**
 * Messages between the API processes: PostgreSQL LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is
 * set. Sessions and live events each subscribe; the bus connects at the first subscription.
 */
export abstract class ProcessBus {
  private readonly listeners = new Set<BusListener>();
  private started?: Promise<void>;
  private carrying = false;

  /**
   * Sends `message` to every process, this one included: within `manager`'s transaction, once it
   * commits; without one, at once, resolving when the bus has it and rejecting when it cannot.
   */
  abstract publish(message: BusMessage, manager?: EntityManager): Promise<void>;
  /**
   * Resolves once this process has heard every message the bus had before the call: a round trip
   * on the connection the messages arrive on, which answers after the messages queued for it.
   * Calls made while a round trip is under way share the next one.
   */
  abstract heardAllSent(): Promise<void>;
  /** Connects the bus, calling `hear`, `nowConnected` and `nowDisconnected` from then on. */
  protected abstract connect(): Promise<void>;

  /** Hands `listener` every message from now on, and tells it when the bus comes and goes. */
  async subscribe(listener: BusListener): Promise<void> {
    this.listeners.add(listener);
    if (this.carrying) listener.connected?.();
    await (this.started ??= this.connect());
  }

  protected hear(message: BusMessage): void {
    for (const listener of this.listeners) listener.message(message);
  }

  protected nowConnected(): void {
    this.carrying = true;
    for (const listener of this.listeners) listener.connected?.();
  }

  protected nowDisconnected(): void {
    this.carrying = false;
    for (const listener of this.listeners) listener.disconnected?.();
  }
}

/** `roundTrip`, one at a time: a call waits for a round trip that starts after it, shared with the calls made meanwhile. */
function sharedRoundTrip(roundTrip: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const trip = roundTrip()
      .then(() => undefined)
      .finally(() => {
        if (running === trip) running = undefined;
      });
    running = trip;
    return trip;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

const awayError = () => Promise.reject(new Error('The bus is away'));

function parsed(payload: string | undefined): BusMessage | undefined {
  try {
    return payload ? (JSON.parse(payload) as BusMessage) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The buses of this process, by database. The embedded database (one process only, but tests run
 * several apps on one) hands a notification to the connection that committed it alone.
 */
const busesOf = new Map<string, Set<PostgresBus>>();

/**
 * NOTIFY is transactional: sent within the change's transaction, it goes out when that commits.
 * One connection per process LISTENs. The embedded PostgreSQL runs every connection in one
 * session, which hands a notification to the connection that committed it: the pool's
 * connections are listened to as well (on a server they never receive any), and what they hear
 * every bus of this process on that database hears, a bus that only publishes (create-admin's) too.
 */
@Injectable()
export class PostgresBus extends ProcessBus implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PostgresBus.name);
  private listenerConnection?: PostgresListener;

  constructor(
    @Inject(APP_CONFIG) private readonly config: { databaseUrl: string },
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    super();
  }

  // A backend delivers the notifications pending for it before it reads its next command.
  readonly heardAllSent = sharedRoundTrip(() => this.listenerConnection?.roundTrip() ?? awayError());

  async publish(message: BusMessage, manager = this.dataSource.manager): Promise<void> {
    await manager.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
  }

  onModuleInit(): void {
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    const heard = new WeakSet<PoolClient>();
    pool.on('acquire', (client) => {
      if (heard.has(client)) return;
      heard.add(client);
      client.on('notification', ({ channel, payload }) => {
        for (const bus of this.siblings()) bus.heard(channel, payload);
      });
    });
    this.siblings().add(this);
  }

  protected async connect(): Promise<void> {
    this.listenerConnection = new PostgresListener(
      { url: this.config.databaseUrl, channel: CHANNEL, applicationName: BUS_APPLICATION_NAME },
      {
        notification: (channel, payload) => this.heard(channel, payload),
        connected: () => this.nowConnected(),
        disconnected: () => this.nowDisconnected(),
      },
      this.logger,
    );
    await this.listenerConnection.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.siblings().delete(this);
    await this.listenerConnection?.stop();
  }

  private siblings(): Set<PostgresBus> {
    const { databaseUrl } = this.config;
    if (!busesOf.has(databaseUrl)) busesOf.set(databaseUrl, new Set());
    return busesOf.get(databaseUrl)!;
  }

  private heard(channel: string, payload: string | undefined): void {
    const message = channel === CHANNEL ? parsed(payload) : undefined;
    if (message) this.hear(message);
  }
}

/** Redis pub/sub: published once the change commits, on a connection of its own for subscribing. */
@Injectable()
export class RedisBus extends ProcessBus implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisBus.name);
  /** Connected at the first publication or subscription: a process may only publish (create-admin). */
  private publisher?: Promise<RedisClient>;
  private subscriber?: RedisClient;
  private readonly channel: string;

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'redisUrl' | 'databaseUrl'>) {
    super();
    this.channel = redisChannelOf(config.databaseUrl);
  }

  // Redis answers a subscriber's PING after the messages it has queued for it.
  readonly heardAllSent = sharedRoundTrip(() =>
    this.subscriber?.isReady ? withTimeout(this.subscriber.ping(), REDIS_TIMEOUT_MS) : awayError(),
  );

  async publish(message: BusMessage, manager?: EntityManager): Promise<void> {
    const send = async () => {
      const publisher = await this.connectedPublisher();
      await withTimeout(publisher.publish(this.channel, JSON.stringify(message)), REDIS_TIMEOUT_MS);
    };
    if (!manager) return send();
    afterCommit(manager, () => {
      send().catch((error: Error) => this.logger.warn(`Event not published: ${error.message}`));
    });
  }

  protected async connect(): Promise<void> {
    const subscriber = (await this.connectedPublisher()).duplicate();
    this.subscriber = subscriber;
    const hear = (payload: string) => {
      const message = parsed(payload);
      if (message) this.hear(message);
    };
    // Subscribed at the first 'ready' (Redis may be away at start-up), then kept by the client on reconnection.
    let subscribed = false;
    subscriber.on('error', () => this.nowDisconnected());
    subscriber.on('end', () => this.nowDisconnected());
    subscriber.on('ready', () => {
      if (subscribed) return this.nowConnected();
      subscriber.subscribe(this.channel, hear).then(
        () => {
          subscribed = true;
          this.nowConnected();
        },
        () => undefined,
      );
    });
    await startWithin(subscriber);
  }

  async onApplicationShutdown(): Promise<void> {
    const publisher = await this.publisher?.catch(() => undefined);
    for (const client of [this.subscriber, publisher]) if (client?.isOpen) client.destroy();
  }

  private connectedPublisher(): Promise<RedisClient> {
    return (this.publisher ??= connectRedis(this.config.redisUrl!, this.logger, 'live events wait'));
  }
}
