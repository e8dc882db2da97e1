import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';

/** How often every API process runs each timer's sweep. */
export const SWEEP_EVERY_MS = 5_000;

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

  protected constructor(private readonly nodeEnv: AppConfig['nodeEnv']) {}

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
