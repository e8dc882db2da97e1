import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { cancellationReason } from './cancellation-reasons';
import { OrderSweeper, SWEEP_BATCH } from './order-sweeper';
import { OrderTransitionsService } from './order-transitions.service';
import { Order } from './order.entity';
import { OrdersService, SYSTEM, UNCHANGED } from './orders.service';

/** Cancels the pending orders the shop did not accept in time. */
@Injectable()
export class AcceptTimer extends OrderSweeper {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    orders: OrdersService,
    private readonly transitions: OrderTransitionsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config.nodeEnv, orders);
  }

  /**
   * Cancels the pending orders past their deadline, as `system` with the reason
   * `shop-did-not-respond`, one order a transaction (`changeEach`): an order the shop is accepting
   * meanwhile is skipped, and checked again under its lock. Answers the number cancelled.
   */
  async cancelUnaccepted(): Promise<number> {
    const now = this.clock.now();
    const due = await this.dataSource
      .createQueryBuilder(Order, 'order')
      .select('order.id', 'id')
      .where("order.status = 'pending' AND order.acceptBy <= :now", { now })
      .orderBy('order.acceptBy')
      .limit(SWEEP_BATCH)
      .getRawMany<{ id: string }>();
    const why = cancellationReason('system', 'shop-did-not-respond', undefined);
    return this.changeEach(
      due.map(({ id }) => id),
      'orders past their accept-by time could not be cancelled',
      async (manager, order) => {
        if (order.status !== 'pending' || !order.acceptBy || order.acceptBy > now) return UNCHANGED;
        await this.transitions.changeStatus(manager, SYSTEM, order, 'cancelled', why);
      },
    );
  }

  protected sweepOnce(): Promise<number> {
    return this.cancelUnaccepted();
  }

  protected describe(count: number): string {
    return `Cancelled ${count} order(s) the shop did not accept in time`;
  }
}
