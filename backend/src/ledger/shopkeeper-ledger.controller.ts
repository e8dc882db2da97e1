import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { csvDownload, pdfDownload } from '../common/file-download';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { Roles } from '../common/roles.decorator';
import { LedgerOrderResponse } from '../orders/dto/ledger-order.dto';
import { ForOwnShop, OwnShopId } from '../shops/own-shop.guard';
import { LedgerQueryDto, ShopLedgerResponse, StatementQueryDto } from './dto/ledger.dto';
import { SettlementResponse } from './dto/settlement.dto';
import { LedgerOrderList, LedgerOrdersCsvDownload, LedgerOverPeriod, StatementDownload } from './ledger-routes';
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
  @LedgerOverPeriod(
    "Your shop's commission ledger over a period: what it sold, what it owes the platform",
    ShopLedgerResponse,
  )
  ledgerOf(@OwnShopId() shopId: string, @Query() query: LedgerQueryDto): Promise<ShopLedgerResponse> {
    return this.ledger.shopLedger(shopId, query.filter);
  }

  @Get('ledger/orders')
  @LedgerOrderList("Your shop's orders delivered in a period, as the ledger counts them")
  orders(@OwnShopId() shopId: string, @Query() query: ListQueryDto): Promise<Page<LedgerOrderResponse>> {
    return this.ledger.orderPage(shopId, query);
  }

  @Get('ledger/csv')
  @LedgerOrdersCsvDownload("Your shop's orders delivered in a period as CSV, oldest first")
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
