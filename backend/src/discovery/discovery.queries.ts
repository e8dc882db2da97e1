import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { shopMatchingCategorySql } from '../categories/categories.queries';
import type { TextSearch } from '../common/text-search';
import { firstImageUrlsSql } from '../images/images.queries';
import { distanceKmSql, withinKmSql } from '../pricing/pricing';
import {
  matchingProductNamesSql,
  shopHasProductInStockSql,
  shopMatchingProductSql,
} from '../products/products.queries';
import { averageRatingSql, reviewCountSql } from '../reviews/reviews.queries';
import type { CustomerShopResponse } from '../shops/dto/shop-response.dto';
import { openingParameters, openNowSql } from '../shops/opening-hours';
import { Shop } from '../shops/shop.entity';

/** Where a customer is, to measure distances from: `filter` {"lat":…,"lng":…} in degrees. */
export interface Point {
  lat: number;
  lng: number;
}

/** Discovery's filters, checked: each narrows the shops in SQL. */
export interface DiscoveryFilter {
  point?: Point;
  search?: TextSearch;
  withinKm?: number;
  /** Shops whose delivery radius reaches the point (true), or not (false); one not located yet reaches it. */
  deliversToYou?: boolean;
  openNow?: boolean;
  minRating?: number;
}

/** A shop in discovery as PostgreSQL answers it: numeric columns come as text; the distance unrounded too. */
export type CustomerShopRow = Omit<
  CustomerShopResponse,
  'averageRating' | 'distanceKm' | 'opensAt' | 'estimatedDeliveryMinutes'
> & {
  averageRating: string | null;
  distanceKm: string | null;
  /** The distance from the point to the shop, unrounded; null without either. */
  travelKm: number | null;
};

const SHOP_POINT = { latitude: 'shop.latitude', longitude: 'shop.longitude' };
const CUSTOMER_POINT = { latitude: 'CAST(:lat AS double precision)', longitude: 'CAST(:lng AS double precision)' };
const DISTANCE_KM = distanceKmSql(CUSTOMER_POINT, SHOP_POINT);
/** Within `filter.withinKm` of the customer, by the GiST index on the shops' points. */
const WITHIN_KM = withinKmSql(CUSTOMER_POINT, SHOP_POINT, 'CAST(:withinKm AS double precision)');
const DELIVERY_RADIUS_KM = 'COALESCE(shop.deliveryRadiusKm, CAST(:defaultRadiusKm AS double precision))';
/** Whether the shop delivers to the point: no distance check for a shop not located yet (issue 32). */
const DELIVERS_TO_POINT = `(shop.latitude IS NULL OR ${DISTANCE_KM} <= ${DELIVERY_RADIUS_KM})`;

/**
 * Whether a shop takes orders now, as SQL on `shop`: open (its switch), and its opening hours let it
 * open at the instant of `openingParameters`; `OpeningHoursService.openingOf` answers the same of a
 * loaded shop.
 */
const OPENING_HOURS_OPEN = `(shop.isActive AND ${openNowSql({ openingHours: 'shop.openingHours', holidays: 'shop.holidays' })})`;

/** A shop with nothing a customer can buy is "Coming soon" to customers, never "Open now" (issue 32). */
const comingSoonSql = (manager: EntityManager) => `(NOT ${shopHasProductInStockSql(manager, 'shop.id')})`;
/** Open now to customers: by its switch, hours and holidays, and with something to sell. */
const customerOpenNowSql = (manager: EntityManager) => `(${OPENING_HOURS_OPEN} AND NOT ${comingSoonSql(manager)})`;

/** The columns of a shop that discovery answers as they are stored. */
const SHOP_FIELDS = [
  'id',
  'name',
  'address',
  'phone',
  'isActive',
  'latitude',
  'longitude',
  'locationPrecision',
  'preparationMinutes',
  'openingHours',
  'holidays',
];

const distanceKmFrom = (point: Point | undefined) => (point ? DISTANCE_KM : 'CAST(NULL AS double precision)');

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

/** The live shops that `filter` keeps, as `customerShops` answers them. */
export function filteredShops(
  manager: EntityManager,
  now: Date,
  defaultRadiusKm: number,
  { point, search, withinKm, deliversToYou, openNow, minRating }: DiscoveryFilter,
) {
  const qb = customerShops(manager, now, defaultRadiusKm, point, search);
  if (search) qb.andWhere(`(${search.matchSql('shop.name')} OR ${catalogueMatchesSql(manager, search)})`);
  if (withinKm !== undefined) qb.andWhere(WITHIN_KM, { withinKm });
  if (deliversToYou !== undefined) qb.andWhere(`${DELIVERS_TO_POINT} = :deliversToYou`, { deliversToYou });
  if (openNow !== undefined) qb.andWhere(`${customerOpenNowSql(manager)} = :openNow`, { openNow });
  if (minRating !== undefined) qb.andWhere(`${averageRatingSql(manager, 'shop.id')} >= :minRating`, { minRating });
  return qb;
}

/** The columns discovery's list sorts and filters by, the distance from `point` when there is one. */
export function discoveryColumns(manager: EntityManager, point: Point | undefined): Record<string, string> {
  return {
    id: 'shop.id',
    name: 'shop.name',
    isActive: 'shop.isActive',
    averageRating: averageRatingSql(manager, 'shop.id'),
    distanceKm: distanceKmFrom(point),
  };
}

/** One live shop as `customerShops` answers it. */
export function customerShopById(manager: EntityManager, now: Date, defaultRadiusKm: number, id: string) {
  return customerShops(manager, now, defaultRadiusKm).andWhere('shop.id = :id', { id });
}

/**
 * Live shops as customers see them, straight to JSON rows (`CustomerShopRow`) with their ratings, and
 * their distances from `point` when there is one: nothing hydrated. With a `search`, the products
 * that match.
 */
function customerShops(manager: EntityManager, now: Date, defaultRadiusKm: number, point?: Point, search?: TextSearch) {
  const distanceKm = distanceKmFrom(point);
  const qb = manager
    .createQueryBuilder(Shop, 'shop')
    .select(SHOP_FIELDS.map((f) => `shop.${f} AS "${f}"`))
    .addSelect(averageRatingSql(manager, 'shop.id'), 'averageRating')
    .addSelect(reviewCountSql(manager, 'shop.id'), 'reviewCount')
    .addSelect(`ROUND(CAST(${distanceKm} AS numeric), 1)`, 'distanceKm')
    .addSelect(distanceKm, 'travelKm')
    .addSelect(DELIVERY_RADIUS_KM, 'deliveryRadiusKm')
    .addSelect(point ? `${DISTANCE_KM} <= ${DELIVERY_RADIUS_KM}` : 'CAST(NULL AS boolean)', 'deliversToYou')
    .addSelect('CAST(shop.minimumOrder AS text)', 'minimumOrder')
    .addSelect(customerOpenNowSql(manager), 'openNow')
    .addSelect(comingSoonSql(manager), 'comingSoon')
    .addSelect(firstImageUrlsSql('shop', 'shop.id'), 'logo')
    .addSelect(
      search ? matchingProductNamesSql(manager, 'shop.id', search) : 'CAST(ARRAY[] AS text[])',
      'matchingProducts',
    )
    .setParameters({ defaultRadiusKm, ...openingParameters(now) });
  if (point) qb.setParameters(point);
  if (search) qb.setParameters(search.parameters);
  return qb;
}

/** SQL that holds when a category or a product of the shop matches the search. */
function catalogueMatchesSql(manager: EntityManager, search: TextSearch): string {
  return `(${shopMatchingCategorySql(manager, 'shop.id', search)} OR ${shopMatchingProductSql(manager, 'shop.id', search)})`;
}
