import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '../../api/cart';
import { api, dataOf } from '../../api/client';
import { errorBody, errorStatus } from '../../api/errors';
import type { components } from '../../api/schema';
import { queryKeys } from '../../api/query-keys';
import type { SubstitutionPreference } from '../../components/orders/substitution-preferences';

type ClientCart = components['schemas']['ClientCartDto'];
type CheckoutBody = components['schemas']['CheckoutDto'];

/** When a UPI order is paid: now, before the shop dispatches it, or at the door. */
export type PayWhen = NonNullable<CheckoutBody['payWhen']>;

/** How the customer pays: cash on delivery, UPI straight to the shop (now or at the door), or later on the khata. */
export type CheckoutPayment =
  { method: 'cash_on_delivery' } | { method: 'upi'; payWhen: PayWhen } | { method: 'khata' };

export const CASH_ON_DELIVERY: CheckoutPayment = { method: 'cash_on_delivery' };

/** The payment of a method as first chosen: UPI is paid now unless the customer says otherwise. */
export function paymentOf(method: string): CheckoutPayment {
  if (method === 'upi') return { method: 'upi', payWhen: 'now' };
  return method === 'khata' ? { method: 'khata' } : CASH_ON_DELIVERY;
}

type Totals = Pick<Cart, 'totalAmount' | 'gstAmount' | 'deliveryCharges' | 'finalAmount'>;

/** The cart priced for delivery to `addressId`. */
export function useCartQuote(addressId: string | null) {
  return useQuery({
    queryKey: queryKeys.cartQuote(addressId ?? ''),
    queryFn: () => dataOf(api.GET('/api/customer/cart/quote', { params: { query: { addressId: addressId ?? '' } } })),
    enabled: addressId !== null,
  });
}

interface PlaceOrderInput {
  customerAddressId: string;
  /** The totals the person saw: the server refuses the order (409) when its own differ. */
  totals: Totals;
  /** One per attempt: sending it again answers the first order instead of making a second. */
  idempotencyKey: string;
  /** Asked when the profile has none: the server snapshots it on the order and saves it to the profile. */
  phone?: string;
  /** What the shop should do about an item it cannot supply. */
  substitutionPreference: SubstitutionPreference;
  payment: CheckoutPayment;
}

/** The spec's client cart object: the server reads these three totals of it. */
function clientCart(totals: Totals): ClientCart {
  return { totalAmount: totals.totalAmount, totalGstAmount: totals.gstAmount, finalTotal: totals.finalAmount };
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      customerAddressId,
      totals,
      idempotencyKey,
      phone,
      substitutionPreference,
      payment,
    }: PlaceOrderInput) =>
      dataOf(
        api.POST('/api/customer/orders', {
          body: {
            customerAddressId,
            paymentMethod: payment.method,
            ...(payment.method === 'upi' ? { payWhen: payment.payWhen } : {}),
            cart: clientCart(totals),
            substitutionPreference,
            ...(phone ? { phone } : {}),
          },
          params: { header: { 'idempotency-key': idempotencyKey } },
        }),
      ),
    // The server emptied the cart and made an order (and may have saved the phone to the profile, or
    // put the order on the khata): the cached views are out of date.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customerOrders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customerKhatas }),
      ]),
  });
}

/** The server's own totals when it refused the order because the prices changed. */
export function changedTotalsOf(error: unknown): Totals | null {
  if (errorStatus(error) !== 409) return null;
  return (errorBody(error)?.totals as Totals | undefined) ?? null;
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
