import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OrdersService } from './orders.service';

/** How often every API process looks for orders past their accept-by time. */
export const SWEEP_EVERY_MS = 5_000;

/**
 * Runs the accept-by sweep (`OrdersService.cancelUnaccepted`) every few seconds in every API
 * process; row locks keep the processes from cancelling one order twice. Not started under
 * NODE_ENV=test, where tests move the Clock and call the sweep themselves: a sweep of its own
 * in the middle of a test that moved the clock would cancel that test's orders.
 */
@Injectable()
export class AcceptTimer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AcceptTimer.name);
  private timer?: NodeJS.Timeout;
  private sweeping = false;

  constructor(
    private readonly orders: OrdersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.nodeEnv !== 'test') this.start(SWEEP_EVERY_MS);
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
      const cancelled = await this.orders.cancelUnaccepted();
      if (cancelled > 0) this.logger.log(`Cancelled ${cancelled} order(s) the shop did not accept in time`);
    } catch (error) {
      this.logger.warn(`The accept-by sweep failed: ${(error as Error).message}`);
    } finally {
      this.sweeping = false;
    }
  }
}
