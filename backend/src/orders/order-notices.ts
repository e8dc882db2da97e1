import type { OrderNotice } from '../notifications/notifications.service';
import type { OrderActor, OrderEvent, OrderStatus } from './order-status';

/** An entry of an order's timeline, as `OrdersService.recordStatus` writes it. */
export interface TimelineEntry {
  orderId: string;
  status: OrderStatus;
  role: OrderActor;
  event?: OrderEvent;
  reason?: string;
  /** Who hears of an entry that is neither a change of status nor an event (a replacement offered). */
  tell?: 'customer' | 'shop';
}

const pages = (orderId: string) => ({
  customer: `/customer/orders/${orderId}`,
  shop: `/shopkeeper/orders/${orderId}`,
  admins: `/admin/orders/${orderId}/show`,
});

/**
 * Who hears of an entry of an order's timeline, and what they are told: the customer of each step
 * of their order, the shop of new orders, cancellations by others and claims, the admins of claims
 * escalated to them. The shop's own changes are not told back to it.
 */
export function noticesOf(entry: TimelineEntry): OrderNotice[] {
  const number = `#${entry.orderId.slice(0, 8)}`;
  const url = pages(entry.orderId);
  const to = (audience: OrderNotice['audience'], notice: Omit<OrderNotice, 'audience' | 'url'>): OrderNotice => ({
    audience,
    url: url[audience],
    ...notice,
  });
  const why = entry.reason ? entry.reason : undefined;
  if (entry.event) return eventNotices(entry.event, number, why, entry.role, to);
  if (entry.tell) {
    return [to(entry.tell, { topic: 'orders', kind: 'order.note', title: `Order ${number}`, body: why ?? '' })];
  }
  switch (entry.status) {
    case 'pending':
      return [
        to('shop', {
          topic: 'orders',
          kind: 'order.placed',
          title: `New order ${number}`,
          body: 'Open the order desk to accept it.',
        }),
      ];
    case 'confirmed':
      return [
        to('customer', {
          topic: 'orders',
          kind: 'order.accepted',
          title: `Order ${number} accepted`,
          body: why ?? 'The shop is preparing your order.',
        }),
      ];
    case 'ready for pickup':
      return [
        to('customer', {
          topic: 'orders',
          kind: 'order.ready',
          title: `Order ${number} is ready`,
          body: 'It is packed and waits for its rider.',
        }),
      ];
    case 'dispatched':
      return [
        to('customer', {
          topic: 'orders',
          kind: 'order.dispatched',
          title: `Order ${number} is on its way`,
          body: 'Give the delivery code {code} to the rider when your order reaches you.',
        }),
      ];
    case 'delivered':
      return [
        to('customer', {
          topic: 'orders',
          kind: 'order.delivered',
          title: `Order ${number} delivered`,
          body: 'Thank you for shopping nearby. You can rate the shop or report a problem from the order.',
        }),
      ];
    case 'cancelled':
      return cancelledNotices(entry.role, number, why, to);
    default:
      return [];
  }
}

type Notify = (audience: OrderNotice['audience'], notice: Omit<OrderNotice, 'audience' | 'url'>) => OrderNotice;

function cancelledNotices(role: OrderActor, number: string, why: string | undefined, to: Notify): OrderNotice[] {
  if (role === 'system') {
    const body = 'The shop did not accept it in time. Nothing is due for it.';
    return [
      to('customer', { topic: 'orders', kind: 'order.auto-cancelled', title: `Order ${number} cancelled`, body }),
      to('shop', {
        topic: 'orders',
        kind: 'order.auto-cancelled',
        title: `Order ${number} cancelled: not accepted in time`,
        body: 'It waited too long on the desk.',
      }),
    ];
  }
  if (role === 'customer') {
    return [
      to('shop', {
        topic: 'orders',
        kind: 'order.cancelled',
        title: `Order ${number} cancelled by the customer`,
        body: why ?? '',
      }),
    ];
  }
  const byShop = role === 'shopkeeper';
  const notices = [
    to('customer', {
      topic: 'orders',
      kind: byShop ? 'order.rejected' : 'order.cancelled',
      title: byShop ? `Order ${number} was declined by the shop` : `Order ${number} cancelled`,
      body: why ?? 'Nothing is due for it.',
    }),
  ];
  if (!byShop)
    notices.push(
      to('shop', {
        topic: 'orders',
        kind: 'order.cancelled',
        title: `Order ${number} cancelled by Mohalla`,
        body: why ?? '',
      }),
    );
  return notices;
}

function eventNotices(
  event: OrderEvent,
  number: string,
  why: string | undefined,
  role: OrderActor,
  to: Notify,
): OrderNotice[] {
  const body = why ?? '';
  switch (event) {
    case 'claim-opened':
      return [
        to('shop', {
          topic: 'claims',
          kind: 'claim.opened',
          title: `Problem reported with order ${number}`,
          body: `${body}\n\nAnswer it within 24 hours.`,
        }),
      ];
    case 'claim-accepted':
    case 'claim-rejected': {
      const outcome = event === 'claim-accepted' ? 'accepted' : 'rejected';
      const notices = [
        to('customer', {
          topic: 'claims',
          kind: `claim.${outcome}`,
          title: `Your problem with order ${number} was ${outcome}`,
          body,
        }),
      ];
      if (role === 'admin')
        notices.push(
          to('shop', {
            topic: 'claims',
            kind: `claim.${outcome}`,
            title: `Mohalla ${outcome} the problem with order ${number}`,
            body,
          }),
        );
      return notices;
    }
    case 'claim-disputed':
      return [
        to('shop', {
          topic: 'claims',
          kind: 'claim.disputed',
          title: `The customer disputes your answer on order ${number}`,
          body,
        }),
      ];
    case 'claim-escalated':
      return [
        to('shop', {
          topic: 'claims',
          kind: 'claim.escalated',
          title: `The problem with order ${number} went to Mohalla`,
          body,
        }),
        to('admins', {
          topic: 'claims',
          kind: 'claim.escalated',
          title: `A claim on order ${number} waits for your decision`,
          body,
        }),
      ];
    case 'refund-paid':
    case 'refunded-in-full':
      return [to('customer', { topic: 'payments', kind: `order.${event}`, title: `Refund for order ${number}`, body })];
  }
}

/** What the customer is told when the shop confirms their UPI or cash payment, or finds none. */
export function paymentNotice(orderId: string, received: boolean, amount: string): OrderNotice {
  const number = `#${orderId.slice(0, 8)}`;
  return {
    audience: 'customer',
    topic: 'payments',
    kind: received ? 'order.payment-confirmed' : 'order.payment-not-received',
    title: received ? `Payment received for order ${number}` : `Payment for order ${number} not found`,
    body: received
      ? `The shop received ₹${amount}.`
      : 'The shop did not find your payment. Pay again, or send the right UTR from the order.',
    url: pages(orderId).customer,
  };
}
