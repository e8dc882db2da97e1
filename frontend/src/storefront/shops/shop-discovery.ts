import type { GeoPoint } from '../../components/map/geo';

export type ShopSort = 'distance' | 'rating' | 'name';
export type ShopStatusFilter = 'all' | 'open' | 'closed';

/** What the discover page asks the server for; every filter and the sort run there. */
export interface ShopDiscoveryQuery {
  search: string;
  /** The customer's point: distances, "delivers to you" and the ETA are measured from it. */
  origin: GeoPoint | null;
  sort: ShopSort;
  status: ShopStatusFilter;
  /** null: any distance (and always without a point). */
  withinKm: number | null;
  /** Only the shops whose delivery area takes in the point (ignored without one). */
  deliversToMe: boolean;
  /** null: any rating; otherwise the lowest average listed (unrated shops drop out). */
  minRating: number | null;
}

export const DISTANCE_CHOICES_KM = [1, 5, 10] as const;
export const RATING_CHOICES = [4, 3] as const;

/** Nearest, best rated (unrated last, as the server sorts) or A to Z. */
const SORTS: Record<ShopSort, [field: string, order: 'ASC' | 'DESC']> = {
  distance: ['distanceKm', 'ASC'],
  rating: ['averageRating', 'DESC'],
  name: ['name', 'ASC'],
};

/** The `filter` and `sort` parameters of `GET /api/customer/shops` for `query`. */
export function discoveryParams(query: ShopDiscoveryQuery): { filter: string; sort: string } {
  const { origin } = query;
  const q = query.search.trim();
  const filter = {
    ...(q && { q }),
    ...(origin && { lat: origin.latitude, lng: origin.longitude }),
    ...(origin && query.withinKm !== null && { withinKm: query.withinKm }),
    ...(origin && query.deliversToMe && { deliversToYou: true }),
    ...(query.status !== 'all' && { openNow: query.status === 'open' }),
    ...(query.minRating !== null && { minRating: query.minRating }),
  };
  const sort = query.sort === 'distance' && !origin ? 'name' : query.sort;
  return { filter: JSON.stringify(filter), sort: JSON.stringify(SORTS[sort]) };
}
