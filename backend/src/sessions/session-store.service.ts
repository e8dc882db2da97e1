import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { afterCommit } from '../database/after-commit';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { connectRedis, RedisClient, withTimeout } from '../database/redis-connection';
import { EndedSessions, SessionCache } from './session-cache';
import { TimelyRedisStore } from './timely-redis-store';
import { touchedAtMostOncePerMinute } from './touched-at-most-once-per-minute';

/** Tells the other processes that sessions ended: within `manager`'s transaction when there is one. */
type SessionsEndedListener = (ended: EndedSessions, manager?: EntityManager) => Promise<void>;

/** A call Redis has not answered by then fails, and its request answers 503 well within 2 s. */
const REDIS_TIMEOUT_MS = 1000;

/** Where sessions live: Redis when REDIS_URL is set, otherwise the database through TypeORM's pool. */
@Injectable()
export class SessionStoreService implements OnApplicationShutdown {
  private readonly logger = new Logger(SessionStoreService.name);
  private redis?: RedisClient;
  private redisStore?: TimelyRedisStore;
  private readonly endListeners: SessionsEndedListener[] = [];
  /** The sessions this process has seen, so that a signed-in request reads none from the store. */
  private readonly cache = new SessionCache();

  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'redisUrl'>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async createStore(): Promise<session.Store> {
    return this.announcingEnds(await this.createBaseStore());
  }

  /**
   * Calls `listener` whenever sessions end in this process, and waits for it: it tells the other
   * processes, which forget those sessions and end their live streams.
   */
  onSessionsEnded(listener: SessionsEndedListener): void {
    this.endListeners.push(listener);
  }

  /** Sessions ended in some process, this one included (the bus): this process forgets them. */
  forgetEnded(ended: EndedSessions): void {
    this.cache.forget(ended);
  }

  /**
   * The bus between the processes carries messages: sessions may be kept in memory, each serving a
   * request once `heardAllSent` has resolved.
   */
  busConnected(heardAllSent: () => Promise<void>): void {
    this.cache.busConnected(heardAllSent);
  }

  /** The bus is away: no session is kept in memory until it is back. */
  busDisconnected(): void {
    this.cache.busDisconnected();
  }

  private async announce(ended: EndedSessions, manager?: EntityManager): Promise<void> {
    for (const listener of this.endListeners) await listener(ended, manager);
  }

  /**
   * The store, telling the listeners of each session it destroys (sign-out, a fresh id at sign-in)
   * before the request answers: the next request, to whichever process, finds the session ended.
   */
  private announcingEnds(store: session.Store): session.Store {
    const destroy = store.destroy.bind(store);
    store.destroy = (sessionId, callback) =>
      destroy(sessionId, (error?: unknown) => {
        if (error) return callback?.(error);
        this.announce({ sessionId }).then(
          () => callback?.(),
          (announceError: Error) => {
            this.logger.warn(`Session end not announced: ${announceError.message}`);
            callback?.();
          },
        );
      });
    return store;
  }

  private async createBaseStore(): Promise<session.Store> {
    if (this.config.redisUrl) {
      this.redis = await connectRedis(this.config.redisUrl, this.logger, 'requests that use a session answer 503');
      this.redisStore = new TimelyRedisStore({
        client: this.redis,
        prefix: 'mohalla:sess:',
        timeoutMs: REDIS_TIMEOUT_MS,
      });
      return touchedAtMostOncePerMinute(this.cache.wrap(this.redisStore));
    }
    const PgStore = connectPgSimple(session);
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    return touchedAtMostOncePerMinute(
      this.cache.wrap(
        new PgStore({ pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
      ),
    );
  }

  /**
   * Ends every session of the user, in every API process at once: requests take the user from the
   * session alone, so this is what makes a new password, a disabled account or a deleted shop
   * count. In the database, within the caller's transaction; in Redis, before that transaction
   * commits, so that a Redis that fails rolls the change back. The other processes hear of it when
   * the sessions are gone from the store: as the transaction commits, or in Redis at once. This one
   * forgets the sessions then, and before.
   */
  async endSessionsOf(userId: string, manager: EntityManager): Promise<void> {
    const ended = { userId };
    this.cache.forget(ended);
    if (this.redisStore) {
      await this.redisStore.destroyAllOf(userId);
      await this.announce(ended);
    } else {
      await manager.query(`DELETE FROM "session" WHERE "sess" #>> '{passport,user,id}' = $1`, [userId]);
      await this.announce(ended, manager);
    }
    afterCommit(manager, () => this.cache.forget(ended));
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
}
