import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { DataSource } from 'typeorm';

/** How long the database has to answer a ping, counted in time the event loop was free to hear it. */
const PING_TIMEOUT_MS = 3000;
const STEP_MS = 100;

/**
 * The database: up while it answers a `SELECT 1` in time. Terminus's own ping races a wall-clock
 * timer, which a busy process trips: after seconds of synchronous work the timer fires before the
 * answer that came meanwhile is read, and a database that answered at once is reported down.
 */
@Injectable()
export class DatabaseHealthIndicator {
  constructor(
    private readonly indicators: HealthIndicatorService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async pingCheck(key: string): Promise<HealthIndicatorResult> {
    const check = this.indicators.check(key);
    const ping = this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    return (await settlesWithin(ping, PING_TIMEOUT_MS)) ? check.up() : check.down();
  }
}

/**
 * What `answer` settles to, or false once the event loop has been free for `ms` without it. Time
 * is counted in steps, each worth two at most however late it ends, so that seconds the loop spent
 * busy do not run the time out.
 */
async function settlesWithin(answer: Promise<boolean>, ms: number): Promise<boolean> {
  let answered: boolean | undefined;
  void answer.then((value) => (answered = value));
  for (let counted = 0; answered === undefined && counted < ms;) {
    const stepStarted = performance.now();
    await Promise.race([answer, sleep(STEP_MS, undefined, { ref: false })]);
    counted += Math.min(performance.now() - stepStarted, 2 * STEP_MS);
  }
  return answered ?? false;
}
