import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OrderSweeper, SWEEP_BATCH } from '../orders/order-sweeper';
import { OrdersService } from '../orders/orders.service';
import { ClaimsService } from './claims.service';
import { ORDERS_OF_UNANSWERED_CLAIMS } from './refunds.queries';

/** Sends the claims shops did not answer in time to the admin. */
@Injectable()
export class ClaimEscalationTimer extends OrderSweeper {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    orders: OrdersService,
    private readonly claims: ClaimsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config.nodeEnv, orders);
  }

  /** One sweep: answers the number of orders whose claims it escalated. */
  async escalateUnanswered(): Promise<number> {
    const due = (await this.dataSource.query(ORDERS_OF_UNANSWERED_CLAIMS, [this.clock.now(), SWEEP_BATCH])) as {
      id: string;
    }[];
    return this.changeEach(
      due.map(({ id }) => id),
      'orders with unanswered claims could not be updated',
      (manager, order) => this.claims.escalateUnanswered(manager, order),
    );
  }

  protected sweepOnce(): Promise<number> {
    return this.escalateUnanswered();
  }

  protected describe(count: number): string {
    return `Unanswered claims of ${count} ${count === 1 ? 'order' : 'orders'} went to the admin`;
  }
}
