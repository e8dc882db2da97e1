import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { MAX_PROBLEMS_LISTED } from '../product-import.service';

export class ProductImportQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Unless true, a preview that changes nothing' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'commit must be true or false' })
  commit?: 'true' | 'false';
}

export class ImportProblemResponse {
  @ApiProperty({ example: 4, description: 'The line of the file (the header is line 1)' })
  line!: number;

  @ApiPropertyOptional({ example: 'discountedPrice' })
  field?: string;

  @ApiProperty({ example: 'discountedPrice must be an amount in rupees with at most two decimals' })
  message!: string;
}

export class ImportSummaryResponse {
  @ApiProperty({ description: 'Data rows in the file' })
  rows!: number;

  @ApiProperty({ description: 'Rows that create a product (no SKU, or one no product has)' })
  created!: number;

  @ApiProperty({ description: 'Rows whose SKU names one of your products, which they update' })
  updated!: number;

  @ApiProperty({ type: [String], description: 'Categories the import adds' })
  newCategories!: string[];

  @ApiProperty({ type: [ImportProblemResponse], description: `The first ${MAX_PROBLEMS_LISTED} problems, by line` })
  problems!: ImportProblemResponse[];

  @ApiProperty({ description: 'Problems in the file, all of them' })
  problemCount!: number;

  @ApiProperty({ description: 'Whether the rows were written (never when there is a problem)' })
  committed!: boolean;
}
