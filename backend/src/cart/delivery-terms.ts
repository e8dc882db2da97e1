import { formatMoney, Paise } from '../common/money';
import { amountToMinimum, estimatedDeliveryMinutes, withinDeliveryRadius } from '../pricing/pricing';
import type { ShopOpening } from '../shops/opening-hours.service';

/**
 * Whether and when a cart's shop can deliver it to an address (issue 12, points 4 to 6): what the
 * cart and the quote say beforehand, and what checkout refuses with, in the same words.
 */
export interface DeliveryTerms {
  openNow: boolean;
  opensAt: Date | null;
  /** Null when the address or the shop has no location, or there is no address. */
  deliversToAddress: boolean | null;
  /** Null when the shop sets no minimum. */
  amountToMinimum: Paise | null;
  estimatedDeliveryMinutes: number;
  /** The first of: closed, outside the delivery area, below the minimum order; null when none. */
  checkoutBlockedBy: string | null;
}

export interface DeliveryTermsInput {
  shopName: string;
  opening: ShopOpening;
  /** From the shop to the address; undefined when either location is unknown. */
  distanceKm: number | undefined;
  radiusKm: number;
  /** What the goods come to, GST included, delivery left out. */
  goods: Paise;
  minimumOrder: Paise | null;
  preparationMinutes: number;
  speedKmph: number;
}

export function deliveryTerms(input: DeliveryTermsInput): DeliveryTerms {
  const { shopName, opening, distanceKm, radiusKm, minimumOrder } = input;
  const deliversToAddress = distanceKm === undefined ? null : withinDeliveryRadius(distanceKm, radiusKm);
  const missing = amountToMinimum(input.goods, minimumOrder);
  const outside =
    deliversToAddress === false &&
    `${shopName} does not deliver to that address: it is ${kmBeyond(distanceKm!, radiusKm)} km away, ` +
      `beyond its ${radiusKm} km delivery radius.`;
  const belowMinimum =
    missing !== null &&
    missing > 0 &&
    `Add ₹${formatMoney(missing)} more to reach ${shopName}'s minimum order of ₹${formatMoney(minimumOrder!)}.`;
  return {
    openNow: opening.openNow,
    opensAt: opening.opensAt,
    deliversToAddress,
    amountToMinimum: missing,
    estimatedDeliveryMinutes: estimatedDeliveryMinutes(input.preparationMinutes, distanceKm, input.speedKmph),
    checkoutBlockedBy: opening.closedBecause || outside || belowMinimum || null,
  };
}

/** A distance beyond the radius to 0.1 km, never written as the radius itself (15.04 km is "15.1", not "15.0"). */
function kmBeyond(distanceKm: number, radiusKm: number): string {
  const rounded = Math.round(distanceKm * 10) / 10;
  return (rounded > radiusKm ? rounded : Math.ceil(distanceKm * 10) / 10).toFixed(1);
}
