import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { TextSearch } from '../common/text-search';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { presenceOf } from '../database/paging/kept-page-sql';
import { findRawPage, mapPage, Page } from '../database/paging/list-page';
import { ListQueryDto, takeFilterParams } from '../database/paging/list-request';
import type { ListSpec } from '../database/paging/list-spec';
import { estimatedDeliveryMinutes } from '../pricing/pricing';
import { CustomerShopResponse } from '../shops/dto/shop-response.dto';
import { nextOpening } from '../shops/opening-hours';
import { OpeningHoursService } from '../shops/opening-hours.service';
import { SHOP_NOT_FOUND } from '../shops/shops.service';
import {
  customerShopById,
  CustomerShopRow,
  discoveryColumns,
  DiscoveryFilter,
  filteredShops,
  nearestShopsCandidates,
  Point,
} from './discovery.queries';

/**
 * Discovery's total is exact up to a neighbourhood's worth of shops and PostgreSQL's estimate beyond:
 * an exact count would read every live shop of the city for every page.
 */
const DISCOVERY_EXACT_COUNT = 1000;

/** The `filter` keys of discovery that are parameters rather than columns of the list. */
const DISCOVERY_PARAMS = ['lat', 'lng', 'q', 'withinKm', 'deliversToYou', 'openNow', 'minRating'] as const;

/**
 * Discovery (issue 12): shops as customers see them, found by their names and their catalogues'
 * names, near a point, open now or well rated.
 */
@Injectable()
export class DiscoveryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly openingHours: OpeningHoursService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Shops as customers see them, with their ratings and, when `filter` gives the customer's `lat`
   * and `lng`, their distances and whether they deliver there. `filter` also takes `q` (the shop's,
   * its categories' or its products' names, typos forgiven; see `TextSearch`), `withinKm` of the
   * point, `deliversToYou` (its delivery radius reaches the point; a shop not located yet, which
   * keeps no radius, counts as reaching it), `openNow` (at the clock's time) and `minRating`. Sorting by `averageRating` or
   * `distanceKm` puts the shops without one (unrated, or without a location) last, whichever the
   * direction. One statement, filters and sorts in SQL.
   */
  async list(query: ListQueryDto): Promise<Page<CustomerShopResponse>> {
    const [params, rest] = takeFilterParams(query, DISCOVERY_PARAMS);
    const filter = discoveryFilterOf(params);
    const { point, search, withinKm, deliversToYou, openNow, minRating } = filter;
    const now = this.clock.now();
    const qb = filteredShops(this.dataSource.manager, now, this.config.deliveryRadiusKm, filter);
    const shape = { list: 'discovery', search, ...presenceOf({ point, withinKm, deliversToYou, openNow, minRating }) };
    const spec: ListSpec = {
      columns: discoveryColumns(this.dataSource.manager, point),
      search: ['shop.name'],
      defaultSort: ['name', 'ASC'],
      nullsLast: ['averageRating', 'distanceKm'],
      pageCandidates: point && nearestShopsCandidates,
      exactCountUpTo: DISCOVERY_EXACT_COUNT,
    };
    const page = await findRawPage<CustomerShopRow>(qb, rest, spec, shape);
    return mapPage(page, (row) => this.customerShopOf(row, now, point !== undefined));
  }

  /** A shop as customers see it, with its rating; 404 for a missing or deleted shop. */
  async findOne(id: string): Promise<CustomerShopResponse> {
    const now = this.clock.now();
    const shop = customerShopById(this.dataSource.manager, now, this.config.deliveryRadiusKm, id);
    const row = await shop.getRawOne<CustomerShopRow>();
    if (!row) throw new NotFoundException(SHOP_NOT_FOUND);
    return this.customerShopOf(row, now, false);
  }

  /**
   * A shop of discovery as it is answered, with when it opens next at `now`, and how soon it can
   * deliver to the point the list was asked for, if any. Field by field: copying the row with a
   * spread costs several times as much, on every row of every page.
   */
  private customerShopOf(row: CustomerShopRow, now: Date, fromPoint: boolean): CustomerShopResponse {
    const hours = this.openingHours.hoursOf(row);
    const opensAt = row.isActive && !row.openNow && !row.comingSoon && hours ? nextOpening(hours, now) : null;
    const { deliverySpeedKmph } = this.config;
    return {
      id: row.id,
      name: row.name,
      address: row.address,
      phone: row.phone,
      isActive: row.isActive,
      latitude: row.latitude,
      longitude: row.longitude,
      locationPrecision: row.locationPrecision,
      preparationMinutes: row.preparationMinutes,
      openingHours: hours?.openingHours ?? [],
      holidays: hours?.holidays ?? [],
      averageRating: row.averageRating === null ? null : Number(row.averageRating),
      reviewCount: row.reviewCount,
      distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
      deliveryRadiusKm: row.deliveryRadiusKm,
      deliversToYou: row.deliversToYou,
      minimumOrder: row.minimumOrder,
      openNow: row.openNow,
      comingSoon: row.comingSoon,
      opensAt: opensAt?.toISOString() ?? null,
      estimatedDeliveryMinutes: fromPoint
        ? estimatedDeliveryMinutes(row.preparationMinutes, row.travelKm ?? undefined, deliverySpeedKmph)
        : null,
      logo: row.logo,
      matchingProducts: row.matchingProducts,
    };
  }
}

/** Discovery's parameters from `filter`, checked: a 400 naming the first that is not right. */
function discoveryFilterOf(params: Partial<Record<(typeof DISCOVERY_PARAMS)[number], unknown>>): DiscoveryFilter {
  const point = pointOf(params);
  const { withinKm, deliversToYou, openNow, minRating } = params;
  if (withinKm !== undefined && !isNumberWithin(withinKm, 0, 1000, { aboveMin: true })) {
    throw new BadRequestException('filter.withinKm must be a distance in km above 0 and at most 1000');
  }
  if (withinKm !== undefined && !point) {
    throw new BadRequestException('filter.withinKm needs the point to measure from: filter.lat and filter.lng');
  }
  if (deliversToYou !== undefined && typeof deliversToYou !== 'boolean') {
    throw new BadRequestException('filter.deliversToYou must be true or false');
  }
  if (deliversToYou !== undefined && !point) {
    throw new BadRequestException('filter.deliversToYou needs the point to deliver to: filter.lat and filter.lng');
  }
  if (openNow !== undefined && typeof openNow !== 'boolean') {
    throw new BadRequestException('filter.openNow must be true or false');
  }
  if (minRating !== undefined && !isNumberWithin(minRating, 1, 5)) {
    throw new BadRequestException('filter.minRating must be a rating from 1 to 5');
  }
  return {
    point,
    search: TextSearch.of(params.q),
    withinKm: withinKm as number | undefined,
    deliversToYou: deliversToYou as boolean | undefined,
    openNow: openNow as boolean | undefined,
    minRating: minRating as number | undefined,
  };
}

function isNumberWithin(value: unknown, min: number, max: number, { aboveMin = false } = {}): value is number {
  return typeof value === 'number' && Number.isFinite(value) && (aboveMin ? value > min : value >= min) && value <= max;
}

/** The customer's point from `filter`: both `lat` and `lng` or neither, in degrees. */
function pointOf({ lat, lng }: { lat?: unknown; lng?: unknown }): Point | undefined {
  if (lat === undefined && lng === undefined) return undefined;
  if (!isNumberWithin(lat, -90, 90) || !isNumberWithin(lng, -180, 180)) {
    throw new BadRequestException(
      'filter.lat and filter.lng must be given together: lat from -90 to 90, lng from -180 to 180',
    );
  }
  return { lat, lng };
}
