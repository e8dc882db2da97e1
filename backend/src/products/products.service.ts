import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CategoriesService, ProductCountChange } from '../categories/categories.service';
import { findPage, ListQueryDto, ListSpec, mapPage, Page } from '../common/list-query';
import { Paise } from '../common/money';
import { assertReadOnlyFieldsUnchanged } from '../common/read-only-fields';
import { CreateProductDto, ProductResponse, UpdateProductDto } from './dto/product.dto';
import { Product } from './product.entity';

const PRODUCT_LIST: ListSpec = {
  columns: {
    id: 'product.id',
    name: 'product.name',
    categoryId: 'product.categoryId',
    weight: 'product.weight',
    originalPrice: 'product.originalPrice',
    discountedPrice: 'product.discountedPrice',
    gstIncluded: 'product.gstIncluded',
    isInStock: 'product.isInStock',
    createdAt: 'product.createdAt',
    updatedAt: 'product.updatedAt',
  },
  search: ['product.name'],
  defaultSort: ['name', 'ASC'],
};

/**
 * The products of one shop. Every query names the shop, so another shop's product or category
 * answers 404; deleted products are left out everywhere.
 */
@Injectable()
export class ProductsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly categories: CategoriesService,
  ) {}

  /** The live products of the shop, in and out of stock. */
  async list(shopId: string, query: ListQueryDto): Promise<Page<ProductResponse>> {
    const qb = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('product')
      .leftJoinAndSelect('product.category', 'category')
      .where('product.shopId = :shopId', { shopId });
    return mapPage(await findPage(qb, query, PRODUCT_LIST), ProductResponse.from);
  }

  async findOne(shopId: string, id: string): Promise<ProductResponse> {
    return ProductResponse.from(await this.load(shopId, id));
  }

  create(shopId: string, fields: CreateProductDto): Promise<ProductResponse> {
    return this.dataSource.transaction(async (manager) => {
      await this.categories.countProducts(manager, shopId, [{ categoryId: fields.categoryId, delta: 1 }]);
      assertDiscountNotAbovePrice(fields.originalPrice, fields.discountedPrice);
      const { name, description, categoryId, weight, originalPrice, discountedPrice, gstPercentage } = fields;
      const product = await manager.save(
        manager.create(Product, {
          shopId,
          name,
          description: description || null,
          categoryId,
          weight,
          originalPrice,
          discountedPrice,
          gstPercentage,
          gstIncluded: fields.gstIncluded,
          isInStock: fields.isInStock,
        }),
      );
      return ProductResponse.from(await this.load(shopId, product.id, manager));
    });
  }

  update(shopId: string, id: string, changes: UpdateProductDto): Promise<ProductResponse> {
    return this.dataSource.transaction(async (manager) => {
      const product = await this.load(shopId, id, manager, { lock: true });
      assertReadOnlyFieldsUnchanged(UpdateProductDto, changes, ProductResponse.from(product));
      if (changes.categoryId !== undefined && changes.categoryId !== product.categoryId) {
        await this.categories.countProducts(manager, shopId, [
          { categoryId: changes.categoryId, delta: 1 },
          ...countedOut(product),
        ]);
      }
      assertDiscountNotAbovePrice(
        changes.originalPrice ?? product.originalPrice,
        changes.discountedPrice ?? product.discountedPrice,
      );
      const { name, categoryId, weight, originalPrice, discountedPrice, gstPercentage, gstIncluded, isInStock } =
        changes;
      const description = changes.description === undefined ? undefined : changes.description || null;
      await manager.update(Product, product.id, {
        name,
        description,
        categoryId,
        weight,
        originalPrice,
        discountedPrice,
        gstPercentage,
        gstIncluded,
        isInStock,
      });
      return ProductResponse.from(await this.load(shopId, product.id, manager));
    });
  }

  /**
   * Soft delete: past orders keep their own copy of name and prices. The product's row is locked,
   * so that two deletes of it take it out of its category's count once.
   */
  remove(shopId: string, id: string): Promise<ProductResponse> {
    return this.dataSource.transaction(async (manager) => {
      const product = await this.load(shopId, id, manager, { lock: true });
      await manager.softDelete(Product, product.id);
      await this.categories.countProducts(manager, shopId, countedOut(product));
      return ProductResponse.from(product);
    });
  }

  /**
   * The shop's live product with its category; 404 for any other. `lock` keeps the product's row
   * locked until the transaction ends.
   */
  private async load(
    shopId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
    { lock = false } = {},
  ): Promise<Product> {
    const query = manager
      .createQueryBuilder(Product, 'product')
      .leftJoinAndSelect('product.category', 'category')
      .where({ id, shopId });
    if (lock) query.setLock('pessimistic_write', undefined, ['product']);
    const product = await query.getOne();
    if (!product) throw new NotFoundException('Product not found');
    return product;
  }

  /** A product not deleted, of any shop, for a cart; null when there is none. */
  findLive(id: string, manager: EntityManager = this.dataSource.manager): Promise<Product | null> {
    return manager.findOneBy(Product, { id });
  }

  /** How many live products the shop has, and how many of them are out of stock. */
  async stockCounts(shopId: string): Promise<{ productCount: number; outOfStockCount: number }> {
    const [productCount, outOfStockCount] = await Promise.all([
      this.dataSource.manager.countBy(Product, { shopId }),
      this.dataSource.manager.countBy(Product, { shopId, isInStock: false }),
    ]);
    return { productCount, outOfStockCount };
  }
}

/** Takes a product out of its category's count (a live product always has a category). */
function countedOut(product: Product): ProductCountChange[] {
  return product.categoryId ? [{ categoryId: product.categoryId, delta: -1 }] : [];
}

function assertDiscountNotAbovePrice(originalPrice: Paise, discountedPrice: Paise): void {
  if (discountedPrice > originalPrice) {
    throw new BadRequestException('discountedPrice must not be more than originalPrice');
  }
}
