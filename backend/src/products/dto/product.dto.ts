import { ApiProperty } from '@nestjs/swagger';
import { formatMoney } from '../../common/money';
import { ImageResponse } from '../../images/dto/image.dto';
import type { ProductView } from '../product-view';
import { ProductFields } from './product-fields';
import { PartialUpdate } from '../../common/optional-fields';
import { ReadOnly } from '../../common/read-only-fields';

export class CreateProductDto extends ProductFields {}

/** A partial update, e.g. only `{ isInStock }`; the answer's other fields are accepted only unchanged (D10). */
export class UpdateProductDto extends PartialUpdate(ProductFields) {
  @ReadOnly()
  id?: unknown;

  @ReadOnly()
  shopId?: unknown;

  @ReadOnly()
  categoryName?: unknown;

  @ReadOnly()
  createdAt?: unknown;

  @ReadOnly()
  updatedAt?: unknown;

  @ReadOnly()
  images?: unknown;

  @ReadOnly()
  lowStock?: unknown;
}

/** A product as shopkeepers and customers read it. */
export class ProductResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  shopId!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null only for a deleted product' })
  categoryId!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Groceries' })
  categoryName!: string | null;

  @ApiProperty({ example: 'Aashirvaad Atta' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, example: 'ATTA-5KG' })
  sku!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '1101', description: 'HSN code, 4 to 8 digits' })
  hsnCode!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Whole wheat flour' })
  description!: string | null;

  @ApiProperty({ example: '5kg' })
  weight!: string;

  @ApiProperty({ example: '120.00' })
  originalPrice!: string;

  @ApiProperty({ example: '99.00' })
  discountedPrice!: string;

  @ApiProperty({ example: '5.00' })
  gstPercentage!: string;

  @ApiProperty()
  gstIncluded!: boolean;

  @ApiProperty({ description: 'Whether it can be sold now: switched on and, when counted, a unit left' })
  isInStock!: boolean;

  @ApiProperty({ type: Number, nullable: true, example: 24, description: 'Units on hand; null: not counted' })
  stockQuantity!: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 5 })
  lowStockThreshold!: number | null;

  @ApiProperty({ description: 'Counted, and at or below its low-stock threshold' })
  lowStock!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ type: [ImageResponse], description: 'In order: the first is the main picture' })
  images!: ImageResponse[];

  static from(product: ProductView): ProductResponse {
    const { id, shopId, categoryId, categoryName, name, sku, description, weight, gstIncluded, isInStock, images } =
      product;
    const { stockQuantity, lowStockThreshold, lowStock } = product;
    return {
      id,
      shopId,
      categoryId,
      categoryName,
      name,
      sku,
      hsnCode: product.hsnCode,
      description,
      weight,
      originalPrice: formatMoney(product.originalPrice),
      discountedPrice: formatMoney(product.discountedPrice),
      gstPercentage: formatMoney(product.gstPercentage),
      gstIncluded,
      isInStock,
      stockQuantity,
      lowStockThreshold,
      lowStock,
      createdAt: product.createdAt.toISOString(),
      updatedAt: product.updatedAt.toISOString(),
      images,
    };
  }
}
