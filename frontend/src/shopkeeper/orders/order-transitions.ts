import type { OrderStatus } from '../../components/OrderStatusBadge';

// The shopkeeper's moves allowed by the server (decision D8), so the page offers no move it refuses.

const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: 'confirmed',
  confirmed: 'ready for pickup',
  'ready for pickup': 'dispatched',
  dispatched: 'delivered',
  delivered: 'complete',
};

/** Before dispatch: a shopkeeper may still cancel the order and change what it can fulfil. */
const BEFORE_DISPATCH: OrderStatus[] = ['pending', 'confirmed', 'ready for pickup'];

/** The current status first, then the next step forward and, before dispatch, cancelled. */
export function statusChoices(current: OrderStatus): OrderStatus[] {
  const next = NEXT_STATUS[current];
  return [current, ...(next ? [next] : []), ...(BEFORE_DISPATCH.includes(current) ? ['cancelled' as const] : [])];
}

export function canChangeFulfillment(status: OrderStatus): boolean {
  return BEFORE_DISPATCH.includes(status);
}
