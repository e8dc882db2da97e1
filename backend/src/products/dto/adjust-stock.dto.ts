import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min, NotEquals } from 'class-validator';
import { MAX_STOCK } from './product-fields';

/** A change of a stock count by so many units: +1 for a unit received, -1 for one broken or lost. */
export class AdjustStockDto {
  @ApiProperty({
    example: 1,
    minimum: -MAX_STOCK,
    maximum: MAX_STOCK,
    description: 'Units to add (negative: take away)',
  })
  @IsInt({ message: 'by must be a whole number' })
  @NotEquals(0, { message: 'by must not be 0' })
  @Min(-MAX_STOCK)
  @Max(MAX_STOCK)
  by!: number;
}
