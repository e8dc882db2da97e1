import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/database-error.filter';
import { columnsOf, ListSpec } from '../database/paging/list-spec';
import { findPage, mapPage, Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { assertReadOnlyFieldsUnchanged } from '../common/read-only-fields';
import { Category } from './category.entity';
import { CategoryResponse, CreateCategoryDto, UpdateCategoryDto } from './dto/category.dto';

const DUPLICATE_NAME = 'A category with this name already exists in your shop.';
const NOT_FOUND = 'Category not found';

/** +1 for a product created in or moved into the category, −1 for one deleted or moved out. */
export interface ProductCountChange {
  categoryId: string;
  delta: number;
}

const CATEGORY_LIST: ListSpec = {
  columns: columnsOf('category', ['id', 'name', 'createdAt', 'updatedAt']),
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

  async list(shopId: string, query: ListQueryDto): Promise<Page<CategoryResponse>> {
    const qb = this.dataSource
      .getRepository(Category)
      .createQueryBuilder('category')
      .where('category.shopId = :shopId', { shopId });
    return mapPage(await findPage(qb, query, CATEGORY_LIST), CategoryResponse.from);
  }

  async findOne(shopId: string, id: string): Promise<CategoryResponse> {
    return CategoryResponse.from(await this.load(shopId, id));
  }

  /**
   * Keeps the live-product counts of the shop's categories, in the transaction of the product
   * write (`ProductsService` calls it for every create, delete and move); 404 'Category not found'
   * when a category is not the shop's. Each row stays locked until that transaction ends, so a
   * delete of the category waits and then sees the count; rows are taken in id order, so that two
   * opposite moves cannot deadlock.
   */
  async countProducts(manager: EntityManager, shopId: string, changes: ProductCountChange[]): Promise<void> {
    const inIdOrder = [...changes].sort((a, b) => (a.categoryId < b.categoryId ? -1 : 1));
    for (const { categoryId, delta } of inIdOrder) {
      const { affected } = await manager
        .createQueryBuilder()
        .update(Category)
        // A count is no edit of the category: its updatedAt stays.
        .set({ productCount: () => 'product_count + :delta', updatedAt: () => 'updated_at' })
        .where({ id: categoryId, shopId })
        .setParameters({ delta })
        .execute();
      if (!affected) throw new NotFoundException(NOT_FOUND);
    }
  }

  /** The shop's categories by name, lower-cased, to their ids. */
  async idsByName(shopId: string, manager: EntityManager = this.dataSource.manager): Promise<Map<string, string>> {
    const categories = await manager.find(Category, { select: { id: true, name: true }, where: { shopId } });
    return new Map(categories.map((category) => [category.name.toLowerCase(), category.id]));
  }

  /** Adds categories of these names (new to the shop), answering their ids by lower-cased name. */
  async createNamed(manager: EntityManager, shopId: string, names: string[]): Promise<Map<string, string>> {
    if (names.length === 0) return new Map();
    const saved = await manager.save(
      names.map((name) => manager.create(Category, { shopId, name, description: null })),
    );
    return new Map(saved.map((category) => [category.name.toLowerCase(), category.id]));
  }

  create(shopId: string, fields: CreateCategoryDto): Promise<CategoryResponse> {
    return this.namesChecked(async (manager) => {
      assertOwnShop(shopId, fields.shop_id);
      await this.assertNameFree(manager, shopId, fields.name);
      const category = await manager.save(
        manager.create(Category, { shopId, name: fields.name, description: fields.description || null }),
      );
      return CategoryResponse.from(await this.load(shopId, category.id, manager));
    });
  }

  update(shopId: string, id: string, changes: UpdateCategoryDto): Promise<CategoryResponse> {
    return this.namesChecked(async (manager) => {
      const category = await this.load(shopId, id, manager);
      assertOwnShop(shopId, changes.shop_id);
      assertReadOnlyFieldsUnchanged(UpdateCategoryDto, changes, CategoryResponse.from(category));
      if (changes.name !== undefined) await this.assertNameFree(manager, shopId, changes.name, id);
      const description = changes.description === undefined ? undefined : changes.description || null;
      await manager.update(Category, id, { name: changes.name, description });
      return CategoryResponse.from(await this.load(shopId, id, manager));
    });
  }

  /**
   * Refused with 409 while live products are in it: the shopkeeper moves or deletes them first.
   * The row stays locked from the count to the delete: a product added to the category meanwhile
   * is either counted first (and the delete refused) or waits and then finds no category (404).
   */
  remove(shopId: string, id: string): Promise<CategoryResponse> {
    return this.dataSource.transaction(async (manager) => {
      const category = await this.load(shopId, id, manager, { lock: true });
      if (category.productCount > 0) {
        throw new ConflictException('This category still has products. Move or delete them first.');
      }
      await manager.delete(Category, category.id);
      return CategoryResponse.from(category);
    });
  }

  /** The shop's category; 404 for any other. `lock` keeps its row locked until the transaction ends. */
  private async load(
    shopId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
    { lock = false } = {},
  ): Promise<Category> {
    const query = manager.createQueryBuilder(Category, 'category').where({ id, shopId });
    if (lock) query.setLock('pessimistic_write');
    const category = await query.getOne();
    if (!category) throw new NotFoundException(NOT_FOUND);
    return category;
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
}

/** A `shop_id` sent in the body must be the caller's own shop; any other answers like a missing one. */
function assertOwnShop(shopId: string, sentShopId: string | undefined): void {
  if (sentShopId !== undefined && sentShopId !== shopId) throw new NotFoundException('Shop not found');
}
