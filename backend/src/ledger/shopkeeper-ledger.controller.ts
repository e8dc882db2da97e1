import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { ListEndpoint, ListQueryDto, Page } from '../common/list-query';
import { Roles } from '../common/roles.decorator';
import { LedgerOrderResponse } from '../orders/dto/ledger-order.dto';
import { LEDGER_ORDER_CSV_COLUMNS } from '../orders/order-ledger.service';
import { ForOwnShop, OwnShopId } from '../shops/own-shop.guard';
import {
  LedgerQueryDto,
  PERIOD_DESCRIPTION,
  PERIOD_FILTER_EXAMPLE,
  ShopLedgerResponse,
  StatementQueryDto,
} from './dto/ledger.dto';
import { SettlementResponse } from './dto/settlement.dto';
import { csvDownload, LedgerCsvDownload, pdfDownload, StatementDownload } from './ledger-downloads';
import { LedgerService } from './ledger.service';
import { SettlementsService } from './settlements.service';

@ApiTags('shopkeeper: ledger')
@Controller('shopkeeper')
@Roles('shopkeeper')
@ForOwnShop()
export class ShopkeeperLedgerController {
  constructor(
    private readonly ledger: LedgerService,
    private readonly settlements: SettlementsService,
  ) {}

  @Get('ledger')
  @ApiOperation({
    summary: "Your shop's commission ledger over a period: what it sold, what it owes the platform",
    description: PERIOD_DESCRIPTION,
  })
  @ApiOkResponse({ type: ShopLedgerResponse })
  @ApiErrors({ badRequest: 'A period that is not one' })
  ledgerOf(@OwnShopId() shopId: string, @Query() query: LedgerQueryDto): Promise<ShopLedgerResponse> {
    return this.ledger.shopLedger(shopId, query.filter);
  }

  @Get('ledger/orders')
  @ApiOperation({
    summary: "Your shop's orders delivered in a period, as the ledger counts them",
    description: `${PERIOD_DESCRIPTION}. The filter also takes q (customer name or order id) and status.`,
  })
  @ListEndpoint('ledger-orders', LedgerOrderResponse, { sort: ['deliveredAt', 'DESC'], filter: PERIOD_FILTER_EXAMPLE })
  orders(@OwnShopId() shopId: string, @Query() query: ListQueryDto): Promise<Page<LedgerOrderResponse>> {
    return this.ledger.orderPage(shopId, query);
  }

  @Get('ledger/csv')
  @LedgerCsvDownload("Your shop's orders delivered in a period as CSV, oldest first", LEDGER_ORDER_CSV_COLUMNS)
  async ordersCsv(@OwnShopId() shopId: string, @Query() query: LedgerQueryDto): Promise<StreamableFile> {
    return csvDownload(await this.ledger.ordersCsv(shopId, query.filter));
  }

  @Get('ledger/statement')
  @StatementDownload("Your shop's monthly commission statement")
  async statement(@OwnShopId() shopId: string, @Query() query: StatementQueryDto): Promise<StreamableFile> {
    return pdfDownload(await this.ledger.statement(shopId, query.month));
  }

  @Get('settlements')
  @ApiOperation({
    summary: 'The payments of commission recorded for your shop',
    description: 'filter: q (reference or note), and from / to (YYYY-MM-DD, the days they were paid, both included).',
  })
  @ListEndpoint('settlements', SettlementResponse, {
    sort: ['settledOn', 'DESC'],
    filter: { from: '2026-11-01', to: '2026-11-30' },
  })
  settlementsOf(@OwnShopId() shopId: string, @Query() query: ListQueryDto): Promise<Page<SettlementResponse>> {
    return this.settlements.list({ shopId }, query);
  }
}
