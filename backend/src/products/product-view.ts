import { hundredthsColumn } from '../common/money';
import type { ImageLinks } from '../images/images.service';
import type { Product } from './product.entity';

/**
 * A product as it is read and answered: its own fields, its category's name and its images;
 * `isInStock` is whether it can be sold now (its switch, and a unit left when it counts them).
 */
export type ProductView = Omit<Product, 'shop' | 'category'> & {
  categoryName: string | null;
  images: ImageLinks[];
  lowStock: boolean;
};

/** How a product sells: its pack, prices, GST and stock, in the order every list of a product's fields gives them. */
export const PRODUCT_SALE_FIELDS = [
  'weight',
  'originalPrice',
  'discountedPrice',
  'gstPercentage',
  'gstIncluded',
  'isInStock',
  'stockQuantity',
  'lowStockThreshold',
] as const;

/** The fields of a product view that are the product's own columns, selected under these names. */
export const PRODUCT_VIEW_FIELDS = [
  'id',
  'shopId',
  'categoryId',
  'name',
  'sku',
  'hsnCode',
  'description',
  ...PRODUCT_SALE_FIELDS,
  'createdAt',
  'updatedAt',
  'deletedAt',
] as const;

/** A row of a product view query: PostgreSQL answers `numeric` columns as text. */
export type ProductViewRow = Omit<ProductView, 'originalPrice' | 'discountedPrice' | 'gstPercentage'> & {
  originalPrice: string;
  discountedPrice: string;
  gstPercentage: string;
};

export function productViewOf(row: ProductViewRow): ProductView {
  return {
    ...row,
    originalPrice: hundredthsColumn.from(row.originalPrice),
    discountedPrice: hundredthsColumn.from(row.discountedPrice),
    gstPercentage: hundredthsColumn.from(row.gstPercentage),
  };
}
