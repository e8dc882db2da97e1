// D10 worked out again here, independently of the API's pricing.ts, to check its amounts.

const roundHalfUp = (numerator, denominator) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/** A line's base and GST in paise; gstRate in hundredths of a percent. */
export function priceLine(unitPrice, quantity, gstRate, gstIncluded) {
  const line = unitPrice * quantity;
  if (gstIncluded) {
    const base = roundHalfUp(line * 10_000, 10_000 + gstRate);
    return { base, gst: line - base };
  }
  return { base: line, gst: roundHalfUp(line * gstRate, 10_000) };
}

export const paise = (money) => Math.round(Number(money) * 100);
export const rupees = (p) => (p / 100).toFixed(2);

/** The API's defaults (FREE_DELIVERY_KM, DELIVERY_FEE), which the bench leaves as they are. */
export const FREE_DELIVERY_KM = 5;
export const DELIVERY_FEE = 30_00;

/**
 * The great-circle distance in km between two points given as SQL expressions in degrees (D7:
 * haversine on a sphere of 6,371 km); NULL when a coordinate is.
 */
export function distanceKmSql([lat1, lng1], [lat2, lng2]) {
  const h =
    `power(sin(radians(${lat2} - ${lat1}) / 2), 2) + ` +
    `cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2)`;
  // LEAST skips NULLs, so an unknown coordinate is caught before it.
  return `(CASE WHEN num_nulls(${lat1}, ${lng1}, ${lat2}, ${lng2}) = 0 THEN 2 * 6371 * asin(least(1, sqrt(${h}))) END)`;
}

/** The delivery charge in paise as an SQL expression: free within FREE_DELIVERY_KM, the flat fee otherwise or unknown. */
export function deliveryChargesSql(from, to) {
  return `(CASE WHEN ${distanceKmSql(from, to)} <= ${FREE_DELIVERY_KM} THEN 0 ELSE ${DELIVERY_FEE} END)`;
}
