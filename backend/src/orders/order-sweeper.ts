import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { Order } from './order.entity';
import { OrdersService, UNCHANGED } from './orders.service';

/** How often every API process runs each timer's sweep. */
export const SWEEP_EVERY_MS = 5_000;

/** Orders a timer changes in one sweep at most; the next sweep takes the rest. */
export const SWEEP_BATCH = 100;

/**
 * A timer of orders: runs its sweep every few seconds in every API process, a sweep at a time; row
 * locks keep the processes from changing one order twice. Not started under NODE_ENV=test, where
 * tests move the Clock and call the sweep themselves: a sweep of its own in the middle of a test
 * that moved the clock would change that test's orders.
 */
export abstract class OrderSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger = new Logger(this.constructor.name);
  private timer?: NodeJS.Timeout;
  private sweeping = false;

  protected constructor(
    private readonly nodeEnv: AppConfig['nodeEnv'],
    private readonly orders: OrdersService,
  ) {}

  /** One sweep; answers how many orders it changed. */
  protected abstract sweepOnce(): Promise<number>;

  /** What the log says a sweep did to `count` orders. */
  protected abstract describe(count: number): string;

  onApplicationBootstrap(): void {
    if (this.nodeEnv !== 'test') this.start(SWEEP_EVERY_MS);
  }

  onModuleDestroy(): void {
    this.stop();
  }

  /** Sweeps every `everyMs`, a sweep at a time; the timer does not keep the process alive. */
  start(everyMs: number): void {
    this.stop();
    this.timer = setInterval(() => void this.sweep(), everyMs).unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Runs `work` on each of these orders under its lock, one order a transaction. Several API
   * processes may sweep at once: an order another transaction holds (sweeping it, or a person
   * changing it) is skipped for the next sweep, and `work` checks the order again under its lock,
   * answering UNCHANGED when there is nothing left to do. Answers the number of orders changed.
   */
  protected async changeEach(
    ids: string[],
    failed: string,
    work: (manager: EntityManager, order: Order) => Promise<unknown>,
  ): Promise<number> {
    const orders = new Set(ids);
    let changed = 0;
    const failures: unknown[] = [];
    for (const id of orders) {
      // One order that fails must not hold up the ones after it, sweep after sweep.
      try {
        let changing = false;
        await this.orders.withLockedOrder(
          {},
          id,
          async (manager, order) => {
            const outcome = await work(manager, order);
            changing = outcome !== UNCHANGED;
            return outcome;
          },
          { skipLocked: true },
        );
        if (changing) changed++;
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) {
      throw new AggregateError(failures, `${failures.length} of ${orders.size} ${failed}`);
    }
    return changed;
  }

  private async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      const count = await this.sweepOnce();
      if (count > 0) this.logger.log(this.describe(count));
    } catch (error) {
      this.logger.warn(`The sweep failed: ${(error as Error).message}`);
    } finally {
      this.sweeping = false;
    }
  }
}
