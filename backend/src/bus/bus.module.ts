import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PostgresBus, ProcessBus, RedisBus } from './process-bus';

/** The bus between the API processes: Redis pub/sub when REDIS_URL is set, otherwise PostgreSQL's LISTEN/NOTIFY. */
@Module({
  providers: [
    {
      provide: ProcessBus,
      inject: [APP_CONFIG, getDataSourceToken()],
      useFactory: (config: AppConfig & { databaseUrl: string }, dataSource: DataSource): ProcessBus =>
        config.redisUrl ? new RedisBus(config) : new PostgresBus(config, dataSource),
    },
  ],
  exports: [ProcessBus],
})
export class BusModule {}
