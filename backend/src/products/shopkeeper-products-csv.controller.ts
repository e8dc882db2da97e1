import {
  BadRequestException,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Post,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { ApiCsvFile } from '../common/file-download';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { ForOwnShop, OwnShopId } from '../shops/own-shop.guard';
import { ImportSummaryResponse, ProductImportQueryDto } from './dto/product-import.dto';
import { CSV_COLUMNS } from './product-csv';
import { ImportSummary, MAX_IMPORT_ROWS, MAX_PROBLEMS_LISTED, ProductImportService } from './product-import.service';

const MAX_CSV_BYTES = 2 * 1024 * 1024;

@ApiTags('shopkeeper: products')
@Controller('shopkeeper/products/csv')
@Roles('shopkeeper')
@ForOwnShop()
export class ShopkeeperProductsCsvController {
  constructor(private readonly imports: ProductImportService) {}

  @Get()
  @ApiOperation({
    summary: 'Your products as CSV',
    description: `Columns: ${CSV_COLUMNS.join(', ')}; money in rupees with two decimals, counts as whole numbers (empty: not counted).`,
  })
  @ApiCsvFile('products.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="products.csv"')
  exportCsv(@OwnShopId() shopId: string): Promise<string> {
    return this.imports.exportCsv(shopId);
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Import products from CSV: a preview, then the commit',
    description:
      `multipart/form-data with the CSV in the field \`file\` (the export's columns; at most ${MAX_IMPORT_ROWS} rows, 2 MB), sent with an X-Requested-With header: a file of more rows answers 400. ` +
      `Without commit=true nothing changes: the answer says what would be created and updated, and the first ${MAX_PROBLEMS_LISTED} problems by line and field with the count of all. ` +
      'With commit=true every row is written, or none: a file with a problem answers 400 with the same summary, ' +
      'and the same file committed again within minutes answers 409 (its rows are created once).',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
  })
  @ApiOkResponse({ type: ImportSummaryResponse })
  @ApiErrors({
    badRequest: `More than ${MAX_IMPORT_ROWS.toLocaleString('en')} rows; with commit=true, a file with problems (the body has the summary)`,
  })
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_CSV_BYTES, files: 1 } }))
  async importCsv(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @Query() query: ProductImportQueryDto,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<ImportSummary> {
    if (!file) throw new BadRequestException('Send the CSV as the multipart field file');
    const summary = await this.imports.importCsv(user, shopId, file.buffer.toString('utf8'), query.commit === 'true');
    if (query.commit === 'true' && !summary.committed) {
      throw new BadRequestException({
        statusCode: 400,
        message: `The file has ${summary.problemCount} problem(s): nothing was imported.`,
        error: 'Bad Request',
        ...summary,
      });
    }
    return summary;
  }
}
