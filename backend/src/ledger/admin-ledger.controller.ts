import { Controller, Get, Param, ParseUUIDPipe, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { csvDownload, pdfDownload } from '../common/file-download';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { Roles } from '../common/roles.decorator';
import { LedgerOrderResponse } from '../orders/dto/ledger-order.dto';
import { AdminLedgerResponse, LedgerQueryDto, ShopLedgerResponse, StatementQueryDto } from './dto/ledger.dto';
import {
  LedgerCsvDownload,
  LedgerOrderList,
  LedgerOrdersCsvDownload,
  LedgerOverPeriod,
  StatementDownload,
} from './ledger-routes';
import { LEDGER_CSV_COLUMNS, LedgerService } from './ledger.service';

@ApiTags('admin: ledger')
@Controller('admin')
@Roles('admin')
export class AdminLedgerController {
  constructor(private readonly ledger: LedgerService) {}

  @Get('ledger')
  @LedgerOverPeriod("Every shop's commission ledger over a period, with the totals", AdminLedgerResponse)
  all(@Query() query: LedgerQueryDto): Promise<AdminLedgerResponse> {
    return this.ledger.ledger(query.filter);
  }

  @Get('ledger/csv')
  @LedgerCsvDownload('The commission ledger over a period as CSV, a line per shop', LEDGER_CSV_COLUMNS)
  async csv(@Query() query: LedgerQueryDto): Promise<StreamableFile> {
    return csvDownload(await this.ledger.ledgerCsv(query.filter));
  }

  @Get('shops/:id/ledger')
  @LedgerOverPeriod("A shop's commission ledger over a period", ShopLedgerResponse)
  @ApiErrors({ notFound: 'No such shop' })
  shop(@Param('id', ParseUUIDPipe) id: string, @Query() query: LedgerQueryDto): Promise<ShopLedgerResponse> {
    return this.ledger.shopLedger(id, query.filter);
  }

  @Get('shops/:id/ledger/orders')
  @LedgerOrderList("A shop's orders delivered in a period, as the ledger counts them")
  @ApiErrors({ notFound: 'No such shop' })
  orders(@Param('id', ParseUUIDPipe) id: string, @Query() query: ListQueryDto): Promise<Page<LedgerOrderResponse>> {
    return this.ledger.orderPage(id, query);
  }

  @Get('shops/:id/ledger/csv')
  @LedgerOrdersCsvDownload("A shop's orders delivered in a period as CSV, oldest first")
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
