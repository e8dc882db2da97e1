import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { findPage, ListQueryDto, ListSpec, mapPage, Page } from '../common/list-query';
import { assertReadOnlyFieldsUnchanged } from '../common/read-only-fields';
import { ShopReview } from '../reviews/review.entity';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { CreateShopDto } from './dto/create-shop.dto';
import { CustomerShopResponse, ShopRating, ShopResponse } from './dto/shop-response.dto';
import {
  OWN_SHOP_READ_ONLY_FIELDS,
  SHOP_READ_ONLY_FIELDS,
  UpdateOwnShopDto,
  UpdateShopDto,
} from './dto/update-shop.dto';
import { findOwnShop, SHOP_NOT_SET_UP } from './own-shop.guard';
import { Shop } from './shop.entity';

export const SHOP_NOT_FOUND = 'Shop not found';

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

const NO_REVIEWS: ShopRating = { averageRating: null, reviewCount: 0 };

const CUSTOMER_SHOP_LIST: ListSpec = {
  columns: {
    id: 'shop.id',
    name: 'shop.name',
    isActive: 'shop.isActive',
    // Shops without reviews count as the lowest rated: last when the best come first.
    averageRating: '(SELECT COALESCE(AVG(r.rating), 0) FROM shop_reviews r WHERE r.shop_id = shop.id)',
  },
  search: ['shop.name'],
  defaultSort: ['name', 'ASC'],
};

/**
 * Shops and their onboarding. A deleted shop is gone for everyone: every query here leaves
 * soft-deleted rows out, so it answers 404 and drops out of lists.
 */
@Injectable()
export class ShopsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  list(query: ListQueryDto): Promise<Page<Shop>> {
    const qb = this.dataSource
      .getRepository(Shop)
      .createQueryBuilder('shop')
      .innerJoinAndSelect('shop.shopkeeper', 'shopkeeper');
    return findPage(qb, query, SHOP_LIST);
  }

  async listForCustomers(query: ListQueryDto): Promise<Page<CustomerShopResponse>> {
    const page = await findPage(
      this.dataSource.getRepository(Shop).createQueryBuilder('shop'),
      query,
      CUSTOMER_SHOP_LIST,
    );
    const ratings = await this.ratingsOf(page.rows.map((shop) => shop.id));
    return mapPage(page, (shop) => CustomerShopResponse.from(shop, ratings.get(shop.id) ?? NO_REVIEWS));
  }

  /** A shop as customers see it, with its rating; 404 for a missing or deleted shop. */
  async findOneForCustomers(id: string): Promise<CustomerShopResponse> {
    const shop = await this.findForCustomers(id);
    const ratings = await this.ratingsOf([shop.id]);
    return CustomerShopResponse.from(shop, ratings.get(shop.id) ?? NO_REVIEWS);
  }

  findOne(id: string, manager: EntityManager = this.dataSource.manager): Promise<Shop> {
    return manager
      .findOne(Shop, { where: { id }, relations: { shopkeeper: true } })
      .then((shop) => shop ?? Promise.reject(new NotFoundException(SHOP_NOT_FOUND)));
  }

  /**
   * Creates the shop with a new shopkeeper account, or links the existing shopkeeper of that
   * username who has no shop. Both rows are written in one transaction: both or neither.
   */
  onboard(fields: CreateShopDto): Promise<Shop> {
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
      return this.findOne(shop.id, manager);
    });
  }

  update(id: string, changes: UpdateShopDto): Promise<Shop> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.findOne(id, manager);
      assertReadOnlyFieldsUnchanged(ShopResponse.from(shop), changes, [...SHOP_READ_ONLY_FIELDS]);
      const { name, email, phone, address, gstNumber, latitude, longitude, isActive } = changes;
      return this.save(manager, shop, { name, email, phone, address, gstNumber, latitude, longitude, isActive });
    });
  }

  /** Soft-deletes the shop and disables its shopkeeper: no more sign-ins, live sessions end. */
  remove(id: string): Promise<Shop> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.lockedShop(manager, { id });
      await manager.softDelete(Shop, shop.id);
      await this.users.disable(shop.shopkeeperId, manager);
      return shop;
    });
  }

  /** The live shop of a shopkeeper, or null when none is set up. */
  findOwnShop(shopkeeperId: string): Promise<Shop | null> {
    return findOwnShop(this.dataSource.manager, shopkeeperId);
  }

  /** A shop customers may see: any shop not deleted, open or closed. */
  findForCustomers(id: string): Promise<Shop> {
    return this.dataSource.manager
      .findOneBy(Shop, { id })
      .then((shop) => shop ?? Promise.reject(new NotFoundException(SHOP_NOT_FOUND)));
  }

  updateOwnShop(shopkeeperId: string, changes: UpdateOwnShopDto): Promise<Shop> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.lockedShop(manager, { shopkeeperId }, SHOP_NOT_SET_UP);
      assertReadOnlyFieldsUnchanged(ShopResponse.from(shop), changes, [...OWN_SHOP_READ_ONLY_FIELDS]);
      const { phone, address, latitude, longitude, isActive } = changes;
      return this.save(manager, shop, { phone, address, latitude, longitude, isActive });
    });
  }

  /** The ratings of these shops in one grouped query; shops without reviews are left out. */
  private async ratingsOf(shopIds: string[]): Promise<Map<string, ShopRating>> {
    if (shopIds.length === 0) return new Map();
    const rows = await this.dataSource
      .createQueryBuilder(ShopReview, 'review')
      .select('review.shopId', 'shopId')
      .addSelect('ROUND(AVG(review.rating), 1)', 'average')
      .addSelect('COUNT(*)::int', 'count')
      .where({ shopId: In(shopIds) })
      .groupBy('review.shopId')
      .getRawMany<{ shopId: string; average: string; count: number }>();
    return new Map(rows.map((row) => [row.shopId, { averageRating: Number(row.average), reviewCount: row.count }]));
  }

  private async save(manager: EntityManager, shop: Shop, changes: Partial<Shop>): Promise<Shop> {
    manager.merge(Shop, shop, changes);
    await manager.save(shop);
    return this.findOne(shop.id, manager);
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
    const existing = await manager
      .createQueryBuilder(User, 'user')
      .setLock('pessimistic_write')
      .where({ username: fields.shopkeeperUsername.toLowerCase() })
      .getOne();
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
    if (existing.disabledAt) await manager.update(User, existing.id, { disabledAt: null });
    return existing;
  }
}
