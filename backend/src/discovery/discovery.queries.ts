import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { CategoriesService } from '../categories/categories.service';
import type { TextSearch } from '../common/text-search';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ImagesService } from '../images/images.service';
import { distanceKmSql, withinKmSql } from '../pricing/pricing';
import { ProductsService } from '../products/products.service';
import { ReviewsService } from '../reviews/reviews.service';
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

/**
 * Whether a shop takes orders now, as SQL on `shop`: open (its switch), and its opening hours let it
 * open at the instant of `openingParameters`; `OpeningHoursService.openingOf` answers the same of a
 * loaded shop.
 */
const OPEN_NOW = `(shop.isActive AND ${openNowSql({ openingHours: 'shop.openingHours', holidays: 'shop.holidays' })})`;

/** The columns of a shop that discovery answers as they are stored. */
const SHOP_FIELDS = [
  'id',
  'name',
  'address',
  'phone',
  'isActive',
  'latitude',
  'longitude',
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

/**
 * Discovery's statements on the shops, with what the modules that hold the rest answer of them as
 * SQL: ratings (reviews), logos (images), categories' and products' names (catalogue search).
 */
@Injectable()
export class DiscoveryQueries {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reviews: ReviewsService,
    private readonly images: ImagesService,
    private readonly products: ProductsService,
    private readonly categories: CategoriesService,
  ) {}

  /** The live shops that `filter` keeps, as `customerShops` answers them. */
  filteredShops(now: Date, { point, search, withinKm, openNow, minRating }: DiscoveryFilter) {
    const qb = this.customerShops(now, point, search);
    if (search) qb.andWhere(`(${search.matchSql('shop.name')} OR ${this.catalogueMatchesSql(search)})`);
    if (withinKm !== undefined) qb.andWhere(WITHIN_KM, { withinKm });
    if (openNow !== undefined) qb.andWhere(`${OPEN_NOW} = :openNow`, { openNow });
    if (minRating !== undefined) qb.andWhere(`${this.averageRatingSql()} >= :minRating`, { minRating });
    return qb;
  }

  /** The columns discovery's list sorts and filters by, the distance from `point` when there is one. */
  listColumns(point: Point | undefined): Record<string, string> {
    return {
      id: 'shop.id',
      name: 'shop.name',
      isActive: 'shop.isActive',
      averageRating: this.averageRatingSql(),
      distanceKm: distanceKmFrom(point),
    };
  }

  /** One live shop as `customerShops` answers it; undefined for a missing or deleted one. */
  customerShop(now: Date, id: string): Promise<CustomerShopRow | undefined> {
    return this.customerShops(now).andWhere('shop.id = :id', { id }).getRawOne<CustomerShopRow>();
  }

  /**
   * Live shops as customers see them, straight to JSON rows with their ratings, and their distances
   * from `point` when there is one: nothing hydrated. With a `search`, the products that match.
   */
  private customerShops(now: Date, point?: Point, search?: TextSearch) {
    const distanceKm = distanceKmFrom(point);
    const qb = this.dataSource
      .createQueryBuilder(Shop, 'shop')
      .select(SHOP_FIELDS.map((f) => `shop.${f} AS "${f}"`))
      .addSelect(this.averageRatingSql(), 'averageRating')
      .addSelect(this.reviews.reviewCountSql('shop.id'), 'reviewCount')
      .addSelect(`ROUND(CAST(${distanceKm} AS numeric), 1)`, 'distanceKm')
      .addSelect(distanceKm, 'travelKm')
      .addSelect(DELIVERY_RADIUS_KM, 'deliveryRadiusKm')
      .addSelect(point ? `${DISTANCE_KM} <= ${DELIVERY_RADIUS_KM}` : 'CAST(NULL AS boolean)', 'deliversToYou')
      .addSelect('CAST(shop.minimumOrder AS text)', 'minimumOrder')
      .addSelect(OPEN_NOW, 'openNow')
      .addSelect(this.images.firstUrlsSql('shop', 'shop.id'), 'logo')
      .addSelect(
        search ? this.products.matchingNamesSql('shop.id', search) : 'CAST(ARRAY[] AS text[])',
        'matchingProducts',
      )
      .setParameters({ defaultRadiusKm: this.config.deliveryRadiusKm, ...openingParameters(now) });
    if (point) qb.setParameters(point);
    if (search) qb.setParameters(search.parameters);
    return qb;
  }

  private averageRatingSql(): string {
    return this.reviews.averageRatingSql('shop.id');
  }

  /** SQL that holds when a category or a product of the shop matches the search. */
  private catalogueMatchesSql(search: TextSearch): string {
    return `(${this.categories.matchingShopSql('shop.id', search)} OR ${this.products.matchingShopSql('shop.id', search)})`;
  }
}
