import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { GstRate, IsPercentage, IsMoney, Paise } from '../../common/money';
import { IsOptionalNotNull } from '../../common/optional-fields';

/** The most units a stock count holds. */
export const MAX_STOCK = 1_000_000;

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** The fields of a product a shopkeeper sends, and their rules. Money arrives as paise after validation. */
export class ProductFields {
  @ApiProperty({ example: 'Aashirvaad Atta', minLength: 2, maxLength: 100 })
  @trim
  @IsString()
  @Length(2, 100)
  name!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'ATTA-5KG',
    maxLength: 64,
    description: 'Your own code for the product, unique in your shop (ignoring case); null or empty for none',
  })
  @IsOptional()
  @trim
  @IsString()
  @Matches(/^$|^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/, {
    message: 'sku must be up to 64 letters, digits, dots, dashes, underscores or slashes',
  })
  sku?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '1101',
    pattern: '^([0-9]{4,8})?$',
    description: 'The HSN code of the goods, 4 to 8 digits, printed on tax invoices; null or empty for none',
  })
  @IsOptional()
  @trim
  @Matches(/^([0-9]{4,8})?$/, { message: 'hsnCode must be 4 to 8 digits' })
  hsnCode?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Whole wheat flour', maxLength: 1000 })
  @IsOptional()
  @trim
  @IsString()
  @MaxLength(1000)
  description?: string | null;

  @ApiProperty({ format: 'uuid', description: 'A category of your shop' })
  @IsUUID()
  categoryId!: string;

  @ApiProperty({ example: '5kg', minLength: 1, maxLength: 50, description: 'Free text such as 1kg or 500 ml' })
  @trim
  @IsString()
  @Length(1, 50)
  weight!: string;

  @IsMoney({ example: '120.00' })
  originalPrice!: Paise;

  @IsMoney({ example: '99.00' })
  discountedPrice!: Paise;

  @IsPercentage()
  gstPercentage!: GstRate;

  @ApiPropertyOptional({ default: true, description: 'Prices include GST' })
  @IsOptionalNotNull()
  @IsBoolean()
  gstIncluded?: boolean;

  @ApiPropertyOptional({ default: true })
  @IsOptionalNotNull()
  @IsBoolean()
  isInStock?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: MAX_STOCK,
    example: 24,
    description:
      'Units on hand; null when you do not count them. Checkout takes them; at 0 the product is out of stock',
  })
  @IsOptional()
  @Min(0)
  @Max(MAX_STOCK)
  @IsInt({ message: 'stockQuantity must be a whole number or null' })
  stockQuantity?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: MAX_STOCK,
    example: 5,
    description: 'At or below this many units the product is low on stock; null: never',
  })
  @IsOptional()
  @Min(0)
  @Max(MAX_STOCK)
  @IsInt({ message: 'lowStockThreshold must be a whole number or null' })
  lowStockThreshold?: number | null;
}
