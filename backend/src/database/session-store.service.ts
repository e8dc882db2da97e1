import { setTimeout as delay } from 'node:timers/promises';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';
import { createClient } from 'redis';
import { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { TimelyRedisStore, withTimeout } from './timely-redis-store';
import { touchedAtMostOncePerMinute } from './touched-at-most-once-per-minute';

type RedisClient = ReturnType<typeof createClient>;

/** A call Redis has not answered by then fails, and its request answers 503 well within 2 s. */
const REDIS_TIMEOUT_MS = 1000;
const REDIS_CONNECT_TIMEOUT_MS = 1000;
/** How long start-up waits for Redis before it goes on without it. */
const REDIS_START_WAIT_MS = 2000;
/** Reconnection attempts back off to one every 2 s, and never stop: Redis may come back any time. */
const REDIS_MAX_RECONNECT_DELAY_MS = 2000;

/** Where sessions live: Redis when REDIS_URL is set, otherwise the database through TypeORM's pool. */
@Injectable()
export class SessionStoreService implements OnApplicationShutdown {
  private readonly logger = new Logger(SessionStoreService.name);
  private redis?: RedisClient;
  private redisStore?: TimelyRedisStore;
  private redisFailing = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'redisUrl'>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async createStore(): Promise<session.Store> {
    if (this.config.redisUrl) {
      this.redis = await this.connectRedis(this.config.redisUrl);
      this.redisStore = new TimelyRedisStore({
        client: this.redis,
        prefix: 'mohalla:sess:',
        timeoutMs: REDIS_TIMEOUT_MS,
      });
      return touchedAtMostOncePerMinute(this.redisStore);
    }
    const PgStore = connectPgSimple(session);
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    return touchedAtMostOncePerMinute(
      new PgStore({ pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    );
  }

  /**
   * Ends every session of the user, in every API process at once: requests take the user from the
   * session alone, so this is what makes a new password, a disabled account or a deleted shop
   * count. In the database, within the caller's transaction; in Redis, before that transaction
   * commits, so that a Redis that fails rolls the change back.
   */
  async endSessionsOf(userId: string, manager: EntityManager): Promise<void> {
    if (this.redisStore) return this.redisStore.destroyAllOf(userId);
    await manager.query(`DELETE FROM "session" WHERE "sess" #>> '{passport,user,id}' = $1`, [userId]);
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
   * A client that fails its commands at once while Redis is away (rather than queueing them until
   * it returns) and reconnects by itself. Start-up waits a moment for Redis, then goes on without
   * it.
   */
  private async connectRedis(url: string): Promise<RedisClient> {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy: redisReconnectDelay },
    });
    client.on('error', (error: Error) => this.onRedisError(error));
    client.on('ready', () => this.onRedisReady());
    // The strategy never gives up, so this settles only once connected; errors come as 'error' events.
    const connected = client.connect().catch(() => undefined);
    await Promise.race([connected, delay(REDIS_START_WAIT_MS, undefined, { ref: false })]);
    if (!client.isReady) {
      this.logger.warn('Redis does not answer yet: requests that use a session answer 503 until it does');
    }
    return client;
  }

  /** Logs an outage once, not at every reconnection attempt. */
  private onRedisError(error: Error): void {
    if (this.redisFailing) return;
    this.redisFailing = true;
    this.logger.error(`Redis: ${error.message}`);
  }

  private onRedisReady(): void {
    if (!this.redisFailing) return;
    this.redisFailing = false;
    this.logger.log('Redis answers again');
  }
}

/** 100 ms, 200 ms, … up to the maximum, whatever the cause: a timeout too is worth another try. */
function redisReconnectDelay(retries: number): number {
  return Math.min((retries + 1) * 100, REDIS_MAX_RECONNECT_DELAY_MS);
}
