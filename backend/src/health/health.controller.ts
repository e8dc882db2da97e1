import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckResult, HealthCheckService, HealthIndicatorFunction } from '@nestjs/terminus';
import { ApiErrors } from '../common/api-errors.decorator';
import { Public } from '../common/roles.decorator';
import { SessionsService } from '../sessions/sessions.service';
import { DatabaseHealthIndicator } from './database.health';
import { RedisHealthIndicator } from './redis.health';

/** The database's state, and Redis's when sessions live there. */
export interface Health {
  status: 'ok';
  database: 'up';
  redis?: 'up';
}

/**
 * Terminus runs the checks; the answer keeps Mohalla's own shapes: `Health` when all is up, the
 * usual error body with a sentence naming what is down otherwise.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: DatabaseHealthIndicator,
    private readonly redis: RedisHealthIndicator,
    private readonly sessionStore: SessionsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Check that the API and its database are up' })
  @Public()
  @ApiOkResponse({
    schema: { example: { status: 'ok', database: 'up', redis: 'up' } },
    description: '`redis` only when sessions are kept in Redis (REDIS_URL)',
  })
  @ApiErrors({ serviceUnavailable: 'The database or Redis does not answer' })
  async check(): Promise<Health> {
    const checks: HealthIndicatorFunction[] = [() => this.database.pingCheck('database')];
    if (this.sessionStore.usesRedis) checks.push(() => this.redis.pingCheck('redis'));
    const result = await this.health.check(checks).catch((error: unknown) => {
      // Terminus answers a failed check with a 503 whose body is the whole result.
      if (error instanceof ServiceUnavailableException) return error.getResponse() as HealthCheckResult;
      throw error;
    });
    if (result.status !== 'ok') throw new ServiceUnavailableException(outage(result));
    return this.sessionStore.usesRedis
      ? { status: 'ok', database: 'up', redis: 'up' }
      : { status: 'ok', database: 'up' };
  }
}

function outage({ status, error = {} }: HealthCheckResult): string {
  if (status === 'shutting_down') return 'The server is shutting down';
  const databaseDown = Object.hasOwn(error, 'database');
  const redisDown = Object.hasOwn(error, 'redis');
  if (databaseDown && redisDown) return 'The database and Redis are down';
  return databaseDown ? 'The database is down' : 'Redis is down';
}
