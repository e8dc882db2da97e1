import { Controller, Get, Param, ParseUUIDPipe, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { ListEndpoint, ListQueryDto, Page } from '../common/list-query';
import { Roles } from '../common/roles.decorator';
import { LedgerOrderResponse } from '../orders/dto/ledger-order.dto';
import { LEDGER_ORDER_CSV_COLUMNS } from '../orders/order-ledger.service';
import {
  AdminLedgerResponse,
  LedgerQueryDto,
  PERIOD_DESCRIPTION,
  PERIOD_FILTER_EXAMPLE,
  ShopLedgerResponse,
  StatementQueryDto,
} from './dto/ledger.dto';
import { csvDownload, LedgerCsvDownload, pdfDownload, StatementDownload } from './ledger-downloads';
import { LEDGER_CSV_COLUMNS, LedgerService } from './ledger.service';

@ApiTags('admin: ledger')
@Controller('admin')
@Roles('admin')
export class AdminLedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @Get('ledger')
  @ApiOperation({
    summary: "Every shop's commission ledger over a period, with the totals",
    description: PERIOD_DESCRIPTION,
  })
  @ApiOkResponse({ type: AdminLedgerResponse })
  @ApiErrors({ badRequest: 'A period that is not one' })
  all(@Query() query: LedgerQueryDto): Promise<AdminLedgerResponse> {
    return this.ledger.ledger(query.filter);
  }

  @Get('ledger/csv')
  @LedgerCsvDownload('The commission ledger over a period as CSV, a line per shop', LEDGER_CSV_COLUMNS)
  async csv(@Query() query: LedgerQueryDto): Promise<StreamableFile> {
    return csvDownload(await this.ledger.ledgerCsv(query.filter));
  }

  @Get('shops/:id/ledger')
  @ApiOperation({ summary: "A shop's commission ledger over a period", description: PERIOD_DESCRIPTION })
  @ApiOkResponse({ type: ShopLedgerResponse })
  @ApiErrors({ badRequest: 'A period that is not one', notFound: 'No such shop' })
  shop(@Param('id', ParseUUIDPipe) id: string, @Query() query: LedgerQueryDto): Promise<ShopLedgerResponse> {
    return this.ledger.shopLedger(id, query.filter);
  }

  @Get('shops/:id/ledger/orders')
  @ApiOperation({
    summary: "A shop's orders delivered in a period, as the ledger counts them",
    description: `${PERIOD_DESCRIPTION}. The filter also takes q (customer name or order id) and status.`,
  })
  @ListEndpoint('ledger-orders', LedgerOrderResponse, { sort: ['deliveredAt', 'DESC'], filter: PERIOD_FILTER_EXAMPLE })
  @ApiErrors({ notFound: 'No such shop' })
  orders(@Param('id', ParseUUIDPipe) id: string, @Query() query: ListQueryDto): Promise<Page<LedgerOrderResponse>> {
    return this.ledger.orderPage(id, query);
  }

  @Get('shops/:id/ledger/csv')
  @LedgerCsvDownload("A shop's orders delivered in a period as CSV, oldest first", LEDGER_ORDER_CSV_COLUMNS)
  @ApiErrors({ notFound: 'No such shop' })
  async ordersCsv(@Param('id', ParseUUIDPipe) id: string, @Query() query: LedgerQueryDto): Promise<StreamableFile> {
    return csvDownload(await this.ledger.ordersCsv(id, query.filter));
  }

  @Get('shops/:id/ledger/statement')
  @StatementDownload("A shop's monthly commission statement")
  @ApiErrors({ notFound: 'No such shop' })
  async statement(@Param('id', ParseUUIDPipe) id: string, @Query() query: StatementQueryDto): Promise<StreamableFile> {
    return pdfDownload(await this.ledger.statement(id, query.month));
  }
}
