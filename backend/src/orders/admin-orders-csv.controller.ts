import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { ApiCsvFile, csvDownload } from '../common/file-download';
import { Roles } from '../common/roles.decorator';
import { OrderExportQueryDto } from './dto/order-export.dto';
import { ORDER_CSV_COLUMNS } from './order-csv';
import { OrderExportService } from './order-export.service';

@ApiTags('admin: orders')
@Controller('admin/orders/csv')
@Roles('admin')
export class AdminOrdersCsvController {
  constructor(private readonly exports: OrderExportService) {}

  @Get()
  @ApiOperation({
    summary: 'Every order the filter selects, as CSV',
    description:
      `The admin order list's filter; all its orders, newest first, streamed. Columns: ${ORDER_CSV_COLUMNS.join(', ')}; ` +
      'money in rupees with two decimals, dates in ISO 8601 (UTC).',
  })
  @ApiQuery({ name: 'filter', type: String, required: false, example: JSON.stringify({ status: 'pending' }) })
  @ApiCsvFile('orders.csv')
  @ApiErrors({ badRequest: 'Malformed filter' })
  async exportCsv(@Query() query: OrderExportQueryDto): Promise<StreamableFile> {
    return csvDownload({ fileName: 'orders.csv', content: await this.exports.csv(query.filter) });
  }
}
