import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, dataOf } from '../../api/client';
import type { components } from '../../api/schema';
import { queryKeys } from '../../api/query-keys';
import type { Cart } from '../storefront-types';

type CheckoutRequest = components['schemas']['CheckoutDto'];

export type Totals = Pick<Cart, 'totalAmount' | 'gstAmount' | 'deliveryCharges' | 'finalAmount'>;

/** The cart priced for delivery to `addressId`. */
export function useCartQuote(addressId: string | null) {
  return useQuery({
    queryKey: queryKeys.cartQuote(addressId ?? ''),
    queryFn: () => dataOf(api.GET('/api/customer/cart/quote', { params: { query: { addressId: addressId ?? '' } } })),
    enabled: addressId !== null,
  });
}

export interface PlaceOrderInput {
  customerAddressId: string;
  /** The totals the person saw: the server refuses the order (409) when its own differ. */
  totals: Totals;
  /** One per attempt: sending it again answers the first order instead of making a second. */
  idempotencyKey: string;
}

/**
 * The spec's client cart object, of which the server reads these three totals. The API documents
 * `cart` as a free-form object, which the generated type renders as an empty record: hence the cast.
 */
function clientTotals(totals: Totals) {
  const cart = { totalAmount: totals.totalAmount, totalGstAmount: totals.gstAmount, finalTotal: totals.finalAmount };
  return cart as unknown as CheckoutRequest['cart'];
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerAddressId, totals, idempotencyKey }: PlaceOrderInput) =>
      dataOf(
        api.POST('/api/customer/orders', {
          body: {
            customerAddressId,
            paymentMethod: 'cash_on_delivery',
            cart: clientTotals(totals),
          },
          params: { header: { 'idempotency-key': idempotencyKey } },
        }),
      ),
    // The server emptied the cart and made an order: both cached views are out of date.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customerOrders }),
      ]),
  });
}

/** The server's own totals when it refused the order because the prices changed. */
export function changedTotalsOf(error: unknown): Totals | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    return (JSON.parse(error.body) as { totals?: Totals }).totals ?? null;
  } catch {
    return null;
  }
}

/** crypto.randomUUID exists only on secure origins (https, localhost); a plain-http LAN address lacks it. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
