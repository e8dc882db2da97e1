import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import {
  columnsOf,
  findPage,
  findRawPage,
  ListQueryDto,
  ListSpec,
  mapPage,
  Page,
  takeFilterParams,
} from '../common/list-query';
import { assertReadOnlyFieldsUnchanged } from '../common/read-only-fields';
import { distanceKmSql } from '../pricing/pricing';
import { ReviewsService } from '../reviews/reviews.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { CreateShopDto } from './dto/create-shop.dto';
import { CustomerShopResponse, ShopkeeperProfileResponse, ShopResponse } from './dto/shop-response.dto';
import { UpdateOwnShopDto, UpdateShopDto } from './dto/update-shop.dto';
import { Shop } from './shop.entity';

/** A shop in discovery as PostgreSQL answers it: numeric columns come as text. */
type CustomerShopRow = Omit<CustomerShopResponse, 'averageRating' | 'distanceKm'> & {
  averageRating: string | null;
  distanceKm: string | null;
};

export const SHOP_NOT_FOUND = 'Shop not found';
export const SHOP_NOT_SET_UP = 'Shop not set up yet';

const SHOP_LIST: ListSpec = {
  columns: columnsOf('shop', ['id', 'name', 'email', 'isActive', 'createdAt', 'updatedAt']),
  search: ['shop.name'],
  defaultSort: ['name', 'ASC'],
};

/** Where a customer is, to measure distances from: `filter` {"lat":…,"lng":…} in degrees. */
interface Point {
  lat: number;
  lng: number;
}

const SHOP_POINT = { latitude: 'shop.latitude', longitude: 'shop.longitude' };
const CUSTOMER_POINT = { latitude: 'CAST(:lat AS double precision)', longitude: 'CAST(:lng AS double precision)' };
const DISTANCE_KM = distanceKmSql(CUSTOMER_POINT, SHOP_POINT);

/**
 * Shops and their onboarding. A deleted shop is gone for everyone: every query here leaves
 * soft-deleted rows out, so it answers 404 and drops out of lists.
 */
@Injectable()
export class ShopsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly reviews: ReviewsService,
  ) {}

  async list(query: ListQueryDto): Promise<Page<ShopResponse>> {
    const page = await findPage(this.dataSource.getRepository(Shop).createQueryBuilder('shop'), query, SHOP_LIST);
    return { ...page, rows: await this.answers(page.rows) };
  }

  /**
   * Shops as customers see them, with their ratings and, when `filter` gives the customer's `lat`
   * and `lng`, their distances. Sorting by `averageRating` or `distanceKm` puts the shops without
   * one (unrated, or without a location) last, whichever the direction.
   */
  async listForCustomers(query: ListQueryDto): Promise<Page<CustomerShopResponse>> {
    const [params, rest] = takeFilterParams(query, ['lat', 'lng'] as const);
    const point = pointOf(params);
    const averageRating = this.reviews.averageRatingSql('shop.id');
    const distanceKm = point ? DISTANCE_KM : 'CAST(NULL AS double precision)';
    // Rows straight to JSON, ratings and distances with them: one statement, nothing hydrated.
    const qb = this.dataSource
      .createQueryBuilder(Shop, 'shop')
      .select(['id', 'name', 'address', 'phone', 'isActive', 'latitude', 'longitude'].map((f) => `shop.${f} AS "${f}"`))
      .addSelect(averageRating, 'averageRating')
      .addSelect(this.reviews.reviewCountSql('shop.id'), 'reviewCount')
      .addSelect(`ROUND(CAST(${distanceKm} AS numeric), 1)`, 'distanceKm');
    if (point) qb.setParameters(point);
    const page = await findRawPage<CustomerShopRow>(qb, rest, {
      columns: { id: 'shop.id', name: 'shop.name', isActive: 'shop.isActive', averageRating, distanceKm },
      search: ['shop.name'],
      defaultSort: ['name', 'ASC'],
      nullsLast: ['averageRating', 'distanceKm'],
    });
    return mapPage(page, ({ averageRating, distanceKm, ...shop }) => ({
      ...shop,
      averageRating: averageRating === null ? null : Number(averageRating),
      distanceKm: distanceKm === null ? null : Number(distanceKm),
    }));
  }

  /** A shop as customers see it, with its rating; 404 for a missing or deleted shop. */
  async findOneForCustomers(id: string): Promise<CustomerShopResponse> {
    const shop = await this.findForCustomers(id);
    const ratings = await this.reviews.ratingsOf([shop.id]);
    return CustomerShopResponse.from(shop, ratings.get(shop.id)!, null);
  }

  async findOne(id: string): Promise<ShopResponse> {
    return this.answer(await this.load(id));
  }

  /**
   * Creates the shop with a new shopkeeper account, or links the existing shopkeeper of that
   * username who has no shop. Both rows are written in one transaction: both or neither.
   */
  onboard(fields: CreateShopDto): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shopkeeper = await this.shopkeeperToOnboard(fields, manager);
      const { name, email, phone, address, gstNumber, latitude, longitude } = fields;
      const shop = await manager.save(
        manager.create(Shop, {
          name,
          email,
          phone,
          address,
          gstNumber,
          latitude,
          longitude,
          shopkeeperId: shopkeeper.id,
        }),
      );
      return this.answer(await this.load(shop.id, manager), manager);
    });
  }

  update(id: string, changes: UpdateShopDto): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.load(id, manager);
      assertReadOnlyFieldsUnchanged(UpdateShopDto, changes, await this.answer(shop, manager));
      const { name, email, phone, address, gstNumber, latitude, longitude, isActive } = changes;
      return this.save(manager, shop, { name, email, phone, address, gstNumber, latitude, longitude, isActive });
    });
  }

  /** Soft-deletes the shop and disables its shopkeeper: no more sign-ins, live sessions end. */
  remove(id: string): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.lockedShop(manager, { id });
      const answer = await this.answer(shop, manager);
      await manager.softDelete(Shop, shop.id);
      await this.users.disable(shop.shopkeeperId, manager);
      return answer;
    });
  }

  /**
   * SQL that holds when the shop `shopIdColumn` names (a column of the caller's query) is live, so
   * that a list of a shop's things leaves a deleted shop's out in the same statement.
   */
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
  findLive(id: string, manager: EntityManager = this.dataSource.manager): Promise<Shop | null> {
    return manager.findOneBy(Shop, { id });
  }

  /** A shop whether deleted or not (a cart still shows it): the shop of a row that names it. */
  findEver(id: string, manager: EntityManager = this.dataSource.manager): Promise<Shop> {
    return manager.findOneOrFail(Shop, { where: { id }, withDeleted: true });
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

  updateOwnShop(shopkeeperId: string, changes: UpdateOwnShopDto): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.lockedShop(manager, { shopkeeperId }, SHOP_NOT_SET_UP);
      assertReadOnlyFieldsUnchanged(UpdateOwnShopDto, changes, await this.answer(shop, manager));
      const { phone, address, latitude, longitude, isActive } = changes;
      return this.save(manager, shop, { phone, address, latitude, longitude, isActive });
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

  private async save(manager: EntityManager, shop: Shop, changes: Partial<Shop>): Promise<ShopResponse> {
    manager.merge(Shop, shop, changes);
    await manager.save(shop);
    return this.answer(await this.load(shop.id, manager), manager);
  }

  /** The live shop; 404 for a missing or deleted one. */
  private load(id: string, manager: EntityManager = this.dataSource.manager): Promise<Shop> {
    return manager
      .findOneBy(Shop, { id })
      .then((shop) => shop ?? Promise.reject(new NotFoundException(SHOP_NOT_FOUND)));
  }

  /** Shops as admins and their shopkeepers read them, with the shopkeepers' names from their module. */
  private async answers(shops: Shop[], manager: EntityManager = this.dataSource.manager): Promise<ShopResponse[]> {
    const shopkeepers = await this.users.namesOf(
      shops.map((shop) => shop.shopkeeperId),
      manager,
    );
    return shops.map((shop) => ShopResponse.from(shop, shopkeepers.get(shop.shopkeeperId)!));
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

/** The customer's point from `filter`: both `lat` and `lng` or neither, in degrees. */
function pointOf({ lat, lng }: { lat?: unknown; lng?: unknown }): Point | undefined {
  if (lat === undefined && lng === undefined) return undefined;
  const within = (value: unknown, limit: number): value is number =>
    typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
  if (!within(lat, 90) || !within(lng, 180)) {
    throw new BadRequestException(
      'filter.lat and filter.lng must be given together: lat from -90 to 90, lng from -180 to 180',
    );
  }
  return { lat, lng };
}
