import type { Paise } from '../common/money';

/**
 * The one place where Mohalla turns prices into amounts due (D7, D10): cart, quote, checkout and
 * fulfillment changes all call these pure functions. Everything is in integer paise; GST rates
 * are in hundredths of a percent (18% = 1800), so nothing here touches floating point.
 */

export interface PricedLineInput {
  /** The price of one unit as sold (the discounted price). */
  unitPrice: Paise;
  quantity: number;
  /** Hundredths of a percent: 1800 is 18%. */
  gstRate: number;
  gstIncluded: boolean;
}

export interface PricedLine {
  /** unitPrice × quantity: what the customer sees against the line. */
  lineTotal: Paise;
  /** The line's value before GST. */
  base: Paise;
  gst: Paise;
}

/** The fee of a delivery up to `upToKm` from the shop (and beyond the band before). */
export interface DeliveryFeeBand {
  upToKm: number;
  fee: Paise;
}

/**
 * What a delivery costs by its distance (issue 32): free within `freeWithinKm`, then by the bands, in
 * increasing `upToKm`, the last one's fee beyond them; `flatFee` when the distance is unknown (a shop
 * not located yet).
 */
export interface DeliveryRule {
  freeWithinKm: number;
  bands: readonly DeliveryFeeBand[];
  flatFee: Paise;
}

export interface OrderAmounts {
  /** Σ base. */
  totalAmount: Paise;
  /** Σ GST. */
  gstAmount: Paise;
  deliveryCharges: Paise;
  /** totalAmount + gstAmount + deliveryCharges. */
  finalAmount: Paise;
}

/** numerator / denominator rounded half up, for non-negative integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function priceLine({ unitPrice, quantity, gstRate, gstIncluded }: PricedLineInput): PricedLine {
  const lineTotal = unitPrice * quantity;
  if (gstIncluded) {
    const base = divideRoundHalfUp(lineTotal * 10_000, 10_000 + gstRate);
    return { lineTotal, base, gst: lineTotal - base };
  }
  return { lineTotal, base: lineTotal, gst: divideRoundHalfUp(lineTotal * gstRate, 10_000) };
}

/**
 * Free within the rule's distance of the shop, then the fee of the first band that reaches as far
 * (exactly on a limit counts as within), the last band's beyond them; the flat fee when a location
 * is unknown, or there are no bands.
 */
export function deliveryCharges(distanceKm: number | undefined, rule: DeliveryRule): Paise {
  if (distanceKm === undefined) return rule.flatFee;
  if (distanceKm <= rule.freeWithinKm) return 0;
  const band = rule.bands.find((each) => distanceKm <= each.upToKm) ?? rule.bands.at(-1);
  return band?.fee ?? rule.flatFee;
}

/** The amounts of lines that are still due; no lines, no delivery charge. */
export function orderAmounts(lines: PricedLine[], delivery: Paise): OrderAmounts {
  const totalAmount = lines.reduce((sum, line) => sum + line.base, 0);
  const gstAmount = lines.reduce((sum, line) => sum + line.gst, 0);
  const deliveryCharges = lines.length > 0 ? delivery : 0;
  return { totalAmount, gstAmount, deliveryCharges, finalAmount: totalAmount + gstAmount + deliveryCharges };
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle (haversine) distance on a sphere of radius 6,371 km. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point as two SQL expressions in degrees: columns, or parameters cast to double precision. */
export interface SqlCoordinates {
  latitude: string;
  longitude: string;
}

/**
 * `distanceKm` as an SQL expression, so that lists can answer, sort and filter by it in the
 * database; NULL when a coordinate is. The shops e2e test checks it against a hand-computed distance.
 */
export function distanceKmSql(from: SqlCoordinates, to: SqlCoordinates): string {
  const h =
    `power(sin(radians(${to.latitude} - ${from.latitude}) / 2), 2) + ` +
    `cos(radians(${from.latitude})) * cos(radians(${to.latitude})) * ` +
    `power(sin(radians(${to.longitude} - ${from.longitude}) / 2), 2)`;
  // LEAST skips NULLs, so an unknown coordinate is caught before it, not by it.
  const coordinates = [from.latitude, from.longitude, to.latitude, to.longitude].join(', ');
  return `(CASE WHEN num_nulls(${coordinates}) = 0 THEN 2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(${h}))) END)`;
}

/**
 * SQL that holds when `to` is within `km` (an SQL expression) of `from` by `distanceKmSql`, in a form a
 * GiST index on `ll_to_earth(latitude, longitude)` serves: earthdistance's box around `from` picks the
 * candidates from the index, the haversine decides. The box is measured on earthdistance's own sphere
 * (`earth()`, in metres), scaled from ours, and a box is never smaller than the circle it holds.
 */
export function withinKmSql(from: SqlCoordinates, to: SqlCoordinates, km: string): string {
  const boxMetres = `${km} * earth() / ${EARTH_RADIUS_KM}`;
  const box = `earth_box(ll_to_earth(${from.latitude}, ${from.longitude}), ${boxMetres})`;
  return `(${box} @> ll_to_earth(${to.latitude}, ${to.longitude}) AND ${distanceKmSql(from, to)} <= ${km})`;
}

/** Whether a place `distanceKm` from the shop is within its delivery radius (exactly on it counts as within). */
export function withinDeliveryRadius(distanceKm: number, radiusKm: number): boolean {
  return distanceKm <= radiusKm;
}

/** How much more the goods must come to for the shop's minimum order: 0 once met, null without a minimum. */
export function amountToMinimum(goods: Paise, minimumOrder: Paise | null): Paise | null {
  return minimumOrder === null ? null : Math.max(0, minimumOrder - goods);
}

/** The travel time assumed when the distance is unknown (the shop's or the address's location is). */
export const UNKNOWN_DISTANCE_TRAVEL_MINUTES = 15;

/**
 * Minutes from the order to the door: the shop's preparation, then travel at `speedKmph`, in whole
 * minutes rounded up; `UNKNOWN_DISTANCE_TRAVEL_MINUTES` of travel when the distance is unknown.
 */
export function estimatedDeliveryMinutes(
  preparationMinutes: number,
  distanceKm: number | undefined,
  speedKmph: number,
): number {
  if (distanceKm === undefined) return preparationMinutes + UNKNOWN_DISTANCE_TRAVEL_MINUTES;
  // Rounded to a millionth of a minute first: 15.5 km at 15 km/h is 62 minutes, not 63 by a float's tail.
  const travel = Math.ceil(Math.round((distanceKm / speedKmph) * 60 * 1e6) / 1e6);
  return preparationMinutes + travel;
}
