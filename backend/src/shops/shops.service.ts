import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntityNotFoundError, In } from 'typeorm';
import {
  columnsOf,
  findPage,
  findRawPage,
  ListQueryDto,
  ListSpec,
  mapPage,
  Page,
  takeFilterParams,
} from '../database/paging/list-query';
import { AuditAction, auditValuesOf } from '../audit/audit-entry.entity';
import { AuditActor, AuditService } from '../audit/audit.service';
import { assertReadOnlyFieldsUnchanged } from '../common/read-only-fields';
import { Clock } from '../common/clock';
import type { Percentage } from '../common/money';
import { TextSearch } from '../common/text-search';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { gstinProblem } from '../gst/gstin';
import { BuiltOnce, BuiltQuery } from '../database/built-query';
import { ImagesService } from '../images/images.service';
import { distanceKmSql, estimatedDeliveryMinutes, withinKmSql } from '../pricing/pricing';
import { ReviewsService } from '../reviews/reviews.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { CreateShopDto } from './dto/create-shop.dto';
import { CustomerShopResponse, ShopkeeperProfileResponse, ShopResponse } from './dto/shop-response.dto';
import { SHOPKEEPER_SET_FIELDS, UpdateOwnShopDto, UpdateShopDto } from './dto/update-shop.dto';
import {
  isOpenAt,
  nextOpening,
  normalizedOpeningHours,
  hasOpeningHoursShape,
  OpeningHours,
  openingParameters,
  openNowSql,
  opensAtPhrase,
  StoredOpeningHours,
  usableOpeningHours,
} from './opening-hours';
import { Shop } from './shop.entity';
import { nearestShopsCandidates } from './nearest-shops';

/** A shop in discovery as PostgreSQL answers it: numeric columns come as text; the distance unrounded too. */
type CustomerShopRow = Omit<
  CustomerShopResponse,
  'averageRating' | 'distanceKm' | 'opensAt' | 'estimatedDeliveryMinutes'
> & {
  averageRating: string | null;
  distanceKm: string | null;
  /** The distance from the point to the shop, unrounded; null without either. */
  travelKm: number | null;
};

/** Whether a shop takes orders at a moment, and when it opens next when it does not. */
export interface ShopOpening {
  openNow: boolean;
  /** The next opening by its hours, while it is switched open but outside them; else null. */
  opensAt: Date | null;
  /** Why it takes no orders, as a 409 says it; null while it is open. */
  closedBecause: string | null;
}

/**
 * What discovery's `q` finds a shop by besides its own name, as SQL from the modules that hold the
 * shop's catalogue (this module reads no table of theirs).
 */
export interface CatalogueSearch {
  /** SQL that holds when the shop whose id is in `shopIdColumn` has a category or product matching. */
  shopMatchesSql(shopIdColumn: string, search: TextSearch): string;
  /** SQL for a `text[]` of a few of that shop's products matching, the closest first. */
  matchingProductsSql(shopIdColumn: string, search: TextSearch): string;
}

export const SHOP_NOT_FOUND = 'Shop not found';

/** A shop as a commission ledger and its statement name it, with the commission rate in force now. */
export interface CommissionAccount {
  id: string;
  name: string;
  address: string;
  gstNumber: string;
  deleted: boolean;
  commissionRate: Percentage;
}

/** What onboarding sets of a shop: what its shopkeeper may change later, and what stays the admin's. */
const ONBOARDING_FIELDS = ['name', 'email', 'gstNumber', ...SHOPKEEPER_SET_FIELDS] as const;
/** What the admin's edit changes: everything, and whether the shop is open. */
const ADMIN_EDIT_FIELDS = [...ONBOARDING_FIELDS, 'isActive'] as const;
/** What the shopkeeper changes of their own shop. */
const OWN_SHOP_FIELDS = [...SHOPKEEPER_SET_FIELDS, 'isActive'] as const;

type ShopField = (typeof ADMIN_EDIT_FIELDS)[number];
/** What the audit trail keeps of a shop: what admins and its shopkeeper set, and whose it is. */
const AUDITED_FIELDS = [...ADMIN_EDIT_FIELDS, 'logo', 'commissionRate', 'shopkeeperId', 'shopkeeperUsername'] as const;
export const SHOP_NOT_SET_UP = 'Shop not set up yet';
/** The changes of a shop the audit trail records. */
type ShopChange = Extract<AuditAction, `shop.${string}`>;

const SHOP_LIST: ListSpec = {
  columns: columnsOf('shop', ['id', 'name', 'email', 'isActive', 'createdAt', 'updatedAt']),
  search: ['shop.name'],
  defaultSort: ['name', 'ASC'],
};

/** A shop, deleted or not, by id. */
const ANY_SHOP = new BuiltQuery<{ id: string }, Shop>(['id'], (manager) =>
  manager.createQueryBuilder(Shop, 'shop').withDeleted().where('shop.id = :id'),
);
/** A shop not deleted, by id. */
const LIVE_SHOP = new BuiltQuery<{ id: string }, Shop>(['id'], (manager) =>
  manager.createQueryBuilder(Shop, 'shop').where('shop.id = :id'),
);

/** Where a customer is, to measure distances from: `filter` {"lat":…,"lng":…} in degrees. */
interface Point {
  lat: number;
  lng: number;
}

const SHOP_POINT = { latitude: 'shop.latitude', longitude: 'shop.longitude' };
const CUSTOMER_POINT = { latitude: 'CAST(:lat AS double precision)', longitude: 'CAST(:lng AS double precision)' };
const DISTANCE_KM = distanceKmSql(CUSTOMER_POINT, SHOP_POINT);
/** Within `filter.withinKm` of the customer, by the GiST index on the shops' points. */
const WITHIN_KM = withinKmSql(CUSTOMER_POINT, SHOP_POINT, 'CAST(:withinKm AS double precision)');
const DELIVERY_RADIUS_KM = 'COALESCE(shop.deliveryRadiusKm, CAST(:defaultRadiusKm AS double precision))';

/**
 * Whether a shop takes orders now, as SQL on `shop`: open (its switch), and its opening hours let it
 * open at the instant of `openingParameters`; `openingOf` answers the same of a loaded shop.
 */
const OPEN_NOW = `(shop.isActive AND ${openNowSql({ openingHours: 'shop.openingHours', holidays: 'shop.holidays' })})`;

/**
 * Discovery's total is exact up to a neighbourhood's worth of shops and PostgreSQL's estimate beyond:
 * an exact count would read every live shop of the city for every page.
 */
const DISCOVERY_EXACT_COUNT = 1000;

/** The `filter` keys of discovery that are parameters rather than columns of the list. */
const DISCOVERY_PARAMS = ['lat', 'lng', 'q', 'withinKm', 'openNow', 'minRating'] as const;

/**
 * Shops and their onboarding. A deleted shop is gone for everyone: every query here leaves
 * soft-deleted rows out, so it answers 404 and drops out of lists.
 */
@Injectable()
export class ShopsService {
  private readonly logger = new Logger(ShopsService.name);
  /** The shops whose stored hours were found malformed, so that each is logged once. */
  private readonly malformedHoursLogged = new Set<string>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly reviews: ReviewsService,
    private readonly images: ImagesService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(query: ListQueryDto): Promise<Page<ShopResponse>> {
    const page = await findPage(this.dataSource.getRepository(Shop).createQueryBuilder('shop'), query, SHOP_LIST);
    return { ...page, rows: await this.answers(page.rows) };
  }

  /**
   * Discovery: shops as customers see them, with their ratings and, when `filter` gives the
   * customer's `lat` and `lng`, their distances and whether they deliver there. `filter` also takes
   * `q` (the shop's, its categories' or its products' names, typos forgiven; see `TextSearch`),
   * `withinKm` of the point, `openNow` (at the clock's time) and `minRating`. Sorting by
   * `averageRating` or `distanceKm` puts the shops without one (unrated, or without a location)
   * last, whichever the direction. One statement, filters and sorts in SQL.
   */
  async listForCustomers(query: ListQueryDto, catalogue: CatalogueSearch): Promise<Page<CustomerShopResponse>> {
    const [params, rest] = takeFilterParams(query, DISCOVERY_PARAMS);
    const { point, search, withinKm, openNow, minRating } = discoveryFilterOf(params);
    const averageRating = this.reviews.averageRatingSql('shop.id');
    const now = this.clock.now();
    const qb = this.customerShops(now, point, search && { search, catalogue });
    if (search) {
      qb.andWhere(`(${search.matchSql('shop.name')} OR ${catalogue.shopMatchesSql('shop.id', search)})`);
    }
    if (withinKm !== undefined) qb.andWhere(WITHIN_KM, { withinKm });
    if (openNow !== undefined) qb.andWhere(`${OPEN_NOW} = :openNow`, { openNow });
    if (minRating !== undefined) qb.andWhere(`${averageRating} >= :minRating`, { minRating });
    const distanceKm = point ? DISTANCE_KM : 'CAST(NULL AS double precision)';
    const shape = `discovery, ${[point, withinKm, openNow, minRating].map((param) => param !== undefined)}, ${search?.shape}`;
    const spec: ListSpec = {
      columns: { id: 'shop.id', name: 'shop.name', isActive: 'shop.isActive', averageRating, distanceKm },
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
  async findOneForCustomers(id: string): Promise<CustomerShopResponse> {
    const now = this.clock.now();
    const row = await this.customerShops(now).andWhere('shop.id = :id', { id }).getRawOne<CustomerShopRow>();
    if (!row) throw new NotFoundException(SHOP_NOT_FOUND);
    return this.customerShopOf(row, now, false);
  }

  /**
   * Whether the shop takes orders at `now`: open (its switch), inside its opening hours and not on a
   * holiday; a deleted shop never does. When it does not, when it opens next and the sentence saying so.
   */
  openingOf(shop: Shop, now: Date = this.clock.now()): ShopOpening {
    if (shop.deletedAt) {
      return { openNow: false, opensAt: null, closedBecause: `${shop.name} no longer takes orders: clear your cart.` };
    }
    const hours = this.openingHoursOf(shop);
    if (shop.isActive && hours && isOpenAt(hours, now)) return { openNow: true, opensAt: null, closedBecause: null };
    const opensAt = shop.isActive && hours ? nextOpening(hours, now) : null;
    const when = opensAt ? `: it opens ${opensAtPhrase(opensAt, now)}` : '';
    return { openNow: false, opensAt, closedBecause: `${shop.name} is closed now${when}.` };
  }

  /**
   * The shop's opening hours as stored, or what of them can be used when they are not of their shape
   * (null: it stays closed). Such a shop is logged once, so that someone saves its hours again.
   */
  private openingHoursOf(shop: StoredOpeningHours & { id: string }): OpeningHours | null {
    if (hasOpeningHoursShape(shop)) return shop;
    if (!this.malformedHoursLogged.has(shop.id)) {
      this.malformedHoursLogged.add(shop.id);
      this.logger.error(`Shop ${shop.id} has opening hours or holidays of no schedule's shape: save them again`);
    }
    return usableOpeningHours(shop);
  }

  /** How far the shop delivers, in km: its own radius or the configured default. */
  deliveryRadiusKmOf(shop: Shop): number {
    return shop.deliveryRadiusKm ?? this.config.deliveryRadiusKm;
  }

  /**
   * Live shops as customers see them, straight to JSON rows with their ratings, and their distances
   * from `point` when there is one: nothing hydrated. With a `search`, the products that match.
   */
  private customerShops(now: Date, point?: Point, match?: { search: TextSearch; catalogue: CatalogueSearch }) {
    const distanceKm = point ? DISTANCE_KM : 'CAST(NULL AS double precision)';
    const fields = [
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
    const qb = this.dataSource
      .createQueryBuilder(Shop, 'shop')
      .select(fields.map((f) => `shop.${f} AS "${f}"`))
      .addSelect(this.reviews.averageRatingSql('shop.id'), 'averageRating')
      .addSelect(this.reviews.reviewCountSql('shop.id'), 'reviewCount')
      .addSelect(`ROUND(CAST(${distanceKm} AS numeric), 1)`, 'distanceKm')
      .addSelect(distanceKm, 'travelKm')
      .addSelect(DELIVERY_RADIUS_KM, 'deliveryRadiusKm')
      .addSelect(point ? `${DISTANCE_KM} <= ${DELIVERY_RADIUS_KM}` : 'CAST(NULL AS boolean)', 'deliversToYou')
      .addSelect('CAST(shop.minimumOrder AS text)', 'minimumOrder')
      .addSelect(OPEN_NOW, 'openNow')
      .addSelect(this.images.firstUrlsSql('shop', 'shop.id'), 'logo')
      .addSelect(
        match ? match.catalogue.matchingProductsSql('shop.id', match.search) : 'CAST(ARRAY[] AS text[])',
        'matchingProducts',
      )
      .setParameters({ defaultRadiusKm: this.config.deliveryRadiusKm, ...openingParameters(now) });
    if (point) qb.setParameters(point);
    if (match) qb.setParameters(match.search.parameters);
    return qb;
  }

  async findOne(id: string): Promise<ShopResponse> {
    return this.answer(await this.load(id));
  }

  /**
   * Creates the shop with a new shopkeeper account, or links the existing shopkeeper of that
   * username who has no shop. Both rows are written in one transaction: both or neither.
   */
  onboard(actor: AuditActor, fields: CreateShopDto): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shopkeeper = await this.shopkeeperToOnboard(fields, manager);
      const shop = await manager.save(
        manager.create(Shop, { ...this.shopFieldsOf(fields, ONBOARDING_FIELDS), shopkeeperId: shopkeeper.id }),
      );
      const answer = await this.answer(await this.load(shop.id, manager), manager);
      await this.recordChange(manager, actor, 'shop.onboarded', null, answer);
      return answer;
    });
  }

  update(actor: AuditActor, id: string, changes: UpdateShopDto): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.load(id, manager);
      const before = await this.answer(shop, manager);
      assertReadOnlyFieldsUnchanged(UpdateShopDto, changes, before);
      assertNewGstinValid(changes.gstNumber, shop.gstNumber);
      return this.save(manager, actor, shop, before, this.shopFieldsOf(changes, ADMIN_EDIT_FIELDS));
    });
  }

  /**
   * The admin sets the platform's commission on the shop's orders delivered from now on (null: the
   * platform default); orders delivered before keep the rate they were delivered at. In a
   * transaction of its own, by `admin`, so that the change can be recorded with who made it.
   */
  setCommissionRate(admin: AuditActor, id: string, commissionRate: Percentage | null): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.lockedShop(manager, { id });
      const before = await this.answer(shop, manager);
      return this.save(manager, admin, shop, before, { commissionRate }, 'shop.commission-changed');
    });
  }

  /**
   * The commission rate an order of the shop delivered now is charged: the shop's own, or the
   * platform default. A deleted shop's too: an admin may still deliver its last orders.
   */
  async commissionRateInForce(shopId: string, manager: EntityManager = this.dataSource.manager): Promise<Percentage> {
    return this.rateInForce(await this.findEver(shopId, manager));
  }

  /**
   * The shops a commission ledger names: every live one, and each of `alsoIds` even when deleted
   * (their orders and settlements stay), with the commission rate in force for each, by name.
   */
  async commissionAccounts(alsoIds: string[]): Promise<CommissionAccount[]> {
    const shops = await this.dataSource.manager
      .createQueryBuilder(Shop, 'shop')
      .withDeleted()
      .where('shop.deletedAt IS NULL')
      .orWhere('shop.id = ANY(CAST(:alsoIds AS uuid[]))', { alsoIds })
      .orderBy('shop.name')
      .addOrderBy('shop.id')
      .getMany();
    return shops.map((shop) => this.commissionAccountOf(shop));
  }

  /** One shop's commission account, deleted or not; 404 for an id no shop ever had. */
  async commissionAccount(id: string): Promise<CommissionAccount> {
    const shop = await this.dataSource.manager.findOne(Shop, { where: { id }, withDeleted: true });
    if (!shop) throw new NotFoundException(SHOP_NOT_FOUND);
    return this.commissionAccountOf(shop);
  }

  private commissionAccountOf(shop: Shop): CommissionAccount {
    const { id, name, address, gstNumber, deletedAt } = shop;
    return { id, name, address, gstNumber, deleted: deletedAt !== null, commissionRate: this.rateInForce(shop) };
  }

  private rateInForce(shop: Shop): Percentage {
    return shop.commissionRate ?? this.config.platformCommissionRate;
  }

  /** Soft-deletes the shop and disables its shopkeeper: no more sign-ins, live sessions end. */
  remove(actor: AuditActor, id: string): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.lockedShop(manager, { id });
      const answer = await this.answer(shop, manager);
      await manager.softDelete(Shop, shop.id);
      await this.users.disable(shop.shopkeeperId, manager);
      await this.recordChange(manager, actor, 'shop.deleted', answer, null);
      return answer;
    });
  }

  /** Makes the upload the shop's logo, in place of the one before; 415 for what is no picture. */
  async replaceLogo(actor: AuditActor, id: string, upload: Buffer): Promise<ShopResponse> {
    // Decoded and encoded before the transaction: that work holds no lock and no connection.
    const logo = await this.images.encode(upload);
    return this.changeLogo(actor, id, (manager) => this.images.replace(manager, { kind: 'shop', id }, logo));
  }

  /** Takes the shop's logo away, if it has one. */
  removeLogo(actor: AuditActor, id: string): Promise<ShopResponse> {
    return this.changeLogo(actor, id, (manager) => this.images.removeAll(manager, { kind: 'shop', id }));
  }

  /**
   * Runs `work` with the live shop locked (its logo changes in turns), records the change in the
   * audit trail, then answers the shop.
   */
  private changeLogo(
    actor: AuditActor,
    id: string,
    work: (manager: EntityManager) => Promise<void>,
  ): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.lockedShop(manager, { id });
      const before = await this.answer(shop, manager);
      await work(manager);
      const after = await this.answer(shop, manager);
      await this.recordChange(manager, actor, 'shop.updated', before, after);
      return after;
    });
  }

  /**
   * SQL that holds when the shop `shopIdColumn` names (a column of the caller's query) is live, so
   * that a list of a shop's things leaves a deleted shop's out in the same statement.
   */
  @BuiltOnce()
  liveShopSql(shopIdColumn: string): string {
    const live = this.dataSource
      .createQueryBuilder()
      .subQuery()
      .select('1')
      .from(Shop, 'live_shop')
      .where(`live_shop.id = ${shopIdColumn}`)
      .getQuery();
    return `EXISTS ${live}`;
  }

  /** The id of a shopkeeper's live shop, or null when none is set up. */
  async ownShopIdOf(shopkeeperId: string): Promise<string | null> {
    const shop = await this.dataSource.manager.findOne(Shop, { select: { id: true }, where: { shopkeeperId } });
    return shop?.id ?? null;
  }

  /** The live shop of a shopkeeper, or null when none is set up. */
  findOwnShop(shopkeeperId: string): Promise<Shop | null> {
    return this.dataSource.manager.findOneBy(Shop, { shopkeeperId });
  }

  /** A shop customers may see: any shop not deleted, open or closed; null when there is none. */
  async findLive(id: string, manager: EntityManager = this.dataSource.manager): Promise<Shop | null> {
    const [shop] = await LIVE_SHOP.entities(manager, { id });
    return shop ?? null;
  }

  /** A shop whether deleted or not (a cart still shows it): the shop of a row that names it. */
  async findEver(id: string, manager: EntityManager = this.dataSource.manager): Promise<Shop> {
    const [shop] = await ANY_SHOP.entities(manager, { id });
    if (!shop) throw new EntityNotFoundError(Shop, { id });
    return shop;
  }

  /** As `findLive`, but 404 for a missing or deleted shop. */
  findForCustomers(id: string, manager: EntityManager = this.dataSource.manager): Promise<Shop> {
    return this.findLive(id, manager).then((shop) => shop ?? Promise.reject(new NotFoundException(SHOP_NOT_FOUND)));
  }

  /** The shopkeeper's own shop as they read it; 404 'Shop not set up yet' without one. */
  async findOwn(shopkeeperId: string): Promise<ShopResponse> {
    const shop = await this.findOwnShop(shopkeeperId);
    if (!shop) throw new NotFoundException(SHOP_NOT_SET_UP);
    return this.answer(shop);
  }

  /** Who the signed-in shopkeeper is, and their shop's id once an admin has set it up. */
  async shopkeeperProfile(shopkeeperId: string): Promise<ShopkeeperProfileResponse> {
    return { userId: shopkeeperId, shopId: await this.ownShopIdOf(shopkeeperId) };
  }

  /** The signed-in shopkeeper's edit of their own shop. */
  updateOwnShop(shopkeeper: AuditActor, changes: UpdateOwnShopDto): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.lockedShop(manager, { shopkeeperId: shopkeeper.id }, SHOP_NOT_SET_UP);
      const before = await this.answer(shop, manager);
      assertReadOnlyFieldsUnchanged(UpdateOwnShopDto, changes, before);
      return this.save(manager, shopkeeper, shop, before, this.shopFieldsOf(changes, OWN_SHOP_FIELDS));
    });
  }

  /** How many shops there are, and how many of them are open; deleted ones are left out. */
  async counts(): Promise<{ active: number; total: number }> {
    const [active, total] = await Promise.all([
      this.dataSource.manager.countBy(Shop, { isActive: true }),
      this.dataSource.manager.count(Shop),
    ]);
    return { active, total };
  }

  /** The names of these shops by id, deleted ones included: past orders still name them. */
  async namesOf(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const shops = await this.dataSource.manager.find(Shop, {
      select: { id: true, name: true },
      where: { id: In(ids) },
      withDeleted: true,
    });
    return new Map(shops.map((shop) => [shop.id, shop.name]));
  }

  /**
   * The fields `names` of a write, as given (undefined leaves one as it is). A delivery radius must
   * be beyond the free-delivery distance, so that the flat fee (D7) still applies between the two.
   */
  private shopFieldsOf<F extends ShopField>(fields: Partial<Pick<Shop, F>>, names: readonly F[]): Partial<Shop> {
    const { deliveryRadiusKm } = fields as Partial<Shop>;
    if (typeof deliveryRadiusKm === 'number' && deliveryRadiusKm <= this.config.freeDeliveryKm) {
      throw new BadRequestException(
        `deliveryRadiusKm must be beyond the free-delivery distance of ${this.config.freeDeliveryKm} km`,
      );
    }
    const picked: Partial<Shop> = Object.fromEntries(names.map((field) => [field, fields[field]]));
    return { ...picked, ...normalizedOpeningHours(picked) };
  }

  /**
   * A shop of discovery as it is answered, with when it opens next at `now`, and how soon it can
   * deliver to the point the list was asked for, if any. Field by field: copying the row with a
   * spread costs several times as much, on every row of every page.
   */
  private customerShopOf(row: CustomerShopRow, now: Date, fromPoint: boolean): CustomerShopResponse {
    const hours = this.openingHoursOf(row);
    const opensAt = row.isActive && !row.openNow && hours ? nextOpening(hours, now) : null;
    const { deliverySpeedKmph } = this.config;
    return {
      id: row.id,
      name: row.name,
      address: row.address,
      phone: row.phone,
      isActive: row.isActive,
      latitude: row.latitude,
      longitude: row.longitude,
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
      opensAt: opensAt?.toISOString() ?? null,
      estimatedDeliveryMinutes: fromPoint
        ? estimatedDeliveryMinutes(row.preparationMinutes, row.travelKm ?? undefined, deliverySpeedKmph)
        : null,
      logo: row.logo,
      matchingProducts: row.matchingProducts,
    };
  }

  /** Saves the changes of the shop, which answered `before`, and records them in the audit trail. */
  private async save(
    manager: EntityManager,
    actor: AuditActor,
    shop: Shop,
    before: ShopResponse,
    changes: Partial<Shop>,
    action: ShopChange = 'shop.updated',
  ): Promise<ShopResponse> {
    manager.merge(Shop, shop, changes);
    await manager.save(shop);
    const after = await this.answer(await this.load(shop.id, manager), manager);
    await this.recordChange(manager, actor, action, before, after);
    return after;
  }

  /** Records a change of a shop (as admins read it before and after; null when there is none). */
  private recordChange(
    manager: EntityManager,
    actor: AuditActor,
    action: ShopChange,
    before: ShopResponse | null,
    after: ShopResponse | null,
  ): Promise<void> {
    const shop = (after ?? before)!;
    return this.audit.record(manager, actor, {
      action,
      entityType: 'shop',
      entityId: shop.id,
      entityName: shop.name,
      before: before && auditValuesOf(before, AUDITED_FIELDS),
      after: after && auditValuesOf(after, AUDITED_FIELDS),
    });
  }

  /** The live shop; 404 for a missing or deleted one. */
  private load(id: string, manager: EntityManager = this.dataSource.manager): Promise<Shop> {
    return manager
      .findOneBy(Shop, { id })
      .then((shop) => shop ?? Promise.reject(new NotFoundException(SHOP_NOT_FOUND)));
  }

  /** Shops as admins and their shopkeepers read them, with the shopkeepers' names and the logos from their modules. */
  private async answers(shops: Shop[], manager: EntityManager = this.dataSource.manager): Promise<ShopResponse[]> {
    const shopkeepers = await this.users.namesOf(
      shops.map((shop) => shop.shopkeeperId),
      manager,
    );
    const logos = await this.images.firstUrlsOf(
      'shop',
      shops.map((shop) => shop.id),
      manager,
    );
    return shops.map((shop) =>
      ShopResponse.from(shop, shopkeepers.get(shop.shopkeeperId)!, logos.get(shop.id) ?? null, this.config),
    );
  }

  private async answer(shop: Shop, manager?: EntityManager): Promise<ShopResponse> {
    const [answer] = await this.answers([shop], manager);
    return answer;
  }

  /** The live shop, locked against concurrent edits and deletes until the transaction ends. */
  private async lockedShop(
    manager: EntityManager,
    where: { id: string } | { shopkeeperId: string },
    notFound = SHOP_NOT_FOUND,
  ): Promise<Shop> {
    const shop = await manager.createQueryBuilder(Shop, 'shop').setLock('pessimistic_write').where(where).getOne();
    if (!shop) throw new NotFoundException(notFound);
    return shop;
  }

  private async shopkeeperToOnboard(fields: CreateShopDto, manager: EntityManager): Promise<User> {
    const existing = await this.users.lockByUsername(fields.shopkeeperUsername, manager);
    if (!existing) {
      return this.users.create(
        {
          name: fields.shopkeeperName,
          username: fields.shopkeeperUsername,
          email: fields.shopkeeperEmail,
          phone: fields.shopkeeperPhone,
          password: fields.shopkeeperPassword,
          role: 'shopkeeper',
        },
        manager,
      );
    }
    if (existing.role !== 'shopkeeper') throw new ConflictException('This username is already taken');
    if (await manager.existsBy(Shop, { shopkeeperId: existing.id })) {
      throw new ConflictException('This shopkeeper already has a shop');
    }
    // A shopkeeper whose earlier shop was deleted was disabled with it; a new shop lets them back in.
    if (existing.disabledAt) await this.users.enable(existing.id, manager);
    return existing;
  }
}

/**
 * A GSTIN an edit gives must be valid, as at onboarding; the one the shop has is kept as it is, even
 * when it was given before GSTINs were checked (no one can make up the right one for it).
 */
function assertNewGstinValid(gstNumber: string | undefined, current: string): void {
  const problem = gstNumber === undefined || gstNumber === current ? undefined : gstinProblem(gstNumber);
  if (problem) throw new BadRequestException([`gstNumber ${problem}`]);
}

/** Discovery's parameters from `filter`, checked: a 400 naming the first that is not right. */
function discoveryFilterOf(params: Partial<Record<(typeof DISCOVERY_PARAMS)[number], unknown>>) {
  const point = pointOf(params);
  const { withinKm, openNow, minRating } = params;
  if (withinKm !== undefined && !isNumberWithin(withinKm, 0, 1000, { aboveMin: true })) {
    throw new BadRequestException('filter.withinKm must be a distance in km above 0 and at most 1000');
  }
  if (withinKm !== undefined && !point) {
    throw new BadRequestException('filter.withinKm needs the point to measure from: filter.lat and filter.lng');
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
