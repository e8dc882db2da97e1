import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SessionStoreService } from '../auth/session-store.service';
import { ErrorResponse } from '../common/error-response.dto';
import { Public } from '../common/roles.decorator';

const DATABASE_TIMEOUT_MS = 3000;

type State = 'up' | 'down';

/** The database's state, and Redis's when sessions live there. */
export interface Health {
  status: 'ok';
  database: 'up';
  redis?: 'up';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessionStore: SessionStoreService,
  ) {}

  @Get()
  @Public()
  @ApiOkResponse({
    schema: { example: { status: 'ok', database: 'up', redis: 'up' } },
    description: '`redis` only when sessions are kept in Redis (REDIS_URL)',
  })
  @ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'The database or Redis does not answer' })
  async check(): Promise<Health> {
    const [database, redis] = await Promise.all([this.databaseState(), this.sessionStore.redisState()]);
    if (database === 'down') {
      throw new ServiceUnavailableException(
        redis === 'down' ? 'The database and Redis are down' : 'The database is down',
      );
    }
    if (redis === 'down') throw new ServiceUnavailableException('Redis is down');
    return redis ? { status: 'ok', database, redis } : { status: 'ok', database };
  }

  private async databaseState(): Promise<State> {
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), DATABASE_TIMEOUT_MS).unref()),
      ]);
      return 'up';
    } catch {
      return 'down';
    }
  }
}
