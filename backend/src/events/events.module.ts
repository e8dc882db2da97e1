import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ShopsModule } from '../shops/shops.module';
import { EventBus, PostgresEventBus, RedisEventBus } from '../bus/event-bus';
import { EventStreams } from './event-streams';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';

/** The live stream of order events, across every API process. */
@Module({
  imports: [SessionsModule, ShopsModule],
  controllers: [EventsController],
  providers: [
    {
      provide: EventBus,
      inject: [APP_CONFIG, getDataSourceToken()],
      useFactory: (config: AppConfig & { databaseUrl: string }, dataSource: DataSource): EventBus =>
        config.redisUrl ? new RedisEventBus(config) : new PostgresEventBus(config, dataSource),
    },
    EventsService,
    EventStreams,
  ],
  exports: [EventsService],
})
export class EventsModule {}
