import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { findPage, ListQueryDto, ListSpec, mapPage, Page, takeFilterParams } from '../common/list-query';
import { assertReadOnlyFieldsUnchanged } from '../common/read-only-fields';
import { distanceKmSql } from '../pricing/pricing';
import { ReviewsService } from '../reviews/reviews.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { CreateShopDto } from './dto/create-shop.dto';
import { CustomerShopResponse, ShopkeeperProfileResponse, ShopResponse } from './dto/shop-response.dto';
import { UpdateOwnShopDto, UpdateShopDto } from './dto/update-shop.dto';
import { Shop } from './shop.entity';

export const SHOP_NOT_FOUND = 'Shop not found';
export const SHOP_NOT_SET_UP = 'Shop not set up yet';

const SHOP_LIST: ListSpec = {
  columns: {
    id: 'shop.id',
    name: 'shop.name',
    email: 'shop.email',
    isActive: 'shop.isActive',
    createdAt: 'shop.createdAt',
    updatedAt: 'shop.updatedAt',
  },
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
    const qb = this.dataSource
      .getRepository(Shop)
      .createQueryBuilder('shop')
      .innerJoinAndSelect('shop.shopkeeper', 'shopkeeper');
    return mapPage(await findPage(qb, query, SHOP_LIST), ShopResponse.from);
  }

  /**
   * Shops as customers see them, with their ratings and, when `filter` gives the customer's `lat`
   * and `lng`, their distances. Sorting by `averageRating` or `distanceKm` puts the shops without
   * one (unrated, or without a location) last, whichever the direction.
   */
  async listForCustomers(query: ListQueryDto): Promise<Page<CustomerShopResponse>> {
    const [params, rest] = takeFilterParams(query, ['lat', 'lng'] as const);
    const point = pointOf(params);
    const qb = this.dataSource.getRepository(Shop).createQueryBuilder('shop');
    if (point) qb.setParameters(point);
    const page = await findPage(qb, rest, {
      columns: {
        id: 'shop.id',
        name: 'shop.name',
        isActive: 'shop.isActive',
        averageRating: this.reviews.averageRatingSql('shop.id'),
        distanceKm: point ? DISTANCE_KM : 'CAST(NULL AS double precision)',
      },
      search: ['shop.name'],
      defaultSort: ['name', 'ASC'],
      nullsLast: ['averageRating', 'distanceKm'],
    });
    const ids = page.rows.map((shop) => shop.id);
    const [ratings, distances] = await Promise.all([this.reviews.ratingsOf(ids), this.distancesOf(ids, point)]);
    return mapPage(page, (shop) =>
      CustomerShopResponse.from(shop, ratings.get(shop.id)!, distances.get(shop.id) ?? null),
    );
  }

  /** A shop as customers see it, with its rating; 404 for a missing or deleted shop. */
  async findOneForCustomers(id: string): Promise<CustomerShopResponse> {
    const shop = await this.findForCustomers(id);
    const ratings = await this.reviews.ratingsOf([shop.id]);
    return CustomerShopResponse.from(shop, ratings.get(shop.id)!, null);
  }

  async findOne(id: string): Promise<ShopResponse> {
    return ShopResponse.from(await this.load(id));
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
      return ShopResponse.from(await this.load(shop.id, manager));
    });
  }

  update(id: string, changes: UpdateShopDto): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.load(id, manager);
      assertReadOnlyFieldsUnchanged(UpdateShopDto, changes, ShopResponse.from(shop));
      const { name, email, phone, address, gstNumber, latitude, longitude, isActive } = changes;
      return this.save(manager, shop, { name, email, phone, address, gstNumber, latitude, longitude, isActive });
    });
  }

  /** Soft-deletes the shop and disables its shopkeeper: no more sign-ins, live sessions end. */
  remove(id: string): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.lockedShop(manager, { id });
      await manager.softDelete(Shop, shop.id);
      await this.users.disable(shop.shopkeeperId, manager);
      return ShopResponse.from(shop);
    });
  }

  /** The live shop of a shopkeeper with its shopkeeper, or null when none is set up. */
  findOwnShop(shopkeeperId: string): Promise<Shop | null> {
    return this.dataSource.manager.findOne(Shop, { where: { shopkeeperId }, relations: { shopkeeper: true } });
  }

  /** A shop customers may see: any shop not deleted, open or closed; null when there is none. */
  findLive(id: string, manager: EntityManager = this.dataSource.manager): Promise<Shop | null> {
    return manager.findOneBy(Shop, { id });
  }

  /** As `findLive`, but 404 for a missing or deleted shop. */
  findForCustomers(id: string, manager: EntityManager = this.dataSource.manager): Promise<Shop> {
    return this.findLive(id, manager).then((shop) => shop ?? Promise.reject(new NotFoundException(SHOP_NOT_FOUND)));
  }

  /** The shopkeeper's own shop as they read it; 404 'Shop not set up yet' without one. */
  async findOwn(shopkeeperId: string): Promise<ShopResponse> {
    const shop = await this.findOwnShop(shopkeeperId);
    if (!shop) throw new NotFoundException(SHOP_NOT_SET_UP);
    return ShopResponse.from(shop);
  }

  /** Who the signed-in shopkeeper is, and their shop's id once an admin has set it up. */
  async shopkeeperProfile(shopkeeperId: string): Promise<ShopkeeperProfileResponse> {
    const shop = await this.findOwnShop(shopkeeperId);
    return { userId: shopkeeperId, shopId: shop?.id ?? null };
  }

  updateOwnShop(shopkeeperId: string, changes: UpdateOwnShopDto): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.lockedShop(manager, { shopkeeperId }, SHOP_NOT_SET_UP);
      assertReadOnlyFieldsUnchanged(UpdateOwnShopDto, changes, ShopResponse.from(shop));
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

  /** The distances in km (to 0.1) of these shops from `point`, by id; none without a point or a location. */
  private async distancesOf(shopIds: string[], point: Point | undefined): Promise<Map<string, number>> {
    if (!point || shopIds.length === 0) return new Map();
    const rows = await this.dataSource
      .createQueryBuilder(Shop, 'shop')
      .select('shop.id', 'id')
      .addSelect(`ROUND(CAST(${DISTANCE_KM} AS numeric), 1)`, 'distanceKm')
      .where({ id: In(shopIds) })
      .andWhere('shop.latitude IS NOT NULL AND shop.longitude IS NOT NULL')
      .setParameters(point)
      .getRawMany<{ id: string; distanceKm: string }>();
    return new Map(rows.map((row) => [row.id, Number(row.distanceKm)]));
  }

  private async save(manager: EntityManager, shop: Shop, changes: Partial<Shop>): Promise<ShopResponse> {
    manager.merge(Shop, shop, changes);
    await manager.save(shop);
    return ShopResponse.from(await this.load(shop.id, manager));
  }

  /** The live shop with its shopkeeper; 404 for a missing or deleted one. */
  private load(id: string, manager: EntityManager = this.dataSource.manager): Promise<Shop> {
    return manager
      .findOne(Shop, { where: { id }, relations: { shopkeeper: true } })
      .then((shop) => shop ?? Promise.reject(new NotFoundException(SHOP_NOT_FOUND)));
  }

  /** The live shop, locked against concurrent edits and deletes until the transaction ends. */
  private async lockedShop(
    manager: EntityManager,
    where: { id: string } | { shopkeeperId: string },
    notFound = SHOP_NOT_FOUND,
  ): Promise<Shop> {
    const shop = await manager
      .createQueryBuilder(Shop, 'shop')
      .setLock('pessimistic_write', undefined, ['shop'])
      .innerJoinAndSelect('shop.shopkeeper', 'shopkeeper')
      .where(where)
      .getOne();
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
