import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Category } from '../categories/category.entity';
import { findPage, ListQueryDto, ListSpec, Page } from '../common/list-query';
import { Paise } from '../common/money';
import { assertReadOnlyFieldsUnchanged } from '../common/read-only-fields';
import { CreateProductDto, PRODUCT_READ_ONLY_FIELDS, ProductResponse, UpdateProductDto } from './dto/product.dto';
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
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The live products of the shop, in and out of stock. */
  list(shopId: string, query: ListQueryDto): Promise<Page<Product>> {
    const qb = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('product')
      .leftJoinAndSelect('product.category', 'category')
      .where('product.shopId = :shopId', { shopId });
    return findPage(qb, query, PRODUCT_LIST);
  }

  async findOne(shopId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<Product> {
    const product = await manager
      .createQueryBuilder(Product, 'product')
      .leftJoinAndSelect('product.category', 'category')
      .where({ id, shopId })
      .getOne();
    if (!product) throw new NotFoundException('Product not found');
    return product;
  }

  create(shopId: string, fields: CreateProductDto): Promise<Product> {
    return this.dataSource.transaction(async (manager) => {
      await this.assertCategoryOfShop(manager, shopId, fields.categoryId);
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
      return this.findOne(shopId, product.id, manager);
    });
  }

  update(shopId: string, id: string, changes: UpdateProductDto): Promise<Product> {
    return this.dataSource.transaction(async (manager) => {
      const product = await manager
        .createQueryBuilder(Product, 'product')
        .leftJoinAndSelect('product.category', 'category')
        .setLock('pessimistic_write', undefined, ['product'])
        .where({ id, shopId })
        .getOne();
      if (!product) throw new NotFoundException('Product not found');
      assertReadOnlyFieldsUnchanged(ProductResponse.from(product), changes, [...PRODUCT_READ_ONLY_FIELDS]);
      if (changes.categoryId !== undefined && changes.categoryId !== product.categoryId) {
        await this.assertCategoryOfShop(manager, shopId, changes.categoryId);
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
      return this.findOne(shopId, product.id, manager);
    });
  }

  /** Soft delete: past orders keep their own copy of name and prices. */
  remove(shopId: string, id: string): Promise<Product> {
    return this.dataSource.transaction(async (manager) => {
      const product = await this.findOne(shopId, id, manager);
      await manager.softDelete(Product, product.id);
      return product;
    });
  }

  private async assertCategoryOfShop(manager: EntityManager, shopId: string, categoryId: string): Promise<void> {
    if (!(await manager.existsBy(Category, { id: categoryId, shopId }))) {
      throw new NotFoundException('Category not found');
    }
  }
}

function assertDiscountNotAbovePrice(originalPrice: Paise, discountedPrice: Paise): void {
  if (discountedPrice > originalPrice) {
    throw new BadRequestException('discountedPrice must not be more than originalPrice');
  }
}
