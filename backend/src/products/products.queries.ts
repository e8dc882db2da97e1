import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { categoryNameSql } from '../categories/categories.queries';
import type { TextSearch } from '../common/text-search';
import { BuiltQuery, builtOnce } from '../database/built-query';
import { imageLinksSql } from '../images/images.queries';
import { Product } from './product.entity';
import { PRODUCT_VIEW_FIELDS, ProductView, ProductViewRow, productViewOf } from './product-view';

/**
 * Whether a product can be sold now, as SQL on `product`: its switch is on and, when it counts its
 * units, it has one left.
 */
export const IN_STOCK_SQL = '(product.isInStock AND COALESCE(product.stockQuantity > 0, true))';
/** Whether a counted product is at or below its low-stock threshold, as SQL on `product`. */
export const LOW_STOCK_SQL = 'COALESCE(product.stockQuantity <= product.lowStockThreshold, false)';

/** A product not deleted, by id. */
export const LIVE_PRODUCT = new BuiltQuery<{ id: string }, Product>(['id'], (manager) =>
  manager.createQueryBuilder(Product, 'product').where('product.id = :id'),
);

/** Each field of a product view with its SQL on `product`; the category's name and the images asked of their modules. */
const productViewSql = builtOnce((manager): Record<keyof ProductViewRow, string> => ({
  ...(Object.fromEntries(
    PRODUCT_VIEW_FIELDS.map((field) => [field, field === 'isInStock' ? IN_STOCK_SQL : `product.${field}`]),
  ) as Record<(typeof PRODUCT_VIEW_FIELDS)[number], string>),
  lowStock: LOW_STOCK_SQL,
  categoryName: categoryNameSql(manager, 'product.categoryId'),
  images: imageLinksSql('product', 'product.id'),
}));

/**
 * The view of the product that a query reads as `product`, as selections named `prefix` and the
 * view's field, for a query of another module that joins it; `productViewIn` reads the view back.
 */
export function productViewSelections(manager: EntityManager, prefix: string): string[] {
  return Object.entries(productViewSql(manager)).map(([field, sql]) => `${sql} AS "${prefix}${field}"`);
}

/** The view of the product selected by `productViewSelections(prefix)` in `row`; null when the row has none. */
export function productViewIn(manager: EntityManager, row: ObjectLiteral, prefix: string): ProductView | null {
  if (row[`${prefix}id`] === null) return null;
  const view: ObjectLiteral = {};
  for (const field in productViewSql(manager)) view[field] = row[prefix + field];
  return productViewOf(view as ProductViewRow);
}

/** Products as they are read (`ProductViewRow`), deleted ones left out. */
export function productViews(manager: EntityManager): SelectQueryBuilder<Product> {
  return manager.createQueryBuilder(Product, 'product').select(productViewSelections(manager, ''));
}

/** Product views by id, deleted ones included. */
export const PRODUCT_VIEWS_BY_ID = new BuiltQuery<{ ids: string[] }>(['ids'], (manager) =>
  productViews(manager).withDeleted().where('product.id = ANY(:ids)'),
);

/** How many live products the shop has, how many cannot be sold now, and how many are low on stock. */
export const stockCountsOfShop = (manager: EntityManager, shopId: string) =>
  manager
    .createQueryBuilder(Product, 'product')
    .select('COUNT(*)::int', 'productCount')
    .addSelect(`COUNT(*) FILTER (WHERE NOT ${IN_STOCK_SQL})::int`, 'outOfStockCount')
    .addSelect(`COUNT(*) FILTER (WHERE ${LOW_STOCK_SQL})::int`, 'lowStockCount')
    .where({ shopId });

/** SQL for the name of the product whose id is in `productIdColumn`, deleted ones included. */
export const productNameSql = builtOnce((manager, productIdColumn: string) =>
  manager
    .createQueryBuilder()
    .subQuery()
    .select('product.name')
    .from(Product, 'product')
    .withDeleted()
    .where(`product.id = ${productIdColumn}`)
    .getQuery(),
);

/**
 * SQL that holds when the shop whose id is in `shopIdColumn` (a column of the caller's query) has a
 * live product whose name matches the search, whose parameters the caller sets.
 */
export function shopMatchingProductSql(manager: EntityManager, shopIdColumn: string, search: TextSearch): string {
  const shops = manager
    .createQueryBuilder()
    .subQuery()
    .select('product.shopId')
    .from(Product, 'product')
    .where(search.matchSql('product.name'))
    .getQuery();
  return `${shopIdColumn} IN ${shops}`;
}

/**
 * SQL that holds when the shop in `shopIdColumn` has a live product a customer can buy now: in stock,
 * units left if counted. The first such product in the order of the index on (shop, name), rather
 * than EXISTS: PostgreSQL costs an EXISTS by its first row and may scan all the products for it.
 * Built once: discovery embeds it twice in every page's query (openNow and comingSoon).
 */
export const shopHasProductInStockSql = builtOnce((manager, shopIdColumn: string): string => {
  const first = manager
    .createQueryBuilder()
    .subQuery()
    .select('true')
    .from(Product, 'product')
    .where(`product.shopId = ${shopIdColumn}`)
    .andWhere('product.isInStock')
    .andWhere('(product.stockQuantity IS NULL OR product.stockQuantity > 0)')
    .orderBy('product.shopId')
    .addOrderBy('product.name')
    .limit(1)
    .getQuery();
  return `COALESCE(${first}, false)`;
});

/** SQL for a `text[]` of up to three names of that shop's live products that match, the closest first. */
export function matchingProductNamesSql(manager: EntityManager, shopIdColumn: string, search: TextSearch): string {
  const names = manager
    .createQueryBuilder()
    .subQuery()
    .select('product.name')
    .from(Product, 'product')
    .where(`product.shopId = ${shopIdColumn}`)
    .andWhere(search.matchSql('product.name'))
    .orderBy(search.closenessSql('product.name'), 'DESC')
    .addOrderBy('product.name', 'ASC')
    .limit(3)
    .getQuery();
  return `ARRAY${names}`;
}

/**
 * Takes units ($2) of the counted products ($1, in id order: the order in which the join locks their
 * rows) that have that many left; answers the products it took them from.
 */
export const TAKE_STOCK = `UPDATE products p SET stock_quantity = p.stock_quantity - x.quantity
         FROM unnest($1::uuid[], $2::int[]) AS x(id, quantity)
        WHERE p.id = x.id AND p.stock_quantity IS NOT NULL AND p.stock_quantity >= x.quantity
        RETURNING p.id, p.shop_id, p.name, p.stock_quantity, p.low_stock_threshold`;

/** Gives back units ($2) to the counted products among $1. */
export const GIVE_BACK_STOCK = `UPDATE products p SET stock_quantity = p.stock_quantity + x.quantity
         FROM unnest($1::uuid[], $2::int[]) AS x(id, quantity)
        WHERE p.id = x.id AND p.stock_quantity IS NOT NULL`;

/** Changes the count of the shop's ($2) live counted product ($1) by $3 units, unless it would go below 0. */
export const ADJUST_STOCK = `UPDATE products SET stock_quantity = stock_quantity + $3, updated_at = now()
          WHERE id = $1 AND shop_id = $2 AND deleted_at IS NULL AND stock_quantity + $3 >= 0
          RETURNING name, stock_quantity`;

/**
 * Records that the shop ($1) commits the file of hash $2, unless it committed it within the last
 * $3 minutes (no row answered then).
 */
export const RECORD_IMPORT_COMMIT = `INSERT INTO product_imports (shop_id, file_hash) VALUES ($1, $2)
     ON CONFLICT (shop_id, file_hash) DO UPDATE SET committed_at = now()
       WHERE product_imports.committed_at < now() - make_interval(mins => $3)
     RETURNING shop_id`;

/** The columns of the JSON records ($1) an import writes, as `jsonb_to_recordset` reads them. */
const RECORD_COLUMNS = `id uuid, category_id uuid, name text, sku text, description text, weight text,
  original_price numeric, discounted_price numeric, gst_percentage numeric, gst_included boolean, is_in_stock boolean,
  stock_quantity integer, low_stock_threshold integer, hsn_code text`;

/**
 * Creates the shop's ($2) products of the records: yes/no cells left empty take the defaults (GST
 * included, in stock), other empty cells none. Answers their ids.
 */
export const INSERT_IMPORTED_PRODUCTS = `INSERT INTO products (shop_id, category_id, name, sku, description, weight, original_price,
       discounted_price, gst_percentage, gst_included, is_in_stock, stock_quantity, low_stock_threshold, hsn_code)
     SELECT $2, x.category_id, x.name, x.sku, x.description, x.weight, x.original_price, x.discounted_price,
       x.gst_percentage, COALESCE(x.gst_included, true), COALESCE(x.is_in_stock, true), x.stock_quantity,
       x.low_stock_threshold, x.hsn_code
     FROM jsonb_to_recordset($1::jsonb) AS x(${RECORD_COLUMNS})
     RETURNING id`;

/**
 * Updates the shop's ($2) live products the records name: yes/no, count and HSN cells left empty
 * keep what the product had. An `isInStock` that is what the export said (false for a counted
 * product at 0) leaves the switch alone.
 */
export const UPDATE_IMPORTED_PRODUCTS = `UPDATE products AS p SET category_id = x.category_id, name = x.name, sku = x.sku,
       description = x.description, weight = x.weight, original_price = x.original_price,
       discounted_price = x.discounted_price, gst_percentage = x.gst_percentage,
       gst_included = COALESCE(x.gst_included, p.gst_included),
       is_in_stock = CASE WHEN x.is_in_stock IS NULL OR x.is_in_stock = (p.is_in_stock AND COALESCE(p.stock_quantity > 0, true))
                          THEN p.is_in_stock ELSE x.is_in_stock END,
       stock_quantity = COALESCE(x.stock_quantity, p.stock_quantity),
       low_stock_threshold = COALESCE(x.low_stock_threshold, p.low_stock_threshold),
       hsn_code = COALESCE(x.hsn_code, p.hsn_code), updated_at = now()
     FROM jsonb_to_recordset($1::jsonb) AS x(${RECORD_COLUMNS})
     WHERE p.id = x.id AND p.shop_id = $2 AND p.deleted_at IS NULL`;
