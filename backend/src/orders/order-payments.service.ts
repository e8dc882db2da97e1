import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { formatMoney } from '../common/money';
import { NotificationsService } from '../notifications/notifications.service';
import { UtrRegisterService } from '../payments/utr-register.service';
import { ConfirmPaymentDto } from './dto/order-payment-requests.dto';
import { OrderResponse } from './dto/order.dto';
import { paymentNotice } from './order-notices';
import { Order } from './order.entity';
import { OrderChanger, OrdersService } from './orders.service';

const NOT_UPI = 'This order is not paid by UPI.';
const ALREADY_PAID = "This order's payment is already confirmed.";

/**
 * UPI payments of orders, straight to the shop: the customer gives the UTR they paid with, the shop
 * confirms what reached it (with its UTR, once across the marketplace) or says it did not.
 */
@Injectable()
export class OrderPaymentsService {
  constructor(
    private readonly orders: OrdersService,
    private readonly utrs: UtrRegisterService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  /** The customer's UTR, for the shop to look for; after "not received", the order awaits the shop again. */
  sendReference(customerId: string, id: string, utr: string): Promise<OrderResponse> {
    return this.orders.withLockedOrder({ customerId }, id, async (manager, order) => {
      assertAwaitingUpi(order);
      await manager.update(Order, order.id, {
        customerUtr: utr,
        paymentStatus: 'unpaid',
        updatedAt: this.clock.now(),
      });
    });
  }

  /**
   * The shop received the payment: by UPI before dispatch or at the door, or in cash at the door.
   * The order is paid its final amount as it stands now.
   */
  confirm(shopkeeper: OrderChanger, shopId: string, id: string, { receivedAs, utr }: ConfirmPaymentDto) {
    if (receivedAs === 'upi' && utr === undefined) throw new BadRequestException('utr is required for a UPI payment');
    if (receivedAs === 'cash' && utr !== undefined) throw new BadRequestException('utr is for UPI payments only');
    return this.orders.withLockedOrder({ shopId }, id, async (manager, order) => {
      assertAwaitingUpi(order);
      if (receivedAs === 'cash' && !(order.paymentTiming === 'at_door' && order.status === 'dispatched')) {
        throw new ConflictException(
          'Cash is recorded only at the door: for an order paid on delivery, once dispatched.',
        );
      }
      if (utr) await this.utrs.claim(manager, { utr, shopId, paidFor: 'order', paidForId: order.id });
      const now = this.clock.now();
      await manager.update(Order, order.id, {
        paymentStatus: 'paid',
        paidWith: receivedAs,
        paymentUtr: utr ?? null,
        amountPaid: order.finalAmount,
        paidAt: now,
        updatedAt: now,
      });
      await this.record(manager, shopkeeper, order, 'order.payment-confirmed', {
        receivedAs,
        utr: utr ?? null,
        amount: formatMoney(order.finalAmount),
      });
    });
  }

  /** The shop found no such payment: the customer is told, and may pay again or send the right UTR. */
  markNotReceived(shopkeeper: OrderChanger, shopId: string, id: string): Promise<OrderResponse> {
    return this.orders.withLockedOrder({ shopId }, id, async (manager, order) => {
      assertAwaitingUpi(order);
      if (order.paymentStatus === 'not_received')
        throw new ConflictException('The payment is already marked not received.');
      await manager.update(Order, order.id, { paymentStatus: 'not_received', updatedAt: this.clock.now() });
      await this.record(manager, shopkeeper, order, 'order.payment-not-received', {
        customerUtr: order.customerUtr,
      });
    });
  }

  /** Tells the customer, and records the change in the audit trail. */
  private async record(
    manager: EntityManager,
    shopkeeper: OrderChanger,
    order: Order,
    action: 'order.payment-confirmed' | 'order.payment-not-received',
    after: Record<string, unknown>,
  ) {
    const received = action === 'order.payment-confirmed';
    await this.notifications.notifyAboutOrder(manager, order.id, [
      paymentNotice(order.id, received, formatMoney(order.finalAmount)),
    ]);
    return this.audit.record(
      manager,
      { id: shopkeeper.userId!, role: 'shopkeeper' },
      {
        action,
        entityType: 'order',
        entityId: order.id,
        before: { paymentStatus: order.paymentStatus },
        after: { paymentStatus: action === 'order.payment-confirmed' ? 'paid' : 'not_received', ...after },
      },
    );
  }
}

/** 409 unless the order is a UPI order, not cancelled, whose payment is still awaited. */
function assertAwaitingUpi(order: Order): void {
  if (order.paymentMethod !== 'upi') throw new ConflictException(NOT_UPI);
  if (order.status === 'cancelled') throw new ConflictException('The order is cancelled: nothing is due.');
  if (order.paymentStatus === 'paid') throw new ConflictException(ALREADY_PAID);
}
