import type { CustomerShop } from '../storefront-types';

export type ShopSort = 'distance' | 'rating' | 'name';
export type ShopStatusFilter = 'all' | 'open' | 'closed';

interface ShopDiscoveryQuery {
  search: string;
  sort: ShopSort;
  status: ShopStatusFilter;
  /** null: any distance. */
  withinKm: number | null;
  /** null: any rating; otherwise the lowest average shown (unrated shops drop out). */
  minRating: number | null;
}

export const DISTANCE_CHOICES_KM = [1, 5, 10] as const;
export const RATING_CHOICES = [4, 3] as const;

/** `a` before `b` in `direction`; a missing value comes last either way, as the server sorts. */
function compareNullsLast(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return direction * (a - b);
}

const byName = (a: CustomerShop, b: CustomerShop) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' });

/** Nearest first; shops without a distance (no location) last. */
const byDistance = (a: CustomerShop, b: CustomerShop) =>
  compareNullsLast(a.distanceKm, b.distanceKm, 1) || byName(a, b);

/** Best average first; shops without reviews last. */
const byRating = (a: CustomerShop, b: CustomerShop) =>
  compareNullsLast(a.averageRating, b.averageRating, -1) || b.reviewCount - a.reviewCount || byName(a, b);

/**
 * The shops the discover page lists: name search (case-insensitive substring), Open/Closed, the
 * server's `distanceKm` when the list was asked for from the customer's point (`located`), lowest
 * average rating; sorted by name, distance or rating.
 */
export function discoverShops(shops: CustomerShop[], query: ShopDiscoveryQuery, located: boolean): CustomerShop[] {
  const needle = query.search.trim().toLocaleLowerCase();
  const withinKm = located ? query.withinKm : null;
  const comparator = query.sort === 'rating' ? byRating : query.sort === 'distance' && located ? byDistance : byName;
  return shops
    .filter((shop) => !needle || shop.name.toLocaleLowerCase().includes(needle))
    .filter((shop) => query.status === 'all' || shop.isActive === (query.status === 'open'))
    .filter((shop) => withinKm === null || (shop.distanceKm !== null && shop.distanceKm <= withinKm))
    .filter((shop) => query.minRating === null || (shop.averageRating ?? 0) >= query.minRating)
    .sort(comparator);
}
