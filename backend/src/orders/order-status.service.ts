import { ConflictException, Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { assertReadOnlyFieldsUnchanged } from '../common/read-only-fields';
import { cancellationReason } from './cancellation-reasons';
import { DeliveryCodesService } from './delivery-codes.service';
import {
  AdminUpdateOrderDto,
  CancelOrderDto,
  ShopkeeperUpdateOrderDto,
  UpdateOrderStatusDto,
} from './dto/order-requests.dto';
import { OrderResponse } from './dto/order.dto';
import { OrderTransitionsService } from './order-transitions.service';
import { cancellableUntil, isLate } from './order-state-machine';
import { Order } from './order.entity';
import { ChangeReason, OrderChanger, OrderScope, OrdersService, UNCHANGED } from './orders.service';

/** The body of a status change: the shopkeeper's has the delivery code, the admin's an override reason. */
type StatusChangeBody = ShopkeeperUpdateOrderDto | AdminUpdateOrderDto;

/**
 * The status changes people ask for: the PUT of an order by its shop (delivery needs the customer's
 * code) or by an admin (an override, audited), and the customer's cancellation.
 */
@Injectable()
export class OrderStatusService {
  constructor(
    private readonly orders: OrdersService,
    private readonly transitions: OrderTransitionsService,
    private readonly deliveryCodes: DeliveryCodesService,
    private readonly audit: AuditService,
  ) {}

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
    const answer = await this.orders.withLockedOrder(scope, id, async (manager, order) => {
      const current = await this.orders.findOne(scope, id, manager);
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
        this.transitions.assertAllowed(changer, order, changes.status);
        wrongCode = await this.deliveryCodes.check(manager, order, (changes as ShopkeeperUpdateOrderDto).deliveryCode);
        if (wrongCode) return; // The wrong code is counted: committed, then refused.
      }
      await this.transitions.changeStatus(manager, changer, order, changes.status, why);
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
    return this.orders.withLockedOrder({ customerId }, id, (manager, order) =>
      this.transitions.changeStatus(manager, { role: 'customer', userId: customerId }, order, 'cancelled', why),
    );
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
