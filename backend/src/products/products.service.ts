import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';
import { AuditAction, auditValuesOf } from '../audit/audit-entry.entity';
import { AuditActor, AuditChange, AuditService } from '../audit/audit.service';
import { CategoriesService, ProductCountChange } from '../categories/categories.service';
import { isUniqueViolation } from '../common/database-error.filter';
import { columnsOf, ListSpec } from '../database/paging/list-spec';
import { findRawPage, mapPage, Page } from '../database/paging/list-page';
import { ListQueryDto, takeFilterParams } from '../database/paging/list-request';
import { Paise } from '../common/money';
import { assertReadOnlyFieldsUnchanged } from '../common/read-only-fields';
import { TextSearch } from '../common/text-search';
import { ImagesService } from '../images/images.service';
import { liveShopSql } from '../shops/shops.queries';
import { CreateProductDto, ProductResponse, UpdateProductDto } from './dto/product.dto';
import { Product } from './product.entity';
import { PRODUCT_SALE_FIELDS, ProductView, ProductViewRow, productViewOf } from './product-view';
import {
  IN_STOCK_SQL,
  LIVE_PRODUCT,
  LOW_STOCK_SQL,
  PRODUCT_VIEWS_BY_ID,
  productViews,
  stockCountsOfShop,
} from './products.queries';

const PRODUCT_NOT_FOUND = 'Product not found';
/** What the audit trail keeps of a product: what its shopkeeper sets (prices and stock among them). */
const AUDITED_FIELDS = ['name', 'sku', 'hsnCode', 'description', 'categoryName', ...PRODUCT_SALE_FIELDS] as const;
export const MAX_PRODUCT_IMAGES = 5;

const PRODUCT_LIST: ListSpec = {
  columns: {
    ...columnsOf('product', [
      'id',
      'name',
      'categoryId',
      'weight',
      'originalPrice',
      'discountedPrice',
      'gstIncluded',
      'stockQuantity',
      'createdAt',
      'updatedAt',
    ]),
    isInStock: IN_STOCK_SQL,
    lowStock: LOW_STOCK_SQL,
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
    private readonly images: ImagesService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The live products of the shop, in and out of stock; `condition` (SQL on `product`) and a
   * `search` of their names narrow them further.
   */
  async list(
    shopId: string,
    query: ListQueryDto,
    condition?: string,
    search?: TextSearch,
  ): Promise<Page<ProductResponse>> {
    const qb = productViews(this.dataSource.manager).where('product.shopId = :shopId', { shopId });
    if (condition) qb.andWhere(condition);
    if (search) qb.andWhere(search.matchSql('product.name'), search.parameters);
    const page = await findRawPage<ProductViewRow>(qb, query, PRODUCT_LIST, { list: 'products', condition, search });
    return mapPage(page, (row) => ProductResponse.from(productViewOf(row)));
  }

  /**
   * The live products of the live shop as customers browse them: as `list`, with `filter.q` finding
   * names as discovery does (`TextSearch`: the text within the name, its words, or close to them).
   */
  async listForCustomers(shopId: string, query: ListQueryDto): Promise<Page<ProductResponse>> {
    const [{ q }, rest] = takeFilterParams(query, ['q'] as const);
    return this.list(shopId, rest, liveShopSql(this.dataSource.manager, 'product.shopId'), TextSearch.of(q));
  }

  async findOne(
    shopId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ProductResponse> {
    const row = await productViews(manager).where({ id, shopId }).getRawOne<ProductViewRow>();
    if (!row) throw new NotFoundException(PRODUCT_NOT_FOUND);
    return ProductResponse.from(productViewOf(row));
  }

  /** These products as they are read, deleted ones included (a cart still shows them), by id. */
  async viewsOf(ids: string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, ProductView>> {
    if (ids.length === 0) return new Map();
    const rows = await PRODUCT_VIEWS_BY_ID.rows<ProductViewRow>(manager, { ids });
    return new Map(rows.map((row) => [row.id, productViewOf(row)]));
  }

  create(actor: AuditActor, shopId: string, fields: CreateProductDto): Promise<ProductResponse> {
    return this.skuChecked(fields.sku, async (manager) => {
      await this.categories.countProducts(manager, shopId, [{ categoryId: fields.categoryId, delta: 1 }]);
      assertDiscountNotAbovePrice(fields.originalPrice, fields.discountedPrice);
      const { name, description, categoryId, weight, originalPrice, discountedPrice, gstPercentage } = fields;
      const product = await manager.save(
        manager.create(Product, {
          shopId,
          name,
          sku: fields.sku || null,
          hsnCode: fields.hsnCode || null,
          description: description || null,
          categoryId,
          weight,
          originalPrice,
          discountedPrice,
          gstPercentage,
          gstIncluded: fields.gstIncluded,
          isInStock: fields.isInStock,
          stockQuantity: fields.stockQuantity ?? null,
          lowStockThreshold: fields.lowStockThreshold ?? null,
        }),
      );
      const answer = await this.findOne(shopId, product.id, manager);
      await this.audit.record(manager, actor, productChange('product.created', null, answer));
      return answer;
    });
  }

  update(actor: AuditActor, shopId: string, id: string, changes: UpdateProductDto): Promise<ProductResponse> {
    return this.skuChecked(changes.sku, async (manager) => {
      const product = await this.lock(manager, shopId, id);
      const current = await this.findOne(shopId, id, manager);
      assertReadOnlyFieldsUnchanged(UpdateProductDto, changes, current);
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
      const { name, categoryId, weight, originalPrice, discountedPrice, gstPercentage, gstIncluded } = changes;
      const { stockQuantity, lowStockThreshold } = changes;
      // The answer's `isInStock` echoed back (false for a counted product at 0) leaves the switch alone.
      const isInStock = changes.isInStock === current.isInStock ? undefined : changes.isInStock;
      const description = changes.description === undefined ? undefined : changes.description || null;
      const sku = changes.sku === undefined ? undefined : changes.sku || null;
      const hsnCode = changes.hsnCode === undefined ? undefined : changes.hsnCode || null;
      await manager.update(Product, product.id, {
        name,
        sku,
        hsnCode,
        description,
        categoryId,
        weight,
        originalPrice,
        discountedPrice,
        gstPercentage,
        gstIncluded,
        isInStock,
        stockQuantity,
        lowStockThreshold,
      });
      const answer = await this.findOne(shopId, product.id, manager);
      await this.audit.record(manager, actor, productChange('product.updated', current, answer));
      return answer;
    });
  }

  /**
   * Soft delete: past orders keep their own copy of name and prices. The product's row is locked,
   * so that two deletes of it take it out of its category's count once.
   */
  remove(actor: AuditActor, shopId: string, id: string): Promise<ProductResponse> {
    return this.dataSource.transaction(async (manager) => {
      const product = await this.lock(manager, shopId, id);
      const answer = await this.findOne(shopId, id, manager);
      await manager.softDelete(Product, product.id);
      await this.categories.countProducts(manager, shopId, countedOut(product));
      await this.audit.record(manager, actor, productChange('product.deleted', answer, null));
      return answer;
    });
  }

  /** Adds a picture to the shop's product, last of its (at most five) pictures. */
  async addImage(shopId: string, id: string, upload: Buffer): Promise<ProductResponse> {
    // Decoded and encoded before the transaction: that work holds no lock and no connection.
    const image = await this.images.encode(upload);
    return this.withLockedProduct(shopId, id, (manager) =>
      this.images.add(manager, { kind: 'product', id }, image, MAX_PRODUCT_IMAGES),
    );
  }

  removeImage(shopId: string, id: string, imageId: string): Promise<ProductResponse> {
    return this.withLockedProduct(shopId, id, (manager) =>
      this.images.remove(manager, { kind: 'product', id }, imageId),
    );
  }

  reorderImages(shopId: string, id: string, imageIds: string[]): Promise<ProductResponse> {
    return this.withLockedProduct(shopId, id, (manager) =>
      this.images.reorder(manager, { kind: 'product', id }, imageIds),
    );
  }

  /** Runs `work` with the shop's product locked (its pictures change in turns), then answers the product. */
  private withLockedProduct(
    shopId: string,
    id: string,
    work: (manager: EntityManager) => Promise<void>,
  ): Promise<ProductResponse> {
    return this.dataSource.transaction(async (manager) => {
      await this.lock(manager, shopId, id);
      await work(manager);
      return this.findOne(shopId, id, manager);
    });
  }

  /** Runs a write in a transaction; a SKU another live product of the shop has answers 409. */
  private async skuChecked<T>(sku: string | null | undefined, write: (manager: EntityManager) => Promise<T>) {
    try {
      return await this.dataSource.transaction(write);
    } catch (error) {
      if (isUniqueViolation(error, 'UQ_products_shop_sku')) {
        throw new ConflictException(`Another product of your shop has the SKU ${sku}.`);
      }
      throw error;
    }
  }

  /** Every live product of the shop, by name (the CSV export). */
  async allOf(shopId: string): Promise<ProductResponse[]> {
    const rows = await productViews(this.dataSource.manager)
      .where('product.shopId = :shopId', { shopId })
      .orderBy('product.name')
      .getRawMany<ProductViewRow>();
    return rows.map((row) => ProductResponse.from(productViewOf(row)));
  }

  /** The shop's live products that have a SKU, by lower-cased SKU. */
  async skuIndex(shopId: string): Promise<Map<string, { id: string; categoryId: string | null }>> {
    const products = await this.dataSource.manager.find(Product, {
      select: { id: true, sku: true, categoryId: true },
      where: { shopId, sku: Not(IsNull()) },
    });
    return new Map(
      products.map((product) => [product.sku!.toLowerCase(), { id: product.id, categoryId: product.categoryId }]),
    );
  }

  /** The shop's live product, its row locked until the transaction ends; 404 for any other. */
  private async lock(manager: EntityManager, shopId: string, id: string): Promise<Product> {
    const product = await manager
      .createQueryBuilder(Product, 'product')
      .setLock('pessimistic_write')
      .where({ id, shopId })
      .getOne();
    if (!product) throw new NotFoundException(PRODUCT_NOT_FOUND);
    return product;
  }

  /** A product not deleted, of any shop, for a cart; null when there is none. */
  async findLive(id: string, manager: EntityManager = this.dataSource.manager): Promise<Product | null> {
    const [product] = await LIVE_PRODUCT.entities(manager, { id });
    return product ?? null;
  }

  /** The shop's product, not deleted, for a replacement in one of its orders; null when it has none such. */
  findLiveOf(shopId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<Product | null> {
    return manager.findOneBy(Product, { id, shopId });
  }

  /** How many live products the shop has, how many cannot be sold now, and how many are low on stock. */
  async stockCounts(shopId: string): Promise<{ productCount: number; outOfStockCount: number; lowStockCount: number }> {
    const counts = await stockCountsOfShop(this.dataSource.manager, shopId).getRawOne<{
      productCount: number;
      outOfStockCount: number;
      lowStockCount: number;
    }>();
    return counts!;
  }
}

/** A change of a product for the audit trail, from its answers before and after (null when there is none). */
export function productChange(
  action: AuditAction,
  before: ProductResponse | null,
  after: ProductResponse | null,
): AuditChange {
  const { id, name } = (after ?? before)!;
  return {
    action,
    entityType: 'product',
    entityId: id,
    entityName: name,
    before: before && auditValuesOf(before, AUDITED_FIELDS),
    after: after && auditValuesOf(after, AUDITED_FIELDS),
  };
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
