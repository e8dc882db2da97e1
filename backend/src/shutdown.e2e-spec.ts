import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Module, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, TestDatabase } from '../test/test-database';
import { startApp } from '../test/test-app';
import { Public } from './common/roles.decorator';
import { stopApp } from './shutdown';

/** A request that works in the database for a while, then writes: a checkout, say. */
@Controller('probe/slow-writes')
class SlowWriteController {
  static started = 0;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Post()
  @Public()
  async write(): Promise<void> {
    SlowWriteController.started++;
    await this.dataSource.query('SELECT pg_sleep(0.3)');
    await this.dataSource.query('INSERT INTO shutdown_probe DEFAULT VALUES');
  }
}

@Module({ controllers: [SlowWriteController] })
class SlowWriteModule {}

describe('stopping the API', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.stop());

  const writesMade = async (): Promise<number> => {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM shutdown_probe')).rows[0].n;
    } finally {
      await client.end();
    }
  };

  it('lets the requests under way finish their database work, even when their callers have gone', async () => {
    const app = await startApp(db, {}, { testModules: [SlowWriteModule] });
    await app.get(DataSource).query('CREATE TABLE shutdown_probe (id serial PRIMARY KEY)');
    await app.listen(0, '127.0.0.1');
    const { port } = (app.getHttpServer() as { address(): AddressInfo }).address();

    const requests: ClientRequest[] = [];
    for (let i = 0; i < 4; i++) {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/probe/slow-writes' });
      req.on('error', () => undefined);
      req.end();
      requests.push(req);
    }
    while (SlowWriteController.started < requests.length) await sleep(10);
    // The callers give up (a closed tab, a proxy's timeout), then the process is told to stop.
    for (const req of requests) req.destroy();
    await stopApp(app);

    expect(await writesMade()).toBe(4);
  });
});
