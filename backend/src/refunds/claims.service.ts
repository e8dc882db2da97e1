import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { formatMoney } from '../common/money';
import type { SessionUser } from '../common/session-user';
import { Page, findRawPage, mapPage } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { ListSpec } from '../database/paging/list-spec';
import { ImagesService } from '../images/images.service';
import { OrderItem } from '../orders/order-item.entity';
import type { OrderEvent } from '../orders/order-status';
import { Order } from '../orders/order.entity';
import { OrderChanger, OrderScope, OrdersService, SYSTEM, UNCHANGED } from '../orders/orders.service';
import { ReplacementsService } from '../orders/replacements.service';
import { ClaimItem } from './claim-item.entity';
import { Claim } from './claim.entity';
import type { ClaimedLine } from './claimed-lines';
import { ClaimDecisionDto, ClaimItemDto, DisputeClaimDto, OpenClaimDto } from './dto/claim-requests.dto';
import { ClaimResponse } from './dto/claim.dto';
import { RefundsService } from './refunds.service';
import { CLAIMED_UNITS, ClaimRow, LIVE_CLAIM_OF_REASON, selectClaimRows } from './refunds.queries';
import {
  answerBy,
  claimReason,
  claimRefusal,
  ClaimReasonCode,
  disputableUntil,
  MAX_CLAIM_PHOTOS,
  SHOP_ANSWERS_WITHIN_HOURS,
} from './refund-policy';

export const CLAIM_NOT_FOUND = 'Claim not found';

/** Whose claims a caller sees: a customer's own, a shop's, or all (an admin). */
export type ClaimScope = { customerId: string } | { shopId: string } | Record<string, never>;

/** Who decides a claim: its shop while it is open, the admin once it is escalated (final). */
export type ClaimDecider = { role: 'shopkeeper'; userId: string; shopId: string } | { role: 'admin'; userId: string };

/** Per line of an order: the units in accepted claims, and whether an open claim names it. */
interface ClaimedUnits {
  acceptedUnits: number;
  inOpenClaim: boolean;
}

const CLAIM_LIST: ListSpec = {
  columns: {
    id: 'claim.id',
    orderId: 'claim.orderId',
    shopId: 'claim.shopId',
    customerId: 'claim.customerId',
    status: 'claim.status',
    reasonCode: 'claim.reasonCode',
    escalation: 'claim.escalation',
    answerBy: 'claim.answerBy',
    customerName: 'order.customerName',
    shopName: 'order.shopName',
    createdAt: 'claim.createdAt',
    updatedAt: 'claim.updatedAt',
  },
  search: ['order.customerName', 'order.shopName', 'claim.comment', 'CAST(claim.orderId AS text)'],
  defaultSort: ['createdAt', 'DESC'],
  idFields: ['orderId', 'shopId', 'customerId'],
};

const ESCALATED_NOTE = {
  unanswered: `The shop did not answer within ${SHOP_ANSWERS_WITHIN_HOURS} hours: the Mohalla team decides.`,
  disputed: 'The customer disagrees with the rejection: the Mohalla team decides.',
} as const;

/**
 * Claims: problems a customer reports with a delivered order, within the policy's windows
 * (`refund-policy.ts`), and their decisions. Every change of a claim is made under its order's row
 * lock, so that claims of one order, and the decisions on them, take turns: the units of a line are
 * never claimed twice at once, and a claim is decided once however many people decide it at once.
 * Each step joins the order's timeline (live to the customer and the shop) and the audit trail.
 */
@Injectable()
export class ClaimsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
    private readonly replacements: ReplacementsService,
    private readonly refunds: RefundsService,
    private readonly images: ImagesService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The customer reports a problem with their delivered order: 409 outside its window or beyond what can be claimed. */
  async open(customer: SessionUser, orderId: string, body: OpenClaimDto): Promise<ClaimResponse> {
    let claimId = '';
    await this.orders.withLockedOrder({ customerId: customer.id }, orderId, async (manager, order) => {
      if (order.replacementOf !== null) {
        throw new ConflictException('A replacement is free of charge: report a problem with the original order.');
      }
      const refused = claimRefusal(body.reasonCode, order, this.clock.now());
      if (refused) throw new ConflictException(refused);
      await this.refunds.assertLeftToRefund(manager, order);
      const lines = await this.claimedLines(manager, order, body);
      claimId = await this.insert(manager, order, body, lines);
      const label = claimReason(body.reasonCode).label;
      const what = lines.map(({ item, quantity }) => `${quantity} × ${item.productName}`).join(', ');
      await this.record(manager, { role: 'customer', userId: customer.id }, order, 'claim-opened', [
        what ? `${label}: ${what}` : label,
        `“${body.comment}”`,
      ]);
      await this.audit.record(manager, customer, {
        action: 'claim.opened',
        entityType: 'claim',
        entityId: claimId,
        entityName: `Order #${order.id.slice(0, 8)}`,
        before: null,
        after: { orderId: order.id, reasonCode: body.reasonCode, items: lines.map(auditedLine), comment: body.comment },
      });
    });
    return this.findOne({ customerId: customer.id }, claimId);
  }

  /** Adds a photo to the customer's open claim of a wrong or damaged item, up to `MAX_CLAIM_PHOTOS`. */
  async addPhoto(customerId: string, id: string, upload: Buffer): Promise<ClaimResponse> {
    const image = await this.images.encode(upload);
    await this.withLockedClaim({ customerId }, id, async (manager, claim) => {
      if (!claimReason(claim.reasonCode).photos) {
        throw new ConflictException(`A claim of ${claimReason(claim.reasonCode).label.toLowerCase()} takes no photos.`);
      }
      if (claim.status !== 'open') throw new ConflictException('Photos can be added while the shop has not answered.');
      await this.images.add(manager, { kind: 'claim', id: claim.id }, image, MAX_CLAIM_PHOTOS);
    });
    return this.findOne({ customerId }, id);
  }

  /** The shop, or the admin once the claim is escalated, settles it or rejects it. */
  async decide(decider: ClaimDecider, id: string, body: ClaimDecisionDto): Promise<ClaimResponse> {
    const scope: ClaimScope = decider.role === 'shopkeeper' ? { shopId: decider.shopId } : {};
    await this.withLockedClaim(scope, id, async (manager, claim, order) => {
      this.assertDecidable(decider, claim);
      const reason = claimReason(claim.reasonCode);
      if (body.decision !== 'reject' && !(reason.outcomes as readonly string[]).includes(body.decision)) {
        throw new BadRequestException(
          `A claim of ${reason.label.toLowerCase()} is settled by ${reason.outcomes.join(' or ')}, or rejected.`,
        );
      }
      const now = this.clock.now();
      const changer: OrderChanger = { role: decider.role, userId: decider.userId };
      const decided: Partial<Claim> = {
        status: body.decision === 'reject' ? 'rejected' : 'accepted',
        decisionNote: body.note ?? null,
        decidedByRole: decider.role,
        decidedBy: decider.userId,
        decidedAt: now,
        updatedAt: now,
      };
      let summary: string;
      if (body.decision === 'reject') {
        summary = 'Claim rejected';
      } else if (body.decision === 'replacement') {
        const lines = await this.linesOf(manager, claim);
        decided.outcome = 'replacement';
        decided.refundAmount = 0;
        decided.replacementOrderId = await this.replacements.place(manager, changer, order, lines);
        summary = `Claim accepted: a replacement, order #${decided.replacementOrderId.slice(0, 8)}`;
      } else {
        const lines = await this.linesOf(manager, claim);
        const refund = await this.refunds.grant(manager, changer, order, {
          claim,
          lines,
          decision: body.decision,
          amount: body.amount,
        });
        decided.outcome = body.decision;
        decided.refundAmount = refund.amount;
        summary = `Claim accepted: ${body.decision === 'full-refund' ? 'full' : 'partial'} refund of ₹${formatMoney(refund.amount)}`;
      }
      await manager.update(Claim, claim.id, decided);
      const event: OrderEvent = body.decision === 'reject' ? 'claim-rejected' : 'claim-accepted';
      await this.record(manager, changer, order, event, [summary, body.note]);
      await this.audit.record(
        manager,
        { id: decider.userId, role: decider.role },
        {
          action: 'claim.decided',
          entityType: 'claim',
          entityId: claim.id,
          entityName: `Order #${order.id.slice(0, 8)}`,
          before: { status: claim.status },
          after: {
            status: decided.status,
            outcome: decided.outcome ?? null,
            refundAmount: decided.refundAmount === undefined ? null : formatMoney(decided.refundAmount ?? 0),
            note: decided.decisionNote,
          },
        },
      );
    });
    return this.findOne(scope, id);
  }

  /** The customer takes the shop's rejection to the admin, within `DISPUTE_WITHIN_HOURS` of it. */
  async dispute(customer: SessionUser, id: string, { note }: DisputeClaimDto): Promise<ClaimResponse> {
    await this.withLockedClaim({ customerId: customer.id }, id, async (manager, claim, order) => {
      if (claim.status !== 'rejected' || claim.decidedByRole !== 'shopkeeper') {
        throw new ConflictException(
          claim.decidedByRole === 'admin'
            ? "The Mohalla team's decision is final."
            : 'Only a claim the shop rejected can be taken to the Mohalla team.',
        );
      }
      const now = this.clock.now();
      if (now > disputableUntil(claim.decidedAt!)) {
        throw new ConflictException(
          'A rejection can be taken to the Mohalla team within 48 hours of it, and that time has passed.',
        );
      }
      await manager.update(Claim, claim.id, {
        status: 'escalated',
        escalation: 'disputed',
        escalatedAt: now,
        disputeNote: note,
        updatedAt: now,
      });
      await this.record(manager, { role: 'customer', userId: customer.id }, order, 'claim-disputed', [
        ESCALATED_NOTE.disputed,
        `“${note}”`,
      ]);
      await this.audit.record(manager, customer, {
        action: 'claim.disputed',
        entityType: 'claim',
        entityId: claim.id,
        entityName: `Order #${order.id.slice(0, 8)}`,
        before: { status: 'rejected' },
        after: { status: 'escalated', note },
      });
    });
    return this.findOne({ customerId: customer.id }, id);
  }

  /**
   * Sends the order's open claims that its shop did not answer by their time to the admin, under the
   * order's lock (the escalation timer's work); UNCHANGED when none is left to send.
   */
  async escalateUnanswered(manager: EntityManager, order: Order): Promise<typeof UNCHANGED | undefined> {
    const now = this.clock.now();
    const lapsed = await manager
      .createQueryBuilder(Claim, 'claim')
      .where("claim.orderId = :orderId AND claim.status = 'open' AND claim.answerBy < :now", { orderId: order.id, now })
      .getMany();
    if (lapsed.length === 0) return UNCHANGED;
    for (const claim of lapsed) {
      await manager.update(Claim, claim.id, {
        status: 'escalated',
        escalation: 'unanswered',
        escalatedAt: now,
        updatedAt: now,
      });
      await this.record(manager, SYSTEM, order, 'claim-escalated', [ESCALATED_NOTE.unanswered]);
    }
  }

  async findOne(
    scope: ClaimScope,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ClaimResponse> {
    const row = await selectClaimRows(manager)
      .where({ ...scope, id })
      .getRawOne<ClaimRow>();
    if (!row) throw new NotFoundException(CLAIM_NOT_FOUND);
    return ClaimResponse.from(row, this.clock.now());
  }

  /** A page of the claims in scope; `filter` takes status, reasonCode, escalation, orderId and q. */
  async list(scope: ClaimScope, query: ListQueryDto): Promise<Page<ClaimResponse>> {
    const qb = selectClaimRows(this.dataSource).where(scope);
    const page = await findRawPage<ClaimRow>(qb, query, CLAIM_LIST);
    const now = this.clock.now();
    return mapPage(page, (row) => ClaimResponse.from(row, now));
  }

  /** The claims of one order in scope, oldest first. */
  async ofOrder(scope: OrderScope, orderId: string): Promise<ClaimResponse[]> {
    await this.orders.findOne(scope, orderId);
    const rows = await selectClaimRows(this.dataSource)
      .where({ ...scope, orderId })
      .orderBy('claim.createdAt', 'ASC')
      .getRawMany<ClaimRow>();
    const now = this.clock.now();
    return rows.map((row) => ClaimResponse.from(row, now));
  }

  /** 409 unless `decider` may decide the claim now. */
  private assertDecidable(decider: ClaimDecider, claim: Claim): void {
    if (decider.role === 'admin') {
      if (claim.status !== 'escalated') {
        throw new ConflictException(
          claim.status === 'open'
            ? `The shop answers this claim first (until ${claim.answerBy.toISOString()}).`
            : 'This claim is decided: the decision stands.',
        );
      }
      return;
    }
    if (claim.status !== 'open') {
      throw new ConflictException(
        claim.status === 'escalated' ? 'This claim is with the Mohalla team now.' : 'This claim is decided already.',
      );
    }
    if (this.clock.now() > claim.answerBy) {
      throw new ConflictException(
        `The ${SHOP_ANSWERS_WITHIN_HOURS} hours to answer this claim have passed: the Mohalla team decides it.`,
      );
    }
  }

  /** The lines and units the claim will concern: those named for an item's problem, what is left of the order otherwise. */
  private async claimedLines(manager: EntityManager, order: Order, body: OpenClaimDto): Promise<ClaimedLine[]> {
    const reason = claimReason(body.reasonCode);
    const lines = await this.orders.linesOf(manager, order.id);
    const claimed = await this.claimedUnits(manager, order.id);
    if (reason.scope === 'order') {
      if (body.items?.length) {
        throw new BadRequestException(
          `A claim of ${reason.label.toLowerCase()} is of the whole order: leave items out.`,
        );
      }
      return this.wholeOrder(manager, order, body.reasonCode, lines, claimed);
    }
    if (!body.items?.length) throw new BadRequestException('items must name the lines and units concerned');
    const named = body.items.map((item, index, all) => {
      if (all.findIndex((other) => other.orderItemId === item.orderItemId) !== index) {
        throw new BadRequestException('items must name each line once');
      }
      return this.claimable(lineNamed(lines, item), item.quantity, claimed);
    });
    return named.sort((a, b) => a.item.position - b.item.position);
  }

  /** A late or undelivered order's claim: nothing (late), or every unit not yet refunded (not delivered). */
  private async wholeOrder(
    manager: EntityManager,
    order: Order,
    code: ClaimReasonCode,
    lines: OrderItem[],
    claimed: Map<string, ClaimedUnits>,
  ): Promise<ClaimedLine[]> {
    const [live] = (await manager.query(LIVE_CLAIM_OF_REASON, [order.id, code])) as unknown[];
    if (live) throw new ConflictException(`You reported this already: ${claimReason(code).label.toLowerCase()}.`);
    if (code === 'FLM004') return [];
    const left = lines
      .filter((item) => item.fulfillmentStatus !== 'not fulfillable')
      .map((item) => ({ item, quantity: item.quantity - (claimed.get(item.id)?.acceptedUnits ?? 0) }))
      .filter(({ quantity }) => quantity > 0);
    if (left.length === 0) throw new ConflictException('Everything on this order was refunded already.');
    return left.map(({ item, quantity }) => this.claimable(item, quantity, claimed));
  }

  /** The units of `item` to claim: 409 for a line not supplied, in an open claim, or with fewer units left. */
  private claimable(item: OrderItem, quantity: number, claimed: Map<string, ClaimedUnits>): ClaimedLine {
    const units = claimed.get(item.id);
    if (item.fulfillmentStatus === 'not fulfillable') {
      throw new ConflictException(`${item.productName} was not supplied, so it was never charged.`);
    }
    if (units?.inOpenClaim) throw new ConflictException(`${item.productName} is in an open claim already.`);
    const left = item.quantity - (units?.acceptedUnits ?? 0);
    if (quantity > left) {
      throw new ConflictException(
        left === 0
          ? `${item.productName} was refunded or replaced already.`
          : `Only ${left} of ${item.productName} can still be claimed.`,
      );
    }
    return { item, quantity };
  }

  private async claimedUnits(manager: EntityManager, orderId: string): Promise<Map<string, ClaimedUnits>> {
    const rows = (await manager.query(CLAIMED_UNITS, [orderId])) as (ClaimedUnits & { orderItemId: string })[];
    return new Map(rows.map(({ orderItemId, ...units }) => [orderItemId, units]));
  }

  private async insert(
    manager: EntityManager,
    order: Order,
    body: OpenClaimDto,
    lines: ClaimedLine[],
  ): Promise<string> {
    const now = this.clock.now();
    const { identifiers } = await manager.insert(Claim, {
      orderId: order.id,
      shopId: order.shopId,
      customerId: order.customerId,
      reasonCode: body.reasonCode,
      comment: body.comment,
      status: 'open',
      answerBy: answerBy(now),
      createdAt: now,
      updatedAt: now,
    });
    const id = identifiers[0].id as string;
    if (lines.length > 0) {
      await manager.insert(
        ClaimItem,
        lines.map(({ item, quantity }) => ({ claimId: id, orderItemId: item.id, quantity })),
      );
    }
    return id;
  }

  /** The claim's lines with their order lines, as sold. */
  private async linesOf(manager: EntityManager, claim: Claim): Promise<ClaimedLine[]> {
    const [items, lines] = await Promise.all([
      manager.findBy(ClaimItem, { claimId: claim.id }),
      this.orders.linesOf(manager, claim.orderId),
    ]);
    return items.map(({ orderItemId, quantity }) => ({
      item: lines.find((line) => line.id === orderItemId)!,
      quantity,
    }));
  }

  /** Runs `work` on the claim in scope, under its order's lock (404 for another's or no claim). */
  private async withLockedClaim(
    scope: ClaimScope,
    id: string,
    work: (manager: EntityManager, claim: Claim, order: Order) => Promise<void>,
  ): Promise<void> {
    const found = await this.dataSource.manager.findOneBy(Claim, { ...scope, id });
    if (!found) throw new NotFoundException(CLAIM_NOT_FOUND);
    await this.orders.withLockedOrder({}, found.orderId, async (manager, order) => {
      const claim = await manager.findOneByOrFail(Claim, { id });
      await work(manager, claim, order);
    });
  }

  /** Puts a step of a claim on the order's timeline, with the order's status then. */
  private record(
    manager: EntityManager,
    changer: OrderChanger,
    order: Order,
    event: OrderEvent,
    words: (string | undefined | null)[],
  ) {
    const reason = words.filter(Boolean).join(' — ').slice(0, 1100);
    return this.orders.recordStatus(manager, changer, order.id, order.status, this.clock.now(), { event, reason });
  }
}

/** The line of the order a claim item names: 400 for another order's or no line. */
function lineNamed(lines: OrderItem[], named: ClaimItemDto): OrderItem {
  const line = lines.find((item) => item.id === named.orderItemId);
  if (!line) throw new BadRequestException(`items: ${named.orderItemId} is not a line of this order`);
  return line;
}

function auditedLine({ item, quantity }: ClaimedLine) {
  return { orderItemId: item.id, productName: item.productName, quantity };
}
