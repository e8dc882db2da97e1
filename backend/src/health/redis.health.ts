import { Injectable } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { SessionsService } from '../sessions/sessions.service';

/** Redis, where sessions live when REDIS_URL is set: up while it answers a PING in time. */
@Injectable()
export class RedisHealthIndicator {
  constructor(
    private readonly indicators: HealthIndicatorService,
    private readonly sessionStore: SessionsService,
  ) {}

  async pingCheck(key: string): Promise<HealthIndicatorResult> {
    const check = this.indicators.check(key);
    return (await this.sessionStore.redisAnswers()) ? check.up() : check.down();
  }
}
