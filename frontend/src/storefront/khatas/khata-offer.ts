import { formatRupees } from '../../format';
import { useKhataAtShop, type Khata } from './khatas-api';

/** The customer's khata at the cart's shop, and why the order may not go on it (null when it may). */
export interface KhataOffer {
  khata: Khata;
  refusal: string | null;
}

const paise = (amount: string) => Math.round(Number(amount) * 100);

/**
 * Why an order of `total` may not go on the khata as last read: frozen, or more than is available.
 * Only to say so before the customer tries: checkout asks the server, whose answer stands.
 */
function khataRefusal({ shopName, frozen, availableCredit }: Khata, total: string): string | null {
  if (frozen) return `Your khata at ${shopName} is frozen.`;
  if (paise(total) <= paise(availableCredit)) return null;
  return `This order's ${formatRupees(total)} is more than the ${formatRupees(availableCredit)} available on your khata.`;
}

/** The khata offer for an order of `total` at the shop; null while unknown, or without a khata there. */
export function useKhataOffer(shopId: string | null, total: string | undefined): KhataOffer | null {
  const khata = useKhataAtShop(shopId).data;
  if (!khata || total === undefined) return null;
  return { khata, refusal: khataRefusal(khata, total) };
}
