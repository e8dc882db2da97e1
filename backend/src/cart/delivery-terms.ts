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
  /** Null when the shop has no location (not located yet), or there is no address. */
  deliversToAddress: boolean | null;
  /** From the shop to the address, to 0.1 km; null when either is not located. */
  distanceKm: number | null;
  /** Whether the distance is measured from a pincode's centre (the address's or the shop's), not a pin. */
  distanceApproximate: boolean;
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
  distanceApproximate: boolean;
  /** The address as a refusal names it ("Marine Drive, Mumbai"). */
  placeName: string;
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
    `${shopName} delivers within ${radiusKm} km; ${input.placeName} is ${kmBeyond(distanceKm!, radiusKm)} km away`;
  const belowMinimum =
    missing !== null &&
    missing > 0 &&
    `Add ₹${formatMoney(missing)} more to reach ${shopName}'s minimum order of ₹${formatMoney(minimumOrder!)}.`;
  return {
    openNow: opening.openNow,
    opensAt: opening.opensAt,
    deliversToAddress,
    distanceKm: distanceKm === undefined ? null : Math.round(distanceKm * 10) / 10,
    distanceApproximate: distanceKm !== undefined && input.distanceApproximate,
    amountToMinimum: missing,
    estimatedDeliveryMinutes: estimatedDeliveryMinutes(input.preparationMinutes, distanceKm, input.speedKmph),
    checkoutBlockedBy: opening.closedBecause || outside || belowMinimum || null,
  };
}

const wholeKm = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * A distance beyond the radius, to 0.1 km up to 100 km and in whole km grouped the Indian way past it
 * ("1,150"); never written as the radius itself (15.04 km is "15.1", not "15.0").
 */
function kmBeyond(distanceKm: number, radiusKm: number): string {
  if (distanceKm >= 100 && Math.round(distanceKm) > radiusKm) return wholeKm.format(distanceKm);
  const rounded = Math.round(distanceKm * 10) / 10;
  return (rounded > radiusKm ? rounded : Math.ceil(distanceKm * 10) / 10).toFixed(1);
}

/**
 * An address as a refusal names it: its first part that is not a flat or house number, and its city.
 * "12 Marine Drive" in Mumbai is "Marine Drive, Mumbai"; "Flat 302, Shanti Apartments, Tonk Road" in
 * Jaipur is "Shanti Apartments, Jaipur".
 */
export function placeNameOf({ addressLine, city }: { addressLine: string; city: string }): string {
  const parts = addressLine
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  while (parts.length > 1 && /\d/.test(parts[0])) parts.shift();
  const street = (parts[0] ?? '').replace(/^\S*\d\S*(\s+|$)/, '');
  return street === '' ? city : `${street}, ${city}`;
}
