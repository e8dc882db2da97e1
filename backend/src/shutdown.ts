import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { INestApplication } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** How long a stopping API waits for the requests under way to finish with the database. */
const DRAIN_TIMEOUT_MS = 10_000;
const DRAIN_POLL_MS = 10;

/**
 * Stops the API without cutting off the work under way: the server takes no more connections and
 * closes its idle ones, and the app closes once the database has been idle at two looks in a row
 * (no query runner, no connection lent out, nobody waiting for one), or after `timeoutMs`.
 * Closing at once lost the writes of requests whose callers had gone (their sockets were closed,
 * so the server did not wait for them), and TypeORM's `destroy` released connections that were
 * mid-query to the pool, which lent them to the next request in line.
 */
export async function stopApp(app: INestApplication, timeoutMs = DRAIN_TIMEOUT_MS): Promise<void> {
  const server = app.getHttpServer() as Server;
  if (server.listening) {
    server.close();
    server.closeIdleConnections();
  }
  await databaseIdle(app.get(DataSource), Date.now() + timeoutMs);
  await app.close();
}

async function databaseIdle(dataSource: DataSource, deadline: number): Promise<void> {
  const driver = dataSource.driver as PostgresDriver;
  const pool = driver.master as Pool | undefined;
  if (!dataSource.isInitialized || !pool) return;
  const busy = () =>
    driver.connectedQueryRunners.length > 0 || pool.totalCount > pool.idleCount || pool.waitingCount > 0;
  for (let idleLooks = 0; idleLooks < 2 && Date.now() < deadline;) {
    idleLooks = busy() ? 0 : idleLooks + 1;
    await sleep(DRAIN_POLL_MS);
  }
}
