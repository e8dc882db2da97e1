import { ConflictException, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { InvoicesService } from '../invoices/invoices.service';
import { KhataService } from '../khata/khata.service';
import { CommissionAccountsService } from '../shops/commission-accounts.service';
import { DeliveryCodesService } from './delivery-codes.service';
import { OrderFulfillmentService } from './order-fulfillment.service';
import { REVENUE_STATUSES } from './order-reports.service';
import { cashPaid, statusAwaitingPayment } from './order-payment';
import { refusal } from './order-state-machine';
import { OrderStatus } from './order-status';
import { Order } from './order.entity';
import { ChangeReason, OrderChanger, OrdersService } from './orders.service';

/** An invoiced order is taken back only by a credit note (CGST Act, section 34). */
export const INVOICED_NOT_CANCELLABLE =
  'This order has a tax invoice: it can no longer be cancelled. Refund it in full instead, which issues its GST credit note.';

/**
 * What a module above this one does in the transaction of a cancellation, the order locked: the
 * refunds module owes the customer back what they paid. Answers a note for the timeline, if any.
 */
export type CancellationStep = (
  manager: EntityManager,
  changer: OrderChanger,
  order: Order,
) => Promise<string | undefined>;

/** The reason of a timeline entry with a note after it. */
const withNote = (reason: string | undefined, note: string | undefined) =>
  [reason, note].filter(Boolean).join(' — ') || undefined;

/**
 * Moves a locked order from one status to another through the state machine, does what entering
 * the new status does, and records the move in the order's timeline.
 */
@Injectable()
export class OrderTransitionsService {
  constructor(
    private readonly orders: OrdersService,
    private readonly fulfillment: OrderFulfillmentService,
    private readonly deliveryCodes: DeliveryCodesService,
    private readonly invoices: InvoicesService,
    private readonly commissionAccounts: CommissionAccountsService,
    private readonly khata: KhataService,
    private readonly clock: Clock,
  ) {}

  private readonly cancellationSteps: CancellationStep[] = [];

  /** Adds a step to every cancellation: the modules that import this one register theirs as the app starts. */
  onCancel(step: CancellationStep): void {
    this.cancellationSteps.push(step);
  }

  /** 409 with the state machine's reason when `changer` may not move the order to `to` now. */
  assertAllowed(changer: OrderChanger, order: Order, to: OrderStatus) {
    const refused = refusal({
      actor: changer.role,
      from: order.status,
      to,
      placedAt: order.createdAt,
      now: this.clock.now(),
      deliveryCodeLocked: this.deliveryCodes.isLocked(order),
      awaitingPayment: statusAwaitingPayment(order),
    });
    if (refused) throw new ConflictException(refused);
  }

  /**
   * Moves the order to `to` and records it. Entering `pending` starts the accept-by clock again;
   * dispatch marks the lines nobody checked fulfilled (saying so in the timeline) and makes a new
   * delivery code for the customer. Cancelling gives the stock back, reverses a khata order and runs
   * the other modules' steps (`onCancel`).
   */
  async changeStatus(
    manager: EntityManager,
    changer: OrderChanger,
    order: Order,
    to: OrderStatus,
    why: ChangeReason = {},
  ) {
    this.assertAllowed(changer, order, to);
    const now = this.clock.now();
    const changes: Partial<Order> = { status: to, updatedAt: now };
    if (to === 'pending') changes.acceptBy = this.orders.acceptByFrom(now);
    let reason = why.reason;
    if (to === 'dispatched') {
      Object.assign(changes, this.deliveryCodes.issue());
      const marked = await this.fulfillment.fulfillUnchecked(manager, order.id);
      if (marked) {
        const note = `${marked} unchecked ${marked === 1 ? 'item' : 'items'} marked fulfilled at dispatch`;
        reason = withNote(reason, note);
      }
    }
    if (to === 'cancelled') {
      if (await this.invoices.isInvoiced(manager, order.id)) throw new ConflictException(INVOICED_NOT_CANCELLABLE);
      await this.fulfillment.giveBackStock(manager, order.id);
      if (order.paymentMethod === 'khata') {
        const note = `Order #${order.id.slice(0, 8)} cancelled`;
        await this.khata.reverseOrder(manager, { orderId: order.id, actorId: changer.userId, note });
      }
      for (const step of this.cancellationSteps) reason = withNote(reason, await step(manager, changer, order));
    }
    // Delivery is the time of supply: the invoice is issued with it, or not at all. A replacement is no sale.
    if (to === 'delivered' && order.replacementOf === null) await this.invoices.issue(manager, order, now);
    // The commission ledger counts the order from the moment it is first revenue, at the rate in force then.
    if (REVENUE_STATUSES.includes(to) && order.deliveredAt === null) {
      changes.deliveredAt = now;
      changes.commissionRate = await this.commissionAccounts.rateInForce(order.shopId, manager);
    }
    // Cash on delivery is paid at the door: the delivery is the payment.
    if (REVENUE_STATUSES.includes(to) && order.paymentMethod === 'cash_on_delivery' && order.paymentStatus !== 'paid') {
      Object.assign(changes, cashPaid(order, now));
    }
    await manager.update(Order, order.id, changes);
    await this.orders.recordStatus(manager, changer, order.id, to, now, { reasonCode: why.reasonCode, reason });
  }
}
