import { randomInt, timingSafeEqual } from 'node:crypto';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { columnsOf, findRawPage, ListQueryDto, ListSpec, mapPage, Page } from '../database/paging/list-query';
import { assertReadOnlyFieldsUnchanged } from '../common/read-only-fields';
import { BuiltQuery, valuesFromParameters } from '../database/built-query';
import { OrderEventData } from '../events/dto/order-event.dto';
import { EventsService } from '../events/events.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { orderAmounts, priceLine } from '../pricing/pricing';
import { CreateReviewDto, ReviewResponse } from '../reviews/dto/review.dto';
import { StockService } from '../products/stock.service';
import { ReviewsService } from '../reviews/reviews.service';
import { ShopsService } from '../shops/shops.service';
import { InvoiceFile, InvoicesService } from '../invoices/invoices.service';
import { OrderResponse } from './dto/order.dto';
import { cancellationReason } from './cancellation-reasons';
import {
  AdminUpdateOrderDto,
  CancelOrderDto,
  ShopkeeperUpdateOrderDto,
  UpdateOrderStatusDto,
} from './dto/order-requests.dto';
import { invoicedOrderOf } from './invoiced-order';
import { OrderItem } from './order-item.entity';
import { REVENUE_STATUSES } from './order-reports.service';
import { OrderRow, selectOrderRows } from './order-rows';
import {
  cancellableUntil,
  DELIVERY_CODE_ATTEMPTS,
  DELIVERY_CODE_LOCKED,
  isLate,
  itemsChangeable,
  rateable,
  refusal,
} from './order-state-machine';
import { FulfillmentStatus, OrderActor, OrderStatus } from './order-status';
import { OrderStatusChange } from './order-status-change.entity';
import { Order } from './order.entity';

export const ORDER_NOT_FOUND = 'Order not found';
export const NOT_YET_DELIVERED = 'You can rate the shop once your order is delivered.';

/** What a change of an order answers when it changed nothing: no event is sent. */
export const UNCHANGED = Symbol('unchanged');

type StatusChangeFields = Pick<
  OrderStatusChange,
  'orderId' | 'status' | 'role' | 'userId' | 'changedAt' | 'reasonCode' | 'reason'
>;
const STATUS_CHANGE_FIELDS = ['orderId', 'status', 'role', 'userId', 'changedAt', 'reasonCode', 'reason'] as const;
const NEW_STATUS_CHANGE = new BuiltQuery<StatusChangeFields>(STATUS_CHANGE_FIELDS, (manager) =>
  manager.createQueryBuilder().insert().into(OrderStatusChange).values(valuesFromParameters(STATUS_CHANGE_FIELDS)),
);

/** Whose orders a caller sees: a customer its own, a shopkeeper its shop's, an admin all (`{}`). */
export type OrderScope = { customerId: string } | { shopId: string } | Record<string, never>;

/** Who looks at orders in this scope: the answer's `nextStatuses` and `itemsChangeable` are theirs. */
function viewerOf(scope: OrderScope): OrderActor {
  if ('customerId' in scope) return 'customer';
  return 'shopId' in scope ? 'shopkeeper' : 'admin';
}

/** The signed-in user changing an order, or the server itself (`SYSTEM`). */
export type OrderChanger = { role: Exclude<OrderActor, 'system'>; userId: string } | { role: 'system'; userId: null };

/** The timers, and what the server does on a customer's behalf: no user. */
export const SYSTEM: OrderChanger = { role: 'system', userId: null };

/** Orders a timer changes in one sweep at most; the next sweep takes the rest. */
export const SWEEP_BATCH = 100;

/** Why a status change happened, for its timeline entry. */
interface ChangeReason {
  reasonCode?: string;
  reason?: string;
}

/** The body of a status change: the shopkeeper's has the delivery code, the admin's an override reason. */
type StatusChangeBody = ShopkeeperUpdateOrderDto | AdminUpdateOrderDto;

export const ORDER_LIST: ListSpec = {
  columns: columnsOf('order', ['id', 'status', 'shopId', 'customerId', 'finalAmount', 'createdAt', 'updatedAt']),
  search: ['order.shopName', 'order.customerName', 'CAST(order.id AS text)'],
  defaultSort: ['createdAt', 'DESC'],
  // A shop's orders are counted exactly (10,000 read from an index in about 2 ms); all orders, a million, are not.
  exactCountUpTo: 10_000,
  countBySortIndex: true,
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
    private readonly events: EventsService,
    private readonly invoices: InvoicesService,
    private readonly stock: StockService,
    private readonly shops: ShopsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private readonly ordersById = new Map<OrderActor, BuiltQuery<Record<string, string>>>();

  /** A page of orders in one statement, and the reviews of its orders in one more. */
  async list(scope: OrderScope, query: ListQueryDto): Promise<Page<OrderResponse>> {
    const qb = selectOrderRows(
      this.dataSource.createQueryBuilder(Order, 'order'),
      viewerOf(scope),
      this.invoices.numberSql('order.id'),
    );
    if (Object.keys(scope).length > 0) qb.where(scope);
    const page = await findRawPage<OrderRow>(qb, query, ORDER_LIST, `orders, ${viewerOf(scope)}`);
    const reviews = await this.reviews.ofOrders(page.rows.map((order) => order.id));
    const [viewer, now] = [viewerOf(scope), this.clock.now()];
    return mapPage(page, (order) => OrderResponse.from(order, reviews.get(order.id) ?? null, viewer, now));
  }

  async findOne(scope: OrderScope, id: string, manager = this.dataSource.manager): Promise<OrderResponse> {
    const [order, reviews] = await Promise.all([this.row(scope, id, manager), this.reviews.ofOrders([id], manager)]);
    return OrderResponse.from(order, reviews.get(order.id) ?? null, viewerOf(scope), this.clock.now());
  }

  /**
   * The order the customer placed in the transaction of `manager` (no one can have rated it yet),
   * with its `order.created` event recorded there too.
   */
  async placed(customerId: string, id: string, manager: EntityManager): Promise<OrderResponse> {
    const scope = { customerId };
    const order = OrderResponse.from(await this.row(scope, id, manager), null, viewerOf(scope), this.clock.now());
    await this.announce(manager, 'order.created', order);
    return order;
  }

  /** Tells the order's customer, its shop and the admins, live, once the transaction commits. */
  private announce(manager: EntityManager, type: 'order.created' | 'order.updated', order: OrderResponse) {
    const data: OrderEventData = {
      orderId: order.id,
      shopId: order.shopId,
      customerId: order.customerId,
      status: order.status,
      finalAmount: order.finalAmount,
      customerName: order.customer.name,
      updatedAt: order.updatedAt,
    };
    return this.events.record(manager, { type, shopId: order.shopId, customerId: order.customerId, data });
  }

  private async row(scope: OrderScope, id: string, manager: EntityManager): Promise<OrderRow> {
    const [order] = await this.orderById(scope).rows<OrderRow>(manager, { ...scope, id });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }

  /** The query of an order by id in a scope, one for each kind of scope: its columns depend on who looks. */
  private orderById(scope: OrderScope): BuiltQuery<Record<string, string>> {
    const viewer = viewerOf(scope);
    let query = this.ordersById.get(viewer);
    if (!query) {
      const keys = [...Object.keys(scope), 'id'];
      query = new BuiltQuery(keys, (manager) =>
        selectOrderRows(manager.createQueryBuilder(Order, 'order'), viewer, this.invoices.numberSql('order.id')).where(
          keys.map((key) => `order.${key} = :${key}`).join(' AND '),
        ),
      );
      this.ordersById.set(viewer, query);
    }
    return query;
  }

  /** The tax invoice of a delivered order in the caller's scope, as a PDF (409 before delivery). */
  async invoice(scope: OrderScope, id: string): Promise<InvoiceFile> {
    const order = await this.dataSource.manager.findOne(Order, {
      where: { ...scope, id } as FindOptionsWhere<Order>,
      relations: { items: true },
      order: { items: { position: 'ASC' } },
    });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return this.invoices.pdf(invoicedOrderOf(order, order.items!));
  }

  /** The order `customerId` placed with this Idempotency-Key, if any. */
  async findByIdempotencyKey(customerId: string, idempotencyKey: string): Promise<OrderResponse | undefined> {
    const order = await this.dataSource.manager.findOneBy(Order, { customerId, idempotencyKey });
    return order ? this.findOne({ customerId }, order.id) : undefined;
  }

  /**
   * A PUT of the order: only `status` changes, through the state machine, with the reason of a
   * cancellation (read only when cancelling), the delivery code the shopkeeper must give to
   * deliver, and an admin's reason.
   * A wrong delivery code is counted (that count is committed) and answered 409.
   */
  async update(
    changer: OrderChanger,
    scope: OrderScope,
    id: string,
    changes: StatusChangeBody,
  ): Promise<OrderResponse> {
    let wrongCode: string | undefined;
    const answer = await this.withLockedOrder(scope, id, async (manager, order) => {
      const current = await this.findOne(scope, id, manager);
      assertReadOnlyFieldsUnchanged(
        changer.role === 'admin' ? AdminUpdateOrderDto : UpdateOrderStatusDto,
        changes,
        current,
        answeredWhenStatusBegan(current, order),
      );
      if (changes.status === order.status) return UNCHANGED;
      const why: ChangeReason = { reason: ('reason' in changes && changes.reason?.trim()) || undefined };
      if (changes.status === 'cancelled') {
        const cancellation = cancellationReason(changer.role, changes.cancelReason, changes.cancelNote);
        why.reasonCode = cancellation.reasonCode;
        why.reason = [cancellation.reason, why.reason].filter(Boolean).join(' — ');
      }
      if (changer.role === 'shopkeeper' && changes.status === 'delivered') {
        this.assertAllowed(changer, order, changes.status);
        wrongCode = await this.checkDeliveryCode(manager, order, (changes as ShopkeeperUpdateOrderDto).deliveryCode);
        if (wrongCode) return; // The wrong code is counted: committed, then refused.
      }
      await this.changeStatus(manager, changer, order, changes.status, why);
      if (changer.role !== 'admin') return;
      await this.audit.record(
        manager,
        { id: changer.userId, role: 'admin' },
        {
          action: 'order.status-overridden',
          entityType: 'order',
          entityId: order.id,
          before: { status: order.status },
          after: { status: changes.status, ...(why.reason && { reason: why.reason }) },
        },
      );
    });
    if (wrongCode) throw new ConflictException(wrongCode);
    return answer;
  }

  cancelByCustomer(
    customerId: string,
    id: string,
    { cancelReason, cancelNote }: CancelOrderDto,
  ): Promise<OrderResponse> {
    const why = cancellationReason('customer', cancelReason, cancelNote);
    return this.withLockedOrder({ customerId }, id, (manager, order) =>
      this.changeStatus(manager, { role: 'customer', userId: customerId }, order, 'cancelled', why),
    );
  }

  /** Until when a shop may accept an order that becomes pending at `at`. */
  acceptByFrom(at: Date): Date {
    return new Date(at.getTime() + this.config.acceptWithinMinutes * 60_000);
  }

  /**
   * The accept-by timer: cancels the pending orders past their deadline, as `system` with the
   * reason `shop-did-not-respond`, one order a transaction. Several API processes may sweep at
   * once: an order another one holds (sweeping it, or the shop accepting it) is skipped, and the
   * order is checked again under its lock. Answers the number cancelled.
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
    return this.sweep(
      due.map(({ id }) => id),
      'orders past their accept-by time could not be cancelled',
      async (manager, order) => {
        if (order.status !== 'pending' || !order.acceptBy || order.acceptBy > now) return UNCHANGED;
        await this.changeStatus(manager, SYSTEM, order, 'cancelled', why);
      },
    );
  }

  /**
   * A timer's sweep: runs `work` on each of these orders under its lock, one order a transaction.
   * Several API processes may sweep at once: an order another transaction holds (sweeping it, or a
   * person changing it) is skipped for the next sweep, and `work` checks the order again under its
   * lock, answering UNCHANGED when there is nothing left to do. Answers the number of orders changed.
   */
  async sweep(
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
        await this.withLockedOrder(
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
    await manager.update(Order, order.id, { ...orderAmounts(due, order.deliveryFee), updatedAt: this.clock.now() });
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

  /** Gives back the units the order's lines still hold, when it is cancelled. */
  private async giveBackStock(manager: EntityManager, orderId: string): Promise<void> {
    const holding = await manager.findBy(OrderItem, { orderId, stockTaken: true });
    await this.stock.giveBack(
      manager,
      holding.filter((item) => item.productId).map((item) => ({ productId: item.productId!, quantity: item.quantity })),
    );
    await manager.update(OrderItem, { orderId, stockTaken: true }, { stockTaken: false });
  }

  /** Records `status` as the order's first or next status, in its timeline too. */
  async recordStatus(
    manager: EntityManager,
    changer: OrderChanger,
    orderId: string,
    status: OrderStatus,
    at: Date,
    { reasonCode, reason }: ChangeReason = {},
  ) {
    await NEW_STATUS_CHANGE.execute(manager, {
      orderId,
      status,
      role: changer.role,
      userId: changer.userId,
      changedAt: at,
      reasonCode: reasonCode ?? null,
      reason: reason || null,
    });
  }

  private assertAllowed(changer: OrderChanger, order: Order, to: OrderStatus) {
    const refused = refusal({
      actor: changer.role,
      from: order.status,
      to,
      placedAt: order.createdAt,
      now: this.clock.now(),
      deliveryCodeLocked: order.wrongDeliveryCodes >= DELIVERY_CODE_ATTEMPTS,
    });
    if (refused) throw new ConflictException(refused);
  }

  /**
   * Moves the order to `to` and records it. Entering `pending` starts the accept-by clock again;
   * dispatch marks the lines nobody checked fulfilled (saying so in the timeline) and makes a new
   * delivery code for the customer.
   */
  private async changeStatus(
    manager: EntityManager,
    changer: OrderChanger,
    order: Order,
    to: OrderStatus,
    why: ChangeReason = {},
  ) {
    this.assertAllowed(changer, order, to);
    const now = this.clock.now();
    const changes: Partial<Order> = { status: to, updatedAt: now };
    if (to === 'pending') changes.acceptBy = this.acceptByFrom(now);
    let reason = why.reason;
    if (to === 'dispatched') {
      changes.deliveryCode = randomInt(0, 10_000).toString().padStart(4, '0');
      changes.wrongDeliveryCodes = 0;
      const { affected } = await manager.update(
        OrderItem,
        { orderId: order.id, fulfillmentStatus: 'pending' },
        { fulfillmentStatus: 'fulfilled' },
      );
      if (affected) {
        const marked = `${affected} unchecked ${affected === 1 ? 'item' : 'items'} marked fulfilled at dispatch`;
        reason = [reason, marked].filter(Boolean).join(' — ');
      }
    }
    if (to === 'cancelled') await this.giveBackStock(manager, order.id);
    // Delivery is the time of supply: the invoice is issued with it, or not at all.
    if (to === 'delivered') await this.invoices.issue(manager, order, now);
    // The commission ledger counts the order from the moment it is first revenue, at the rate in force then.
    if (REVENUE_STATUSES.includes(to) && order.deliveredAt === null) {
      changes.deliveredAt = now;
      changes.commissionRate = await this.shops.commissionRateInForce(order.shopId, manager);
    }
    await manager.update(Order, order.id, changes);
    await this.recordStatus(manager, changer, order.id, to, now, { reasonCode: why.reasonCode, reason });
  }

  /**
   * Checks the delivery code the shopkeeper sent: none is a 409; a wrong one is counted and answers
   * why it is refused; a right one answers undefined. Five wrong codes lock delivery to admins.
   */
  private async checkDeliveryCode(
    manager: EntityManager,
    order: Order,
    sent: string | null | undefined,
  ): Promise<string | undefined> {
    // An order dispatched before delivery codes existed has none its customer could have seen.
    if (order.deliveryCode === null) return undefined;
    const left = DELIVERY_CODE_ATTEMPTS - order.wrongDeliveryCodes;
    const tries = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'} left`;
    if (!sent) {
      throw new ConflictException(
        `Enter the 4-digit delivery code the customer sees on their order to mark it delivered (${tries(left)}).`,
      );
    }
    const expected = Buffer.from(order.deliveryCode);
    if (expected.length === sent.length && timingSafeEqual(Buffer.from(sent), expected)) return undefined;
    await manager.update(Order, order.id, {
      wrongDeliveryCodes: order.wrongDeliveryCodes + 1,
      updatedAt: this.clock.now(),
    });
    return left > 1
      ? `That delivery code is wrong: ${tries(left - 1)}.`
      : `That delivery code is wrong. ${DELIVERY_CODE_LOCKED}`;
  }

  /**
   * Runs `work` with the order row locked (changes of one order take turns), then answers the order.
   * With `skipLocked` (the sweeper), an order another transaction holds is left alone: no work, no answer.
   */
  async withLockedOrder(
    scope: OrderScope,
    id: string,
    work: (manager: EntityManager, order: Order) => Promise<unknown>,
  ): Promise<OrderResponse>;
  async withLockedOrder(
    scope: OrderScope,
    id: string,
    work: (manager: EntityManager, order: Order) => Promise<unknown>,
    options: { skipLocked: true },
  ): Promise<OrderResponse | undefined>;
  async withLockedOrder(
    scope: OrderScope,
    id: string,
    work: (manager: EntityManager, order: Order) => Promise<unknown>,
    { skipLocked = false } = {},
  ): Promise<OrderResponse | undefined> {
    return this.dataSource.transaction(async (manager) => {
      const query = manager
        .createQueryBuilder(Order, 'order')
        .setLock('pessimistic_write')
        .where({ ...scope, id } as FindOptionsWhere<Order>);
      const order = await (skipLocked ? query.setOnLocked('skip_locked') : query).getOne();
      if (!order && skipLocked) return undefined;
      if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
      const outcome = await work(manager, order);
      const answer = await this.findOne(scope, id, manager);
      if (outcome !== UNCHANGED) await this.announce(manager, 'order.updated', answer);
      return answer;
    });
  }
}

/**
 * The order's answer as it was when the order took its current status. `cancellableUntil` and
 * `late` move with the clock: a record read before the customer's window closed (or before the
 * promise passed) comes back as it was read after that, in the same status; that echo is accepted too.
 */
function answeredWhenStatusBegan(current: OrderResponse, order: Order): OrderResponse {
  const since = new Date(current.timeline.at(-1)?.changedAt ?? current.createdAt);
  return {
    ...current,
    cancellableUntil: cancellableUntil(order.status, order.createdAt, since)?.toISOString() ?? null,
    late: isLate(order.status, order.promisedBy, since),
  };
}
