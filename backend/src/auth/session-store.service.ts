import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import { RedisStore } from 'connect-redis';
import session from 'express-session';
import type { Pool } from 'pg';
import { createClient } from 'redis';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

type RedisClient = ReturnType<typeof createClient>;

/** Where sessions live: Redis when REDIS_URL is set, otherwise the database through TypeORM's pool. */
@Injectable()
export class SessionStoreService implements OnApplicationShutdown {
  private readonly logger = new Logger(SessionStoreService.name);
  private redis?: RedisClient;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async createStore(): Promise<session.Store> {
    if (this.config.redisUrl) {
      this.redis = createClient({ url: this.config.redisUrl });
      this.redis.on('error', (error: Error) => this.logger.error(`Redis: ${error.message}`));
      await this.redis.connect();
      return new RedisStore({ client: this.redis, prefix: 'mohalla:sess:' });
    }
    const PgStore = connectPgSimple(session);
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    return new PgStore({ pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis?.isOpen) await this.redis.quit();
  }
}
