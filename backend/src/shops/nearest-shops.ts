import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** earthdistance's point of the shop, the expression of the GiST index `IDX_shops_earth`. */
const SHOP_EARTH = 'll_to_earth(shop.latitude, shop.longitude)';
const CUSTOMER_EARTH = 'll_to_earth(CAST(:lat AS double precision), CAST(:lng AS double precision))';
/** The chord from the customer to the shop on earthdistance's sphere: the order of the haversine's distance. */
const CHORD = `${SHOP_EARTH} <-> ${CUSTOMER_EARTH}`;

/**
 * The `pageCandidates` of discovery sorted nearest first: SQL that holds for the shops no farther
 * from the customer than the `last`-th nearest of the filtered `shops` (alias `shop`), and for shops
 * of unknown location, which sort last. The nearest is found by the GiST index's own ordering (KNN)
 * and the rest by a box around the customer on the same index (a partial index lists the shops of
 * unknown location), so that a page reads a handful of shops rather than measuring all of them. The
 * box holds every shop within that chord, with a margin for rounding.
 */
export function nearestShopsCandidates(
  shops: SelectQueryBuilder<ObjectLiteral>,
  [field, order]: [string, 'ASC' | 'DESC'],
  last: number,
): string | undefined {
  if (field !== 'distanceKm' || order !== 'ASC') return undefined;
  const ranked = shops.select(CHORD).orderBy(CHORD).offset(last).limit(1).getQuery();
  const box = `cube_enlarge(${CUSTOMER_EARTH}, COALESCE((${ranked}), 'Infinity') * (1 + 1e-9) + 1, 3)`;
  return `(shop.latitude IS NULL OR shop.longitude IS NULL OR ${box} @> ${SHOP_EARTH})`;
}
