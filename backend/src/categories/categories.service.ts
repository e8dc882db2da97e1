import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { isUniqueViolation } from '../common/database-error.filter';
import { findPage, ListQueryDto, ListSpec, mapPage, Page } from '../common/list-query';
import { assertReadOnlyFieldsUnchanged } from '../common/read-only-fields';
import { Product } from '../products/product.entity';
import { Category } from './category.entity';
import {
  CATEGORY_READ_ONLY_FIELDS,
  CategoryResponse,
  CountedCategory,
  CreateCategoryDto,
  UpdateCategoryDto,
} from './dto/category.dto';

const DUPLICATE_NAME = 'A category with this name already exists in your shop.';

const CATEGORY_LIST: ListSpec = {
  columns: {
    id: 'category.id',
    name: 'category.name',
    createdAt: 'category.createdAt',
    updatedAt: 'category.updatedAt',
  },
  search: ['category.name'],
  defaultSort: ['name', 'ASC'],
};

/**
 * The categories of one shop. The shop always comes from the session; a `shop_id` in the body
 * must name that same shop (D5), and every query names it, so another shop's category is a 404.
 */
@Injectable()
export class CategoriesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(shopId: string, query: ListQueryDto): Promise<Page<CountedCategory>> {
    const qb = this.dataSource
      .getRepository(Category)
      .createQueryBuilder('category')
      .where('category.shopId = :shopId', { shopId });
    const page = await findPage(qb, query, CATEGORY_LIST);
    const counts = await this.productCounts(
      this.dataSource.manager,
      page.rows.map((c) => c.id),
    );
    return mapPage(page, (category) => Object.assign(category, { productCount: counts.get(category.id) ?? 0 }));
  }

  async findOne(
    shopId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CountedCategory> {
    const category = await manager.findOneBy(Category, { id, shopId });
    if (!category) throw new NotFoundException('Category not found');
    const counts = await this.productCounts(manager, [category.id]);
    return Object.assign(category, { productCount: counts.get(category.id) ?? 0 });
  }

  create(shopId: string, fields: CreateCategoryDto): Promise<CountedCategory> {
    return this.namesChecked(async (manager) => {
      assertOwnShop(shopId, fields.shop_id);
      await this.assertNameFree(manager, shopId, fields.name);
      const category = await manager.save(
        manager.create(Category, { shopId, name: fields.name, description: fields.description || null }),
      );
      return this.findOne(shopId, category.id, manager);
    });
  }

  update(shopId: string, id: string, changes: UpdateCategoryDto): Promise<CountedCategory> {
    return this.namesChecked(async (manager) => {
      const category = await this.findOne(shopId, id, manager);
      assertOwnShop(shopId, changes.shop_id);
      assertReadOnlyFieldsUnchanged(CategoryResponse.from(category), changes, [...CATEGORY_READ_ONLY_FIELDS]);
      if (changes.name !== undefined) await this.assertNameFree(manager, shopId, changes.name, id);
      const description = changes.description === undefined ? undefined : changes.description || null;
      await manager.update(Category, id, { name: changes.name, description });
      return this.findOne(shopId, id, manager);
    });
  }

  /** Refused with 409 while live products are in it: the shopkeeper moves or deletes them first. */
  remove(shopId: string, id: string): Promise<CountedCategory> {
    return this.dataSource.transaction(async (manager) => {
      // Locking the row makes a product being added to this category at the same time wait, or fail.
      await manager
        .createQueryBuilder(Category, 'category')
        .setLock('pessimistic_write')
        .where({ id, shopId })
        .getOne();
      const category = await this.findOne(shopId, id, manager);
      if (category.productCount > 0) {
        throw new ConflictException('This category still has products. Move or delete them first.');
      }
      await manager.delete(Category, id);
      return category;
    });
  }

  /**
   * Runs a write in a transaction. Two requests may both find a name free and then race to save
   * it: the unique index refuses the loser, which gets the same message as the check.
   */
  private async namesChecked<T>(write: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(write);
    } catch (error) {
      if (isUniqueViolation(error, 'UQ_categories_shop_name')) throw new ConflictException(DUPLICATE_NAME);
      throw error;
    }
  }

  private async assertNameFree(manager: EntityManager, shopId: string, name: string, exceptId?: string) {
    const sameName = manager
      .createQueryBuilder(Category, 'category')
      .where('category.shopId = :shopId', { shopId })
      .andWhere('lower(category.name) = lower(:name)', { name });
    if (exceptId) sameName.andWhere('category.id <> :exceptId', { exceptId });
    if (await sameName.getExists()) throw new ConflictException(DUPLICATE_NAME);
  }

  /** The number of live products per category. */
  private async productCounts(manager: EntityManager, categoryIds: string[]): Promise<Map<string, number>> {
    if (categoryIds.length === 0) return new Map();
    const rows = await manager
      .createQueryBuilder(Product, 'product')
      .select('product.categoryId', 'categoryId')
      .addSelect('count(*)::int', 'count')
      .where({ categoryId: In(categoryIds) })
      .groupBy('product.categoryId')
      .getRawMany<{ categoryId: string; count: number }>();
    return new Map(rows.map((row) => [row.categoryId, row.count]));
  }
}

/** A `shop_id` sent in the body must be the caller's own shop; any other answers like a missing one. */
function assertOwnShop(shopId: string, sentShopId: string | undefined): void {
  if (sentShopId !== undefined && sentShopId !== shopId) throw new NotFoundException('Shop not found');
}
