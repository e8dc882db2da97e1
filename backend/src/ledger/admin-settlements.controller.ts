import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { CreateSettlementDto, SettlementResponse } from './dto/settlement.dto';
import { SettlementsService } from './settlements.service';

@ApiTags('admin: ledger')
@Controller('admin/settlements')
@Roles('admin')
export class AdminSettlementsController {
  constructor(private readonly settlements: SettlementsService) {}

  @Post()
  @ApiOperation({
    summary: "Record a shop's payment of commission",
    description: 'The shop sees it in its ledger; it lowers the balance from the day it was paid. Never edited.',
  })
  @ApiCreatedResponse({ type: SettlementResponse })
  @ApiErrors({
    badRequest: true,
    notFound: 'No such shop',
    conflict: 'A settlement with this reference is already recorded for the shop',
  })
  record(@CurrentUser() admin: SessionUser, @Body() body: CreateSettlementDto): Promise<SettlementResponse> {
    return this.settlements.record(admin, body);
  }

  @Get()
  @ApiOperation({
    summary: 'Every settlement recorded',
    description:
      'filter: shopId, q (reference or note), and from / to (YYYY-MM-DD, the days they were paid, both included).',
  })
  @ListEndpoint('settlements', SettlementResponse, {
    sort: ['settledOn', 'DESC'],
    filter: { shopId: '00000000-0000-4000-8000-000000000000', from: '2026-11-01', to: '2026-11-30' },
  })
  list(@Query() query: ListQueryDto): Promise<Page<SettlementResponse>> {
    return this.settlements.list({}, query);
  }
}
