import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import { Clock } from '../common/clock';
import { findRawPage, ListQueryDto, ListSpec, mapPage, Page } from '../common/list-query';
import { assertReadOnlyFieldsUnchanged } from '../common/read-only-fields';
import { orderAmounts, priceLine } from '../pricing/pricing';
import { CreateReviewDto, ReviewResponse } from '../reviews/dto/review.dto';
import { ReviewsService } from '../reviews/reviews.service';
import { OrderResponse } from './dto/order.dto';
import { UpdateOrderStatusDto } from './dto/order-requests.dto';
import { OrderItem } from './order-item.entity';
import { OrderRow, selectOrderRows } from './order-rows';
import { cancellableUntil, itemsChangeable, rateable, refusal } from './order-state-machine';
import { FulfillmentStatus, OrderActor, OrderStatus } from './order-status';
import { OrderStatusChange } from './order-status-change.entity';
import { Order } from './order.entity';

export const ORDER_NOT_FOUND = 'Order not found';
export const NOT_YET_DELIVERED = 'You can rate the shop once your order is delivered.';

/** Whose orders a caller sees: a customer its own, a shopkeeper its shop's, an admin all (`{}`). */
export type OrderScope = { customerId: string } | { shopId: string } | Record<string, never>;

/** Who looks at orders in this scope: the answer's `nextStatuses` and `itemsChangeable` are theirs. */
function viewerOf(scope: OrderScope): OrderActor {
  if ('customerId' in scope) return 'customer';
  return 'shopId' in scope ? 'shopkeeper' : 'admin';
}

/** The signed-in user changing an order. */
export interface OrderChanger {
  role: OrderActor;
  userId: string;
}

const ORDER_LIST: ListSpec = {
  columns: {
    id: 'order.id',
    status: 'order.status',
    shopId: 'order.shopId',
    customerId: 'order.customerId',
    finalAmount: 'order.finalAmount',
    createdAt: 'order.createdAt',
    updatedAt: 'order.updatedAt',
  },
  search: ['order.shopName', 'order.customerName', 'CAST(order.id AS text)'],
  defaultSort: ['createdAt', 'DESC'],
  // A shop's orders are counted exactly (10,000 read from an index in about 2 ms); all orders, a million, are not.
  exactCountUpTo: 10_000,
};

/**
 * Orders after checkout: reading them within the caller's scope, moving their status through
 * the state machine (every move kept in the timeline), and per-item fulfillment, which reprices
 * the order with `pricing.ts`. Ownership is part of every query: another's order is a 404.
 */
@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reviews: ReviewsService,
    private readonly clock: Clock,
  ) {}

  /** A page of orders in one statement, and the reviews of its orders in one more. */
  async list(scope: OrderScope, query: ListQueryDto): Promise<Page<OrderResponse>> {
    const qb = selectOrderRows(this.dataSource.createQueryBuilder(Order, 'order'));
    if (Object.keys(scope).length > 0) qb.where(scope);
    const page = await findRawPage<OrderRow>(qb, query, ORDER_LIST);
    const reviews = await this.reviews.ofOrders(page.rows.map((order) => order.id));
    const [viewer, now] = [viewerOf(scope), this.clock.now()];
    return mapPage(page, (order) => OrderResponse.from(order, reviews.get(order.id) ?? null, viewer, now));
  }

  async findOne(scope: OrderScope, id: string, manager = this.dataSource.manager): Promise<OrderResponse> {
    const [order, reviews] = await Promise.all([this.row(scope, id, manager), this.reviews.ofOrders([id], manager)]);
    return OrderResponse.from(order, reviews.get(order.id) ?? null, viewerOf(scope), this.clock.now());
  }

  /** An order the customer placed in the transaction of `manager`: no one can have rated it yet. */
  async findPlaced(customerId: string, id: string, manager: EntityManager): Promise<OrderResponse> {
    const scope = { customerId };
    return OrderResponse.from(await this.row(scope, id, manager), null, viewerOf(scope), this.clock.now());
  }

  private async row(scope: OrderScope, id: string, manager: EntityManager): Promise<OrderRow> {
    const order = await selectOrderRows(manager.createQueryBuilder(Order, 'order'))
      .where({ ...scope, id })
      .getRawOne<OrderRow>();
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }

  /** The order `customerId` placed with this Idempotency-Key, if any. */
  async findByIdempotencyKey(customerId: string, idempotencyKey: string): Promise<OrderResponse | undefined> {
    const order = await this.dataSource.manager.findOneBy(Order, { customerId, idempotencyKey });
    return order ? this.findOne({ customerId }, order.id) : undefined;
  }

  /** A PUT of the order: only `status` changes, through the state machine. */
  update(changer: OrderChanger, scope: OrderScope, id: string, changes: UpdateOrderStatusDto): Promise<OrderResponse> {
    return this.withLockedOrder(scope, id, async (manager, order) => {
      const current = await this.findOne(scope, id, manager);
      assertReadOnlyFieldsUnchanged(UpdateOrderStatusDto, changes, current, answeredWhenStatusBegan(current, order));
      if (changes.status !== order.status) {
        await this.changeStatus(manager, changer, order, changes.status);
      }
    });
  }

  cancelByCustomer(customerId: string, id: string): Promise<OrderResponse> {
    return this.withLockedOrder({ customerId }, id, (manager, order) =>
      this.changeStatus(manager, { role: 'customer', userId: customerId }, order, 'cancelled'),
    );
  }

  /** The customer rates the shop of their order once it has reached them; one review per order. */
  rate(customerId: string, id: string, fields: CreateReviewDto): Promise<ReviewResponse> {
    return this.dataSource.transaction(async (manager) => {
      // A shared lock: the order's status cannot change under the review, yet two reviews may race to the index.
      const order = await manager
        .createQueryBuilder(Order, 'order')
        .setLock('pessimistic_read')
        .where({ id, customerId })
        .getOne();
      if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
      if (!rateable('customer', order.status, false)) throw new ConflictException(NOT_YET_DELIVERED);
      return this.reviews.create(manager, order, fields);
    });
  }

  /** Marks one line; lines not fulfillable leave the amounts due, and delivery goes when no line is left. */
  setFulfillment(
    scope: OrderScope,
    id: string,
    itemId: string,
    fulfillmentStatus: FulfillmentStatus,
  ): Promise<OrderResponse> {
    return this.withLockedOrder(scope, id, async (manager, order) => {
      const item = await manager.findOneBy(OrderItem, { id: itemId, orderId: order.id });
      if (!item) throw new NotFoundException('Order item not found');
      if (!itemsChangeable('shopkeeper', order.status)) {
        throw new ConflictException(`The order is ${order.status}: its items can no longer change.`);
      }
      await manager.update(OrderItem, item.id, { fulfillmentStatus });
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
      await manager.update(Order, order.id, { ...orderAmounts(due, order.deliveryFee), updatedAt: this.clock.now() });
    });
  }

  /** Records `status` as the order's first or next status, in its timeline too. */
  async recordStatus(manager: EntityManager, changer: OrderChanger, orderId: string, status: OrderStatus, at: Date) {
    await manager.insert(OrderStatusChange, {
      orderId,
      status,
      role: changer.role,
      userId: changer.userId,
      changedAt: at,
    });
  }

  private async changeStatus(manager: EntityManager, changer: OrderChanger, order: Order, to: OrderStatus) {
    const now = this.clock.now();
    const refused = refusal({ actor: changer.role, from: order.status, to, placedAt: order.createdAt, now });
    if (refused) throw new ConflictException(refused);
    await manager.update(Order, order.id, { status: to, updatedAt: now });
    await this.recordStatus(manager, changer, order.id, to, now);
  }

  /** Runs `work` with the order row locked (changes of one order take turns), then answers the order. */
  private async withLockedOrder(
    scope: OrderScope,
    id: string,
    work: (manager: EntityManager, order: Order) => Promise<unknown>,
  ): Promise<OrderResponse> {
    return this.dataSource.transaction(async (manager) => {
      const order = await manager
        .createQueryBuilder(Order, 'order')
        .setLock('pessimistic_write')
        .where({ ...scope, id } as FindOptionsWhere<Order>)
        .getOne();
      if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
      await work(manager, order);
      return this.findOne(scope, id, manager);
    });
  }
}

/**
 * The order's answer as it was when the order took its current status. `cancellableUntil` moves
 * with the clock: a record read before the customer's window closed carries the deadline, and
 * comes back with it after the window closed, in the same status; that echo is accepted too.
 */
function answeredWhenStatusBegan(current: OrderResponse, order: Order): OrderResponse {
  const since = new Date(current.timeline.at(-1)?.changedAt ?? current.createdAt);
  return {
    ...current,
    cancellableUntil: cancellableUntil(order.status, order.createdAt, since)?.toISOString() ?? null,
  };
}
