import { cancellableUntil, itemsChangeable, nextStatuses, refusal } from './order-state-machine';
import { ORDER_STATUSES, OrderActor, OrderStatus } from './order-status';

const placedAt = new Date('2026-11-23T10:00:00.000Z');
const minutesLater = (minutes: number) => new Date(placedAt.getTime() + minutes * 60_000);
const allowed = (actor: OrderActor, from: OrderStatus, to: OrderStatus, now = minutesLater(1)) =>
  refusal({ actor, from, to, placedAt, now }) === undefined;

/** Every move an actor may make, as "from → to". */
const movesOf = (actor: OrderActor) =>
  ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => allowed(actor, from, to)).map((to) => `${from} → ${to}`),
  );

describe('order state machine', () => {
  it('lets a shopkeeper go one step forward, or cancel before dispatch, and nothing else', () => {
    expect(movesOf('shopkeeper')).toEqual([
      'pending → confirmed',
      'pending → cancelled',
      'confirmed → ready for pickup',
      'confirmed → cancelled',
      'ready for pickup → dispatched',
      'ready for pickup → cancelled',
      'dispatched → delivered',
      'delivered → complete',
    ]);
  });

  it('lets a customer only cancel a pending order, within 30 minutes', () => {
    expect(movesOf('customer')).toEqual(['pending → cancelled']);
    expect(allowed('customer', 'pending', 'cancelled', new Date(minutesLater(30).getTime() - 1))).toBe(true);
    expect(refusal({ actor: 'customer', from: 'pending', to: 'cancelled', placedAt, now: minutesLater(30) })).toBe(
      'An order can only be cancelled within 30 minutes of placing it.',
    );
  });

  it('lets the accept-by timer only cancel a pending order, at any time', () => {
    expect(movesOf('system')).toEqual(['pending → cancelled']);
    expect(allowed('system', 'pending', 'cancelled', minutesLater(24 * 60))).toBe(true);
  });

  it('takes delivery from the shopkeeper after five wrong delivery codes, not from an admin', () => {
    const deliver = (actor: OrderActor) =>
      refusal({
        actor,
        from: 'dispatched',
        to: 'delivered',
        placedAt,
        now: minutesLater(60),
        deliveryCodeLocked: true,
      });
    expect(deliver('shopkeeper')).toBe(
      'Five wrong delivery codes were entered: ask the Mohalla team to mark this order delivered.',
    );
    expect(deliver('admin')).toBeUndefined();
    expect(nextStatuses('shopkeeper', 'dispatched', placedAt, minutesLater(60), true)).toEqual([]);
  });

  it('lets an admin set any other status, final ones included', () => {
    expect(movesOf('admin')).toHaveLength(ORDER_STATUSES.length * (ORDER_STATUSES.length - 1));
    expect(allowed('admin', 'cancelled', 'pending')).toBe(true);
    expect(allowed('admin', 'complete', 'delivered')).toBe(true);
  });

  it('explains every refusal in words', () => {
    const refuse = (actor: OrderActor, from: OrderStatus, to: OrderStatus) =>
      refusal({ actor, from, to, placedAt, now: minutesLater(1) });
    expect(refuse('shopkeeper', 'pending', 'dispatched')).toBe(
      'An order that is pending can only be changed to confirmed or cancelled.',
    );
    expect(refuse('shopkeeper', 'dispatched', 'cancelled')).toBe(
      'The order is dispatched: it can no longer be cancelled.',
    );
    expect(refuse('shopkeeper', 'cancelled', 'pending')).toBe('The order is cancelled: it can no longer change.');
    expect(refuse('customer', 'confirmed', 'cancelled')).toBe('The order is confirmed: it can no longer be cancelled.');
    expect(refuse('customer', 'pending', 'confirmed')).toBe(
      'You can only cancel an order, and only while it is pending.',
    );
    expect(refuse('admin', 'pending', 'pending')).toBe('The order is already pending.');
  });

  it('tells until when a customer may cancel', () => {
    expect(cancellableUntil('pending', placedAt, minutesLater(10))).toEqual(minutesLater(30));
    expect(cancellableUntil('pending', placedAt, minutesLater(30))).toBeNull();
    expect(cancellableUntil('confirmed', placedAt, minutesLater(1))).toBeNull();
  });

  it('lets the shop change items until dispatch, and nobody else', () => {
    const changeableBy = (actor: OrderActor) => ORDER_STATUSES.filter((status) => itemsChangeable(actor, status));
    expect(changeableBy('shopkeeper')).toEqual(['pending', 'confirmed', 'ready for pickup']);
    expect(changeableBy('customer')).toEqual([]);
    expect(changeableBy('admin')).toEqual([]);
  });

  it('lists the statuses each role may set next', () => {
    expect(nextStatuses('shopkeeper', 'pending', placedAt, minutesLater(1))).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('shopkeeper', 'ready for pickup', placedAt, minutesLater(1))).toEqual([
      'dispatched',
      'cancelled',
    ]);
    expect(nextStatuses('shopkeeper', 'dispatched', placedAt, minutesLater(1))).toEqual(['delivered']);
    expect(nextStatuses('shopkeeper', 'cancelled', placedAt, minutesLater(1))).toEqual([]);
    expect(nextStatuses('customer', 'pending', placedAt, minutesLater(29))).toEqual(['cancelled']);
    expect(nextStatuses('customer', 'pending', placedAt, minutesLater(30))).toEqual([]);
    expect(nextStatuses('customer', 'confirmed', placedAt, minutesLater(1))).toEqual([]);
    expect(nextStatuses('admin', 'delivered', placedAt, minutesLater(1))).toEqual(
      ORDER_STATUSES.filter((status) => status !== 'delivered'),
    );
  });
});
