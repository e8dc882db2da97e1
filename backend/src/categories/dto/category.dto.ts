import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { Category } from '../category.entity';
import { IsOptionalNotNull, PartialUpdate } from '../../common/optional-fields';
import { ReadOnly } from '../../common/read-only-fields';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const NAME_TOO_SHORT = 'Category name must be at least 2 characters.';

export class CategoryFields {
  @ApiProperty({ example: 'Dairy', minLength: 2, maxLength: 50 })
  @trim
  @IsString({ message: NAME_TOO_SHORT })
  @MinLength(2, { message: NAME_TOO_SHORT })
  @MaxLength(50)
  name!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Milk, curd, paneer and butter', maxLength: 500 })
  @IsOptional()
  @trim
  @IsString()
  @MaxLength(500)
  description?: string | null;

  @ApiPropertyOptional({ format: 'uuid', description: 'Optional; when sent it must be your own shop' })
  @IsOptionalNotNull()
  @IsUUID()
  shop_id?: string;
}

export class CreateCategoryDto extends CategoryFields {}

/** A partial update; the answer's other fields are accepted only unchanged (D10). */
export class UpdateCategoryDto extends PartialUpdate(CategoryFields) {
  @ReadOnly()
  id?: unknown;

  @ReadOnly()
  productCount?: unknown;

  @ReadOnly()
  createdAt?: unknown;

  @ReadOnly()
  updatedAt?: unknown;
}

export class CategoryResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Dairy' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Milk, curd, paneer and butter' })
  description!: string | null;

  @ApiProperty({ format: 'uuid' })
  shop_id!: string;

  @ApiProperty({ description: 'Products of the category not deleted' })
  productCount!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  static from(category: Category): CategoryResponse {
    const { id, name, description, shopId, productCount } = category;
    return {
      id,
      name,
      description,
      shop_id: shopId,
      productCount,
      createdAt: category.createdAt.toISOString(),
      updatedAt: category.updatedAt.toISOString(),
    };
  }
}
