import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { BusListener, BusMessage, ProcessBus } from '../bus/process-bus';
import { logOutage, serviceUnavailable } from '../common/service-unavailable';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { afterCommit } from '../database/after-commit';
import { connectRedis, RedisClient, withTimeout } from '../database/redis-connection';
import { EndedSessions, KEPT_MS, sessionKeyOf } from './session-cache';
import { SessionStore } from './session-store';
import { TimelyRedisStore } from './timely-redis-store';

/** A call Redis has not answered by then fails, and its request answers 503 well within 2 s. */
const REDIS_TIMEOUT_MS = 1000;
/** How often an end that could not be told is told again. */
const TELL_RETRY_MS = 1000;

/** What the bus carries of ended sessions: a session's key, never its id, which is a secret. */
const messageOf = (ended: EndedSessions): BusMessage =>
  'sessionId' in ended
    ? { kind: 'sessions', sessionKey: sessionKeyOf(ended.sessionId) }
    : { kind: 'sessions', ...ended };

/**
 * Where sessions live: Redis when REDIS_URL is set, otherwise the database through TypeORM's pool.
 * It tells every process on the bus when sessions end, and forgets those the bus says ended.
 */
@Injectable()
export class SessionsService implements BusListener, OnApplicationShutdown {
  private readonly logger = new Logger(SessionsService.name);
  private redis?: RedisClient;
  private redisStore?: TimelyRedisStore;
  private backing?: Promise<session.Store>;
  private store?: SessionStore;

  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'redisUrl'>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bus: ProcessBus,
  ) {}

  /** The store for the app's session middleware; it listens to the bus from then on. */
  async createStore(): Promise<SessionStore> {
    this.store = new SessionStore(await this.backingStore(), (ended) => this.tell(ended));
    await this.bus.subscribe(this);
    return this.store;
  }

  message(message: BusMessage): void {
    if (message.kind !== 'sessions') return;
    if (message.userId) this.store?.cache.forget({ userId: message.userId });
    if (message.sessionKey) this.store?.cache.forget({ sessionKey: message.sessionKey });
  }

  /** The bus carries messages (again): sessions may be kept in memory, each serving a request once it has heard what the bus had. */
  connected(): void {
    this.store?.cache.busConnected(() => this.bus.heardAllSent());
  }

  /** The bus is away: no session is kept in memory until it is back. */
  disconnected(): void {
    this.store?.cache.busDisconnected();
  }

  /**
   * Ends every session of the user, in every API process at once: requests take the user from the
   * session alone, so this is what makes a new password, a disabled account or a deleted shop
   * count. In the database, within the caller's transaction; in Redis, before that transaction
   * commits, so that a Redis that fails rolls the change back. The other processes hear of it when
   * the sessions are gone from the store: as the transaction commits, or in Redis at once. This one
   * forgets the sessions then, and before. When the end cannot be told, the change fails with a 503.
   */
  async endSessionsOf(userId: string, manager: EntityManager): Promise<void> {
    const ended = { userId };
    this.store?.cache.forget(ended);
    await this.backingStore();
    if (this.redisStore) {
      await this.redisStore.destroyAllOf(userId);
      await this.tell(ended);
    } else {
      await manager.query(`DELETE FROM "session" WHERE "sess" #>> '{passport,user,id}' = $1`, [userId]);
      await this.tell(ended, manager);
    }
    afterCommit(manager, () => this.store?.cache.forget(ended));
  }

  /** Whether sessions are kept in Redis (REDIS_URL), once the store is created. */
  get usesRedis(): boolean {
    return this.redis !== undefined;
  }

  /** Whether Redis answers (false too when sessions are not kept there). */
  async redisAnswers(): Promise<boolean> {
    if (!this.redis) return false;
    try {
      await withTimeout(this.redis.ping(), REDIS_TIMEOUT_MS);
      return true;
    } catch {
      return false;
    }
  }

  /** Nothing is pending once the HTTP server has closed: every session write ends before its answer. */
  onApplicationShutdown(): void {
    if (this.redis?.isOpen) this.redis.destroy();
  }

  /**
   * Tells every process that sessions ended: within `manager`'s transaction when there is one, whose
   * failure undoes the change. Without one, the sessions are already ended in the store: the
   * request fails all the same, and the telling is tried again each second for as long as another
   * process may keep a session in memory.
   */
  private async tell(ended: EndedSessions, manager?: EntityManager): Promise<void> {
    const message = messageOf(ended);
    try {
      await this.bus.publish(message, manager);
    } catch (error) {
      logOutage(error);
      if (!manager) this.tellLater(message, Date.now() + KEPT_MS);
      throw serviceUnavailable();
    }
  }

  private tellLater(message: BusMessage, until: number): void {
    const retry = setTimeout(() => {
      this.bus.publish(message).catch(() => Date.now() < until && this.tellLater(message, until));
    }, TELL_RETRY_MS);
    retry.unref();
  }

  /** PostgreSQL or Redis, created at the first call: a process may end sessions without serving any (create-admin). */
  private backingStore(): Promise<session.Store> {
    return (this.backing ??= this.createBackingStore());
  }

  private async createBackingStore(): Promise<session.Store> {
    if (this.config.redisUrl) {
      this.redis = await connectRedis(this.config.redisUrl, this.logger, 'requests that use a session answer 503');
      this.redisStore = new TimelyRedisStore({
        client: this.redis,
        prefix: 'mohalla:sess:',
        timeoutMs: REDIS_TIMEOUT_MS,
      });
      return this.redisStore;
    }
    const PgStore = connectPgSimple(session);
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    return new PgStore({ pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
  }
}
