import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OrderItem } from './order-item.entity';
import { OrderSweeper, SWEEP_BATCH } from './order-sweeper';
import { OrdersService, SYSTEM, UNCHANGED } from './orders.service';
import { OrderItemSubstitution } from './substitution.entity';
import { SubstitutionsService } from './substitutions.service';

/** Expires the replacements customers did not answer in time. */
@Injectable()
export class SubstitutionTimer extends OrderSweeper {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    orders: OrdersService,
    private readonly substitutions: SubstitutionsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(config.nodeEnv, orders);
  }

  /**
   * Offers not answered by their `answerBy` expire, as `system`, leaving their item not
   * fulfillable while the order's items can still change. Answers the number of orders changed.
   */
  async expireUnanswered(): Promise<number> {
    const now = this.clock.now();
    const due = await this.dataSource
      .createQueryBuilder(OrderItemSubstitution, 'offer')
      .innerJoin(OrderItem, 'item', 'item.id = offer.orderItemId')
      .select('item.orderId', 'id')
      .where("offer.status = 'offered' AND offer.answerBy <= :now", { now })
      .orderBy('offer.answerBy')
      .limit(SWEEP_BATCH)
      .getRawMany<{ id: string }>();
    return this.changeEach(
      due.map(({ id }) => id),
      'orders with replacements past their answer time could not be updated',
      async (manager, order) => {
        const lapsed = await manager
          .createQueryBuilder(OrderItemSubstitution, 'offer')
          .innerJoin(OrderItem, 'item', 'item.id = offer.orderItemId')
          .where("item.orderId = :orderId AND offer.status = 'offered' AND offer.answerBy <= :now", {
            orderId: order.id,
            now,
          })
          .getMany();
        if (lapsed.length === 0) return UNCHANGED;
        for (const offer of lapsed) {
          const item = await manager.findOneByOrFail(OrderItem, { id: offer.orderItemId });
          await this.substitutions.decline(manager, SYSTEM, order, item, offer, 'expired');
        }
      },
    );
  }

  protected sweepOnce(): Promise<number> {
    return this.expireUnanswered();
  }

  protected describe(count: number): string {
    return `Expired the unanswered replacements of ${count} order(s)`;
  }
}
