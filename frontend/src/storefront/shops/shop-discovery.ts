import type { CustomerShop } from '../storefront-types';
import { distanceKm, pointOf, type GeoPoint } from './geo';

export type ShopSort = 'distance' | 'rating' | 'name';
export type ShopStatusFilter = 'all' | 'open' | 'closed';

export interface ShopDiscoveryQuery {
  search: string;
  sort: ShopSort;
  status: ShopStatusFilter;
  /** null: any distance. */
  withinKm: number | null;
  /** null: any rating; otherwise the lowest average shown (unrated shops drop out). */
  minRating: number | null;
}

export interface DiscoveredShop extends CustomerShop {
  /** null when the shop's or the customer's location is unknown. */
  distanceKm: number | null;
}

export const DISTANCE_CHOICES_KM = [1, 5, 10] as const;
export const RATING_CHOICES = [4, 3] as const;

const byName = (a: DiscoveredShop, b: DiscoveredShop) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' });

/** Shops without a known distance come last when sorting by distance. */
const byDistance = (a: DiscoveredShop, b: DiscoveredShop) =>
  (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || byName(a, b);

/** Best average first; shops without reviews come last. */
const byRating = (a: DiscoveredShop, b: DiscoveredShop) =>
  (b.averageRating ?? -Infinity) - (a.averageRating ?? -Infinity) || b.reviewCount - a.reviewCount || byName(a, b);

function comparator(sort: ShopSort, origin: GeoPoint | null) {
  if (sort === 'rating') return byRating;
  return sort === 'distance' && origin ? byDistance : byName;
}

/**
 * The shops the discover page lists: name search (case-insensitive substring), Open/Closed, distance
 * from `origin` when it is known, lowest average rating; sorted by name, distance or rating.
 */
export function discoverShops(
  shops: CustomerShop[],
  query: ShopDiscoveryQuery,
  origin: GeoPoint | null,
): DiscoveredShop[] {
  const needle = query.search.trim().toLocaleLowerCase();
  const located = shops.map((shop) => {
    const point = pointOf(shop);
    return { ...shop, distanceKm: origin && point ? distanceKm(origin, point) : null };
  });
  const withinKm = origin ? query.withinKm : null;
  return located
    .filter((shop) => !needle || shop.name.toLocaleLowerCase().includes(needle))
    .filter((shop) => query.status === 'all' || shop.isActive === (query.status === 'open'))
    .filter((shop) => withinKm === null || (shop.distanceKm !== null && shop.distanceKm <= withinKm))
    .filter((shop) => query.minRating === null || (shop.averageRating ?? 0) >= query.minRating)
    .sort(comparator(query.sort, origin));
}
