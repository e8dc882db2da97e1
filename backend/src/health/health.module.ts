import { Logger, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { SessionsModule } from '../sessions/sessions.module';
import { DatabaseHealthIndicator } from './database.health';
import { HealthController } from './health.controller';
import { RedisHealthIndicator } from './redis.health';

@Module({
  // Nest's Logger writes through the app's logger (pino), so a failed check is logged as JSON.
  imports: [TerminusModule.forRoot({ logger: Logger }), SessionsModule],
  controllers: [HealthController],
  providers: [DatabaseHealthIndicator, RedisHealthIndicator],
})
export class HealthModule {}
