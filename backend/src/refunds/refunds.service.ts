import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { formatMoney, Paise } from '../common/money';
import type { SessionUser } from '../common/session-user';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { findRawPage, mapPage, Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { ListSpec } from '../database/paging/list-spec';
import { CreditNoteRequest, CreditNotesService } from '../invoices/credit-notes.service';
import { KhataService } from '../khata/khata.service';
import { Order } from '../orders/order.entity';
import { REVENUE_STATUSES } from '../orders/order-reports.service';
import { OrderTransitionsService } from '../orders/order-transitions.service';
import { OrderChanger, OrdersService } from '../orders/orders.service';
import { UtrRegisterService } from '../payments/utr-register.service';
import { Claim } from './claim.entity';
import { claimedValue, creditedLine, wholeLines, type ClaimedLine } from './claimed-lines';
import { FullRefundDto, RefundPaymentDto } from './dto/claim-requests.dto';
import { RefundResponse } from './dto/claim.dto';
import { Refund } from './refund.entity';
import {
  CLAIMED_UNITS,
  INSERT_CANCELLATION_REFUND,
  REFUNDED_OF_ORDER,
  RefundRow,
  refundsPaidPerShopSql,
  selectRefundRows,
} from './refunds.queries';
import { claimReason, lateDeliveryRefund, reachedCustomer } from '../refund-policy/refund-policy';

export const REFUND_NOT_FOUND = 'Refund not found';

/** Whose refunds a caller sees: a customer's, a shop's, or all (an admin). */
export type RefundScope = { customerId: string } | { shopId: string } | Record<string, never>;

/** Who records paying a refund back: the shop, or an admin for it. */
export type RefundPayer = { role: 'shopkeeper'; userId: string; shopId: string } | { role: 'admin'; userId: string };

/** An accepted claim to refund: its lines, and a full or partial refund (of `amount`). */
export interface ClaimRefund {
  claim: Claim;
  lines: ClaimedLine[];
  decision: 'full-refund' | 'partial-refund';
  amount?: Paise;
}

/** The refunds a shop paid back within a span, in paise: in all, and by how. */
export interface RefundSums {
  refundsPaid: Paise;
  refundedInCash: Paise;
  refundedByUpi: Paise;
  refundedToKhata: Paise;
}

/** What a refund gives back: in all, and of it the delivery charge. */
interface RefundAmount {
  amount: Paise;
  deliveryCharges: Paise;
}

const REFUND_LIST: ListSpec = {
  columns: {
    id: 'refund.id',
    orderId: 'refund.orderId',
    claimId: 'refund.claimId',
    status: 'refund.status',
    paidWith: 'refund.paidWith',
    amount: 'refund.amount',
    createdAt: 'refund.createdAt',
    paidAt: 'refund.paidAt',
  },
  search: ['refund.reason', 'refund.utr', 'CAST(refund.orderId AS text)'],
  defaultSort: ['createdAt', 'DESC'],
  idFields: ['orderId', 'claimId'],
  nullsLast: ['paidAt'],
};

const ALREADY_REFUNDED = 'This order was refunded in full already.';

/** The reason of the refund a paid order's cancellation owes. */
export const ORDER_CANCELLED = 'Order cancelled';

/**
 * Refunds: what an accepted claim, or an admin's full refund of an order, gives back, never more
 * than was paid for what it concerns, nor in all than the order's amount, and what the customer
 * paid for an order that is then cancelled (in the cancellation's transaction); due until the shop
 * records how it paid it back (cash, UPI with the transfer's UTR, or credit on the customer's khata
 * at the shop). Written under the order's lock, in the transaction of the decision, so that a claim
 * refunds once.
 */
@Injectable()
export class RefundsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
    private readonly transitions: OrderTransitionsService,
    private readonly khata: KhataService,
    private readonly creditNotes: CreditNotesService,
    private readonly utrs: UtrRegisterService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.transitions.onCancel((manager, changer, order) => this.owedOnCancel(manager, changer, order));
  }

  /**
   * A paid order cancelled owes the customer what they paid, less what it refunded before, due from
   * the shop: in one statement, only for an order paid for (a cash-on-delivery or khata order not
   * paid owes nothing). The order is locked, and a cancelled order cannot be cancelled again: a
   * cancellation owes once. Answers the timeline's note of it.
   */
  private async owedOnCancel(manager: EntityManager, changer: OrderChanger, order: Order): Promise<string | undefined> {
    if (order.amountPaid <= 0) return undefined;
    const [owed] = (await manager.query(INSERT_CANCELLATION_REFUND, [
      order.id,
      order.shopId,
      order.customerId,
      formatMoney(order.amountPaid),
      formatMoney(order.deliveryCharges),
      changer.userId,
      this.clock.now(),
      ORDER_CANCELLED,
    ])) as { amount: string }[];
    return owed && `Refund of ₹${formatMoney(Number(owed.amount))} due to the customer`;
  }

  /** 409 once the order was refunded in full: nothing is left to claim. */
  async assertLeftToRefund(manager: EntityManager, order: Order): Promise<void> {
    const refunded = await this.refundedOf(manager, order.id);
    if (order.finalAmount - refunded.amount <= 0) throw new ConflictException(ALREADY_REFUNDED);
  }

  /** The refund of an accepted claim, due, in the decision's transaction (the order locked). */
  async grant(manager: EntityManager, changer: OrderChanger, order: Order, claimRefund: ClaimRefund): Promise<Refund> {
    const refunded = await this.refundedOf(manager, order.id);
    const left = order.finalAmount - refunded.amount;
    if (left <= 0) throw new ConflictException(ALREADY_REFUNDED);
    const owed = await this.owedFor(manager, order, claimRefund, refunded.deliveryCharges);
    if (owed.amount > left) {
      if (claimRefund.decision === 'partial-refund') {
        throw new ConflictException(`Only ₹${formatMoney(left)} of this order is left to refund.`);
      }
      owed.amount = left;
    }
    if (owed.amount <= 0) throw new ConflictException('There is nothing to refund for this claim.');
    const label = claimReason(claimRefund.claim.reasonCode).label;
    const kind = claimRefund.decision === 'full-refund' ? 'full refund' : 'partial refund';
    const reason = `${label}: ${kind}`;
    const credit = await this.creditNoteFor(manager, order, reason, owed, owed.amount === left ? 'rest' : claimRefund);
    return this.insert(manager, order, changer, { ...owed, ...credit, claimId: claimRefund.claim.id, reason });
  }

  /**
   * The admin refunds what is left of a delivered order, in full: an invoiced order is never
   * cancelled, its supply is reversed this way. Claims still open on it are settled by it.
   */
  async refundInFull(admin: SessionUser, orderId: string, { reason }: FullRefundDto): Promise<RefundResponse> {
    let refundId = '';
    await this.orders.withLockedOrder({}, orderId, async (manager, order) => {
      if (!reachedCustomer(order)) {
        throw new ConflictException('Only a delivered order is refunded: cancel one that has not been delivered.');
      }
      const refunded = await this.refundedOf(manager, order.id);
      const amount = order.finalAmount - refunded.amount;
      if (amount <= 0) throw new ConflictException(ALREADY_REFUNDED);
      const changer: OrderChanger = { role: 'admin', userId: admin.id };
      const owed = { amount, deliveryCharges: order.deliveryCharges - refunded.deliveryCharges };
      const why = `Refunded in full: ${reason}`;
      const credit = await this.creditNoteFor(manager, order, why, owed, 'rest');
      const refund = await this.insert(manager, order, changer, { ...owed, ...credit, claimId: null, reason: why });
      refundId = refund.id;
      await this.settleOpenClaims(manager, order, admin);
      const now = this.clock.now();
      await this.orders.recordStatus(manager, changer, order.id, order.status, now, {
        event: 'refunded-in-full',
        reason: `Refunded in full: ₹${formatMoney(amount)} — ${reason}`,
      });
      await this.audit.record(manager, admin, {
        action: 'order.refunded-in-full',
        entityType: 'order',
        entityId: order.id,
        before: null,
        after: { refundId: refund.id, amount: formatMoney(amount), reason },
      });
    });
    return this.findOne({}, refundId);
  }

  /** The shop (or an admin) records how a due refund was paid back: once; a UPI transfer's UTR once across the marketplace. */
  async pay(payer: RefundPayer, id: string, { paidWith, utr }: RefundPaymentDto): Promise<RefundResponse> {
    const scope: RefundScope = payer.role === 'shopkeeper' ? { shopId: payer.shopId } : {};
    const found = await this.dataSource.manager.findOneBy(Refund, { ...scope, id });
    if (!found) throw new NotFoundException(REFUND_NOT_FOUND);
    await this.orders.withLockedOrder({}, found.orderId, async (manager, order) => {
      const refund = await manager.findOneByOrFail(Refund, { id });
      if (refund.status === 'paid') throw new ConflictException('This refund was paid back already.');
      const note = `Order #${order.id.slice(0, 8)}, ${refund.reason}`;
      if (paidWith === 'upi') {
        await this.utrs.claim(manager, { utr: utr!, shopId: refund.shopId, paidFor: 'refund', paidForId: refund.id });
      }
      if (paidWith === 'khata') {
        const credit = {
          shopId: refund.shopId,
          customerId: refund.customerId,
          orderId: order.id,
          amount: refund.amount,
        };
        await this.khata.creditRefund(manager, { ...credit, actorId: payer.userId, note: refund.reason });
      }
      const now = this.clock.now();
      await manager.update(Refund, id, {
        status: 'paid',
        paidWith,
        utr: utr ?? null,
        paidAt: now,
        paidRecordedBy: payer.userId,
      });
      const how = { cash: 'in cash', upi: `by UPI, UTR ${utr}`, khata: 'as credit on the khata' }[paidWith];
      await this.orders.recordStatus(manager, payer, order.id, order.status, now, {
        event: 'refund-paid',
        reason: `Refund of ₹${formatMoney(refund.amount)} paid back ${how}`,
      });
      await this.audit.record(
        manager,
        { id: payer.userId, role: payer.role },
        {
          action: 'refund.paid',
          entityType: 'refund',
          entityId: id,
          entityName: note,
          before: { status: 'due' },
          after: { status: 'paid', amount: formatMoney(refund.amount), paidWith, utr: utr ?? null },
        },
      );
    });
    return this.findOne(scope, id);
  }

  async findOne(scope: RefundScope, id: string): Promise<RefundResponse> {
    const row = await selectRefundRows(this.dataSource)
      .where({ ...scope, id })
      .getRawOne<RefundRow>();
    if (!row) throw new NotFoundException(REFUND_NOT_FOUND);
    return RefundResponse.from(row);
  }

  /** A page of the refunds in scope; `filter` takes status, paidWith, orderId, claimId and q. */
  async list(scope: RefundScope, query: ListQueryDto): Promise<Page<RefundResponse>> {
    const page = await findRawPage<RefundRow>(selectRefundRows(this.dataSource).where(scope), query, REFUND_LIST);
    return mapPage(page, RefundResponse.from);
  }

  /**
   * Per shop (or for `shopId` alone), the refunds paid back within [from, until) of the orders the
   * ledger counts as taken (`REVENUE_STATUSES`), summed by how; a shop without any is absent.
   */
  async paidPerShop(span: { from: Date; until: Date }, shopId?: string): Promise<Map<string, RefundSums>> {
    const rows = await this.dataSource.query<Record<keyof RefundSums | 'shopId', string>[]>(
      refundsPaidPerShopSql(Boolean(shopId)),
      [span.from, span.until, REVENUE_STATUSES, ...(shopId ? [shopId] : [])],
    );
    return new Map(
      rows.map(({ shopId: id, ...sums }) => [
        id,
        {
          refundsPaid: Number(sums.refundsPaid),
          refundedInCash: Number(sums.refundedInCash),
          refundedByUpi: Number(sums.refundedByUpi),
          refundedToKhata: Number(sums.refundedToKhata),
        },
      ]),
    );
  }

  /** What the claim is owed by the policy: its units' value (and the delivery charge when nothing came), or the late rule's. */
  private async owedFor(
    manager: EntityManager,
    order: Order,
    { claim, lines, decision, amount }: ClaimRefund,
    deliveryRefunded: Paise,
  ): Promise<RefundAmount> {
    const deliveryLeft = order.deliveryCharges - deliveryRefunded;
    if (claim.reasonCode === 'FLM004') {
      if (amount !== undefined)
        throw new BadRequestException("A late delivery's refund is set by the rule: send no amount.");
      const itemsValue = order.finalAmount - order.deliveryCharges;
      return {
        amount: lateDeliveryRefund(deliveryLeft, itemsValue, this.config.lateRefundPercent),
        deliveryCharges: deliveryLeft,
      };
    }
    const value = claimedValue(lines, await this.refundedUnits(manager, order.id));
    const deliveryCharges = claim.reasonCode === 'ORD001' ? deliveryLeft : 0;
    if (decision === 'full-refund') return { amount: value + deliveryCharges, deliveryCharges };
    if (amount === undefined) throw new BadRequestException('amount is required for a partial refund');
    if (amount > value + deliveryCharges) {
      throw new BadRequestException(
        `amount must be at most ₹${formatMoney(value + deliveryCharges)}, what the claim concerns was paid`,
      );
    }
    return { amount, deliveryCharges: 0 };
  }

  /**
   * The credit note of a refund of an invoiced order, in its transaction: the claimed units at their
   * full value (with the delivery charge given back), a partial amount over them, a late delivery's
   * share over the order's lines, or the rest of the order. The refund is then the note's total, to
   * the paisa. Nothing for an order without an invoice.
   */
  private async creditNoteFor(
    manager: EntityManager,
    order: Order,
    reason: string,
    owed: RefundAmount,
    what: ClaimRefund | 'rest',
  ): Promise<{ creditNoteId: string; amount: Paise } | undefined> {
    const supplied = (await this.orders.linesOf(manager, order.id)).filter(
      (item) => item.fulfillmentStatus !== 'not fulfillable',
    );
    const lines = what === 'rest' || what.claim.reasonCode === 'FLM004' ? wholeLines(supplied) : what.lines;
    const request: CreditNoteRequest = {
      orderId: order.id,
      shopId: order.shopId,
      reason: `Order #${order.id.slice(0, 8)}: ${reason}`,
      lines: lines.map(creditedLine),
    };
    if (what === 'rest') request.rest = true;
    else if (what.decision === 'full-refund') request.deliveryCharges = owed.deliveryCharges;
    else {
      const itemsPart = owed.amount - owed.deliveryCharges;
      if (itemsPart > 0) request.amount = itemsPart;
      else request.lines = [];
      request.deliveryCharges = owed.deliveryCharges;
    }
    const note = await this.creditNotes.issue(manager, request, this.clock.now());
    return note && { creditNoteId: note.id, amount: note.total };
  }

  private async insert(
    manager: EntityManager,
    order: Order,
    changer: OrderChanger,
    refund: RefundAmount & { claimId: string | null; reason: string; creditNoteId?: string },
  ): Promise<Refund> {
    const row = manager.create(Refund, {
      ...refund,
      orderId: order.id,
      shopId: order.shopId,
      customerId: order.customerId,
      status: 'due',
      createdBy: changer.userId,
      createdAt: this.clock.now(),
    });
    await manager.insert(Refund, row);
    return row;
  }

  /** Claims of the order still waiting for a decision, settled by its full refund. */
  private async settleOpenClaims(manager: EntityManager, order: Order, admin: SessionUser): Promise<void> {
    const now = this.clock.now();
    await manager.update(
      Claim,
      { orderId: order.id, status: In(['open', 'escalated']) },
      {
        status: 'accepted',
        outcome: 'full-refund',
        refundAmount: 0,
        decisionNote: 'Settled by the full refund of the order',
        decidedByRole: 'admin',
        decidedBy: admin.id,
        decidedAt: now,
        updatedAt: now,
      },
    );
  }

  private async refundedOf(manager: EntityManager, orderId: string): Promise<RefundAmount> {
    const [row] = (await manager.query(REFUNDED_OF_ORDER, [orderId])) as {
      refunded: string;
      deliveryRefunded: string;
    }[];
    return { amount: Number(row.refunded), deliveryCharges: Number(row.deliveryRefunded) };
  }

  /** Per line of the order, the units refunded at their full value by claims accepted before. */
  private async refundedUnits(manager: EntityManager, orderId: string): Promise<Map<string, number>> {
    const rows = (await manager.query(CLAIMED_UNITS, [orderId])) as {
      orderItemId: string;
      fullyRefundedUnits: number;
    }[];
    return new Map(rows.map((row) => [row.orderItemId, row.fullyRefundedUnits]));
  }
}
