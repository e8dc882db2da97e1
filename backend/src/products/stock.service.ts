import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditActor, AuditService } from '../audit/audit.service';
import { EventsService } from '../events/events.service';
import { Product } from './product.entity';
import { ADJUST_STOCK, GIVE_BACK_STOCK, TAKE_STOCK } from './products.queries';

/** Units of one product: a cart's or an order's line. */
export interface StockLine {
  productId: string;
  quantity: number;
}

/** What the shop hears when a sale takes a product to its low-stock threshold or below. */
export interface StockLowEventData {
  productId: string;
  name: string;
  stockQuantity: number;
  lowStockThreshold: number;
}

/** Whether a product can be sold now (`IN_STOCK_SQL` of products.queries.ts, of a loaded product). */
export function isAvailable(product: Pick<Product, 'isInStock' | 'stockQuantity'>): boolean {
  return product.isInStock && (product.stockQuantity === null || product.stockQuantity > 0);
}

/** The refusal of more units than the product has: 409 with the quantity available. */
export function notEnoughStock(name: string, available: number): ConflictException {
  const left =
    available === 0
      ? `${name} is out of stock.`
      : `Only ${available} of ${name} ${available === 1 ? 'is' : 'are'} left.`;
  return new ConflictException({ statusCode: 409, error: 'Conflict', message: left, available });
}

interface TakenRow {
  id: string;
  shop_id: string;
  name: string;
  stock_quantity: number;
  low_stock_threshold: number | null;
}

/**
 * Stock counts: taken by checkout and given back by cancellations and lines not fulfilled, always
 * by one conditional UPDATE in the caller's transaction (never read, then write), so that
 * concurrent sales of the last units cannot take more than there are. The `CHK_products_stock`
 * constraint keeps a count from going below 0 whatever a query does.
 */
@Injectable()
export class StockService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Takes the units of `lines` from the counted products among them, all or none: a product with
   * fewer units left answers 409 with how many. Answers the ids of the products whose units were
   * taken (uncounted products are not). The shop hears of each product this takes to its low-stock
   * threshold.
   */
  async take(manager: EntityManager, lines: StockLine[]): Promise<Set<string>> {
    if (lines.length === 0) return new Set();
    const wanted = byProduct(lines);
    // The ids go in sorted order, the order in which the join over them locks the rows, so that two
    // checkouts of the same products take turns rather than deadlock.
    const taken = (await manager.query(TAKE_STOCK, [[...wanted.keys()], [...wanted.values()]])) as [TakenRow[], number];
    const takenIds = new Set(taken[0].map((row) => row.id));
    await this.refuseShortages(
      manager,
      [...wanted.keys()].filter((id) => !takenIds.has(id)),
    );
    for (const row of taken[0]) await this.announceIfLow(manager, row, wanted.get(row.id)!);
    return takenIds;
  }

  /** Gives back the units of `lines` to the products that count them. */
  async giveBack(manager: EntityManager, lines: StockLine[]): Promise<void> {
    if (lines.length === 0) return;
    const returned = byProduct(lines);
    await manager.query(GIVE_BACK_STOCK, [[...returned.keys()], [...returned.values()]]);
  }

  /**
   * Changes the count of the shop's product by `by` units (the shopkeeper's quick + and -), in one
   * conditional update: a sale at the same moment is never overwritten. 409 when the product does
   * not count its units or the count would go below 0. The audit trail keeps the count before and after.
   */
  adjust(shopkeeper: AuditActor, shopId: string, productId: string, by: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const [rows] = (await manager.query(ADJUST_STOCK, [productId, shopId, by])) as [
        { name: string; stock_quantity: number }[],
        number,
      ];
      if (rows.length === 0) throw await this.refusedAdjustment(manager, shopId, productId);
      const [{ name, stock_quantity: left }] = rows;
      await this.audit.record(manager, shopkeeper, {
        action: 'product.stock-adjusted',
        entityType: 'product',
        entityId: productId,
        entityName: name,
        before: { stockQuantity: left - by },
        after: { stockQuantity: left },
      });
    });
  }

  /** Why an adjustment of the shop's product changed nothing: 404 for no such product, else 409. */
  private async refusedAdjustment(manager: EntityManager, shopId: string, productId: string) {
    const product = await manager.findOneBy(Product, { id: productId, shopId });
    if (!product) return new NotFoundException('Product not found');
    if (product.stockQuantity === null) {
      return new ConflictException(`${product.name} does not count its stock: set a stock quantity first.`);
    }
    return new ConflictException(`${product.name} has ${product.stockQuantity} left: a stock count cannot go below 0.`);
  }

  /**
   * Refuses the sale when one of these products (whose units the update did not take) counts its units
   * and has too few; a product that does not count them is no shortage.
   */
  private async refuseShortages(manager: EntityManager, productIds: string[]): Promise<void> {
    if (productIds.length === 0) return;
    const short = await manager
      .createQueryBuilder(Product, 'product')
      .withDeleted()
      .select(['product.name', 'product.stockQuantity'])
      .where('product.id IN (:...productIds)', { productIds })
      .andWhere('product.stockQuantity IS NOT NULL')
      .orderBy('product.name')
      .getOne();
    if (short) throw notEnoughStock(short.name, short.stockQuantity!);
  }

  /** Tells the shop, live, once the sale commits, when it took the product to its threshold or below. */
  private async announceIfLow(manager: EntityManager, row: TakenRow, sold: number): Promise<void> {
    const threshold = row.low_stock_threshold;
    if (threshold === null || row.stock_quantity > threshold || row.stock_quantity + sold <= threshold) return;
    const data: StockLowEventData = {
      productId: row.id,
      name: row.name,
      stockQuantity: row.stock_quantity,
      lowStockThreshold: threshold,
    };
    await this.events.record(manager, { type: 'stock.low', shopId: row.shop_id, customerId: null, data });
  }
}

/** The units of `lines` summed by product, in product id order. */
function byProduct(lines: StockLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const { productId, quantity } of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    units.set(productId, (units.get(productId) ?? 0) + quantity);
  }
  return units;
}
