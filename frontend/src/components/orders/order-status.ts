import { enumMembers } from '../../api/enum-members';
import type { components } from '../../api/schema';

type Order = components['schemas']['OrderResponse'];

export type OrderStatus = Order['status'];

const GRAY = { bg: '#F3F4F6', fg: '#374151' };

/** The spec's badge colours, in the order an order moves through the statuses (cancelled may happen early). */
const STATUS_COLOURS: Record<OrderStatus, { bg: string; fg: string }> = {
  pending: GRAY,
  confirmed: { bg: '#DBEAFE', fg: '#1E40AF' },
  'ready for pickup': { bg: '#FEF3C7', fg: '#92400E' },
  dispatched: { bg: '#EDE9FE', fg: '#5B21B6' },
  delivered: { bg: '#DCFCE7', fg: '#166534' },
  complete: { bg: '#DCFCE7', fg: '#166534' },
  cancelled: { bg: '#FEE2E2', fg: '#991B1B' },
};

/** How every page, toast and menu writes each status: one way, everywhere. */
const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  'ready for pickup': 'Ready for pickup',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  complete: 'Complete',
  cancelled: 'Cancelled',
};

/** A status the server named, as people read it ("Ready for pickup"); one this build does not know yet, as sent. */
export function statusLabel(status: string): string {
  return Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status as OrderStatus] : status;
}

/** The statuses as react-admin select choices, labelled. */
export function statusSelectChoices(): { id: OrderStatus; name: string }[] {
  return ORDER_STATUSES.map((status) => ({ id: status, name: STATUS_LABELS[status] }));
}

/** Every order status, in that order. */
export const ORDER_STATUSES = enumMembers(STATUS_COLOURS);

/** The colours of a status the server named; gray for one this build does not know yet. */
export function statusColours(status: string): { bg: string; fg: string } {
  return Object.hasOwn(STATUS_COLOURS, status) ? STATUS_COLOURS[status as OrderStatus] : GRAY;
}

/**
 * What a status select offers: the order's status, then the statuses the server lets the caller
 * set now (`nextStatuses`, by role), in the order above.
 */
export function statusChoices(order: Pick<Order, 'status' | 'nextStatuses'>): OrderStatus[] {
  return ORDER_STATUSES.filter((status) => status === order.status || order.nextStatuses.includes(status));
}
