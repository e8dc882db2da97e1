import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OrderSweeper } from './order-sweeper';
import { OrdersService } from './orders.service';

/** Cancels the pending orders the shop did not accept in time (`OrdersService.cancelUnaccepted`). */
@Injectable()
export class AcceptTimer extends OrderSweeper {
  constructor(
    private readonly orders: OrdersService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config.nodeEnv);
  }

  protected sweepOnce(): Promise<number> {
    return this.orders.cancelUnaccepted();
  }

  protected describe(count: number): string {
    return `Cancelled ${count} order(s) the shop did not accept in time`;
  }
}
