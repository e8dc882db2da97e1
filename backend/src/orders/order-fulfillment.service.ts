import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { orderAmounts, priceLine } from '../pricing/pricing';
import { formatMoney } from '../common/money';
import { KhataService } from '../khata/khata.service';
import { StockService } from '../products/stock.service';
import { OrderResponse } from './dto/order.dto';
import { OrderItem } from './order-item.entity';
import { itemsChangeable } from './order-state-machine';
import { FulfillmentStatus } from './order-status';
import { Order } from './order.entity';
import { OrderScope, OrdersService } from './orders.service';

/**
 * Which lines of an order the shop supplies, and the product units they hold: a line marked not
 * fulfillable gives its units back and leaves the amounts due (repriced with `pricing.ts`), one
 * marked fulfillable again takes them again; a cancelled order gives back all it holds.
 */
@Injectable()
export class OrderFulfillmentService {
  constructor(
    private readonly orders: OrdersService,
    private readonly stock: StockService,
    private readonly khata: KhataService,
    private readonly clock: Clock,
  ) {}

  /** Marks one line; lines not fulfillable leave the amounts due, and delivery goes when no line is left. */
  setFulfillment(
    scope: OrderScope,
    id: string,
    itemId: string,
    fulfillmentStatus: FulfillmentStatus,
  ): Promise<OrderResponse> {
    return this.orders.withLockedOrder(scope, id, async (manager, order) => {
      const item = await manager.findOneBy(OrderItem, { id: itemId, orderId: order.id });
      if (!item) throw new NotFoundException('Order item not found');
      if (!itemsChangeable('shopkeeper', order.status)) {
        throw new ConflictException(`The order is ${order.status}: its items can no longer change.`);
      }
      await this.markItem(manager, order, item, fulfillmentStatus);
    });
  }

  /** Marks one line of the locked order, taking or giving back its units, and reprices the order. */
  async markItem(manager: EntityManager, order: Order, item: OrderItem, fulfillmentStatus: FulfillmentStatus) {
    await manager.update(OrderItem, item.id, {
      fulfillmentStatus,
      stockTaken: await this.stockHeld(manager, item, fulfillmentStatus),
    });
    await this.reprice(manager, order);
  }

  /** Works out the amounts of the locked order again, with `pricing.ts`, from its lines still due. */
  async reprice(manager: EntityManager, order: Order): Promise<void> {
    const lines = await manager.findBy(OrderItem, { orderId: order.id });
    const due = lines
      .filter((line) => line.fulfillmentStatus !== 'not fulfillable')
      .map((line) =>
        priceLine({
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          gstRate: line.gstRate,
          gstIncluded: line.gstIncluded,
        }),
      );
    const amounts = orderAmounts(due, order.deliveryFee);
    await manager.update(Order, order.id, { ...amounts, updatedAt: this.clock.now() });
    if (order.paymentMethod !== 'khata') return;
    const note = `Order #${order.id.slice(0, 8)} now comes to ${formatMoney(amounts.finalAmount)}`;
    await this.khata.adjustOrder(manager, { orderId: order.id, amount: amounts.finalAmount, actorId: null, note });
  }

  /** Marks the lines nobody checked fulfilled, as dispatch does; answers how many there were. */
  async fulfillUnchecked(manager: EntityManager, orderId: string): Promise<number> {
    const { affected } = await manager.update(
      OrderItem,
      { orderId, fulfillmentStatus: 'pending' },
      { fulfillmentStatus: 'fulfilled' },
    );
    return affected ?? 0;
  }

  /** Gives back the units the order's lines still hold, when it is cancelled. */
  async giveBackStock(manager: EntityManager, orderId: string): Promise<void> {
    const holding = await manager.findBy(OrderItem, { orderId, stockTaken: true });
    await this.stock.giveBack(
      manager,
      holding.filter((item) => item.productId).map((item) => ({ productId: item.productId!, quantity: item.quantity })),
    );
    await manager.update(OrderItem, { orderId, stockTaken: true }, { stockTaken: false });
  }

  /**
   * Whether the line holds its product's units once marked `to`: a line not fulfilled gives them back,
   * and one marked fulfillable again takes them again (409 when they have gone meanwhile).
   */
  private async stockHeld(manager: EntityManager, item: OrderItem, to: FulfillmentStatus): Promise<boolean> {
    const line = { productId: item.productId!, quantity: item.quantity };
    if (to === 'not fulfillable') {
      if (item.stockTaken) await this.stock.giveBack(manager, [line]);
      return false;
    }
    if (item.stockTaken || item.fulfillmentStatus !== 'not fulfillable' || !item.productId) return item.stockTaken;
    return (await this.stock.take(manager, [line])).has(line.productId);
  }
}
