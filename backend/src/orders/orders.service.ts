import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import { Clock } from '../common/clock';
import { columnsOf, ListSpec } from '../database/paging/list-spec';
import { findRawPage, mapPage, Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import type { BuiltQuery } from '../database/built-query';
import { OrderEventData } from '../events/dto/order-event.dto';
import { NotificationsService } from '../notifications/notifications.service';
import { noticesOf, TimelineEntry } from './order-notices';
import { EventsService } from '../events/events.service';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CreateReviewDto, ReviewResponse } from '../reviews/dto/review.dto';
import { ReviewsService } from '../reviews/reviews.service';
import { CreditNotesService } from '../invoices/credit-notes.service';
import type { DocumentFile } from '../invoices/gst-document-pdf';
import { InvoicesService } from '../invoices/invoices.service';
import { OrderResponse } from './dto/order.dto';
import { invoicedOrderOf, recipientOf } from './invoiced-order';
import { OrderRow, selectOrderRows } from './order-rows';
import { rateable } from './order-state-machine';
import { OrderActor, OrderEvent, OrderStatus } from './order-status';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import {
  CUSTOMER_ORDER_ROW,
  INSERT_ORDER_STATUS_CHANGE,
  ORDER_ROW,
  orderRowSubqueries,
  SHOP_ORDER_ROW,
} from './orders.queries';

export const ORDER_NOT_FOUND = 'Order not found';
export const NOT_YET_DELIVERED = 'You can rate the shop once your order is delivered.';

/** What a change of an order answers when it changed nothing: no event is sent. */
export const UNCHANGED = Symbol('unchanged');

/** Whose orders a caller sees: a customer its own, a shopkeeper its shop's, an admin all (`{}`). */
export type OrderScope = { customerId: string } | { shopId: string } | Record<string, never>;

type OrderViewer = Exclude<OrderActor, 'system'>;

/** Who looks at orders in this scope: the answer's `nextStatuses` and `itemsChangeable` are theirs. */
function viewerOf(scope: OrderScope): OrderViewer {
  if ('customerId' in scope) return 'customer';
  return 'shopId' in scope ? 'shopkeeper' : 'admin';
}

/** The statement of an order by id in each kind of scope: its columns depend on who looks. */
const ORDER_ROW_SEEN_BY: Record<OrderViewer, BuiltQuery<Record<string, string>>> = {
  customer: CUSTOMER_ORDER_ROW,
  shopkeeper: SHOP_ORDER_ROW,
  admin: ORDER_ROW,
};

/** The signed-in user changing an order, or the server itself (`SYSTEM`). */
export type OrderChanger = { role: Exclude<OrderActor, 'system'>; userId: string } | { role: 'system'; userId: null };

/** The timers, and what the server does on a customer's behalf: no user. */
export const SYSTEM: OrderChanger = { role: 'system', userId: null };

/** Why a status change happened, for its timeline entry. */
export interface ChangeReason {
  reasonCode?: string;
  reason?: string;
  /** What happened, for an entry that is no change of status. */
  event?: OrderEvent;
  /** Who is told of an entry that is neither a change of status nor an event (see `noticesOf`). */
  tell?: TimelineEntry['tell'];
}

export const ORDER_LIST: ListSpec = {
  columns: columnsOf('order', [
    'id',
    'status',
    'shopId',
    'customerId',
    'paymentMethod',
    'paymentStatus',
    'finalAmount',
    'createdAt',
    'updatedAt',
  ]),
  search: ['order.shopName', 'order.customerName', 'CAST(order.id AS text)'],
  defaultSort: ['createdAt', 'DESC'],
  // A shop's orders are counted exactly (10,000 read from an index in about 2 ms); all orders, a million, are not.
  exactCountUpTo: 10_000,
  countBySortIndex: true,
};

/**
 * Orders after checkout: reading them within the caller's scope, rating their shop, and the one way
 * to change an order (`withLockedOrder`: locked, then announced) with its timeline. Moves between
 * statuses are `OrderTransitionsService`'s; item fulfillment is `OrderFulfillmentService`'s.
 * Ownership is part of every query: another's order is a 404.
 */
@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reviews: ReviewsService,
    private readonly events: EventsService,
    private readonly notifications: NotificationsService,
    private readonly invoices: InvoicesService,
    private readonly creditNotes: CreditNotesService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A page of orders, with their reviews, in one statement. */
  async list(scope: OrderScope, query: ListQueryDto): Promise<Page<OrderResponse>> {
    const qb = selectOrderRows(
      this.dataSource.createQueryBuilder(Order, 'order'),
      viewerOf(scope),
      orderRowSubqueries(this.dataSource.manager),
    );
    if (Object.keys(scope).length > 0) qb.where(scope);
    const page = await findRawPage<OrderRow>(qb, query, ORDER_LIST, { list: 'orders', viewer: viewerOf(scope) });
    const [viewer, now] = [viewerOf(scope), this.clock.now()];
    return mapPage(page, (order) => OrderResponse.from(order, viewer, now));
  }

  async findOne(scope: OrderScope, id: string, manager = this.dataSource.manager): Promise<OrderResponse> {
    return OrderResponse.from(await this.row(scope, id, manager), viewerOf(scope), this.clock.now());
  }

  /**
   * The order the customer placed in the transaction of `manager` (no one can have rated it yet),
   * with its `order.created` event recorded there too.
   */
  async placed(customerId: string, id: string, manager: EntityManager): Promise<OrderResponse> {
    const scope = { customerId };
    const order = OrderResponse.from(await this.row(scope, id, manager), viewerOf(scope), this.clock.now());
    await this.announce(manager, 'order.created', order);
    return order;
  }

  /** The order's lines as sold, in the order's order: what a claim concerns and values. */
  linesOf(manager: EntityManager, orderId: string): Promise<OrderItem[]> {
    return manager.find(OrderItem, { where: { orderId }, order: { position: 'ASC' } });
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
    const [order] = await ORDER_ROW_SEEN_BY[viewerOf(scope)].rows<OrderRow>(manager, { ...scope, id });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }

  /** The tax invoice of a delivered order in the caller's scope, as a PDF (409 before delivery). */
  async invoice(scope: OrderScope, id: string): Promise<DocumentFile> {
    const order = await this.dataSource.manager.findOne(Order, {
      where: { ...scope, id } as FindOptionsWhere<Order>,
      relations: { items: true },
      order: { items: { position: 'ASC' } },
    });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return this.invoices.pdf(invoicedOrderOf(order, order.items!));
  }

  /** A credit note of an order in the caller's scope, as a PDF; 404 for one of another order. */
  async creditNote(scope: OrderScope, id: string, creditNoteId: string): Promise<DocumentFile> {
    const order = await this.dataSource.manager.findOneBy(Order, { ...scope, id } as FindOptionsWhere<Order>);
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return this.creditNotes.pdf(order.id, creditNoteId, recipientOf(order));
  }

  /** The order `customerId` placed with this Idempotency-Key, if any. */
  async findByIdempotencyKey(customerId: string, idempotencyKey: string): Promise<OrderResponse | undefined> {
    const order = await this.dataSource.manager.findOneBy(Order, { customerId, idempotencyKey });
    return order ? this.findOne({ customerId }, order.id) : undefined;
  }

  /** Until when a shop may accept an order that becomes pending at `at`. */
  acceptByFrom(at: Date): Date {
    return new Date(at.getTime() + this.config.acceptWithinMinutes * 60_000);
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

  /** Records `status` as the order's first or next status, in its timeline too, and tells whom it concerns. */
  async recordStatus(
    manager: EntityManager,
    changer: OrderChanger,
    orderId: string,
    status: OrderStatus,
    at: Date,
    { reasonCode, reason, event, tell }: ChangeReason = {},
  ) {
    const change = INSERT_ORDER_STATUS_CHANGE.statement(manager, {
      orderId,
      status,
      role: changer.role,
      userId: changer.userId,
      changedAt: at,
      reasonCode: reasonCode ?? null,
      reason: reason || null,
      event: event ?? null,
    });
    const notices = noticesOf({ orderId, status, role: changer.role, event, reason, tell });
    await this.notifications.notifyAboutOrder(manager, orderId, notices, change);
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
