import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { ClaimsService } from './claims.service';
import { ClaimDecisionDto, FullRefundDto, RefundPaymentDto } from './dto/claim-requests.dto';
import { ClaimResponse, RefundResponse } from './dto/claim.dto';
import { ClaimDecision, ClaimRead, ClaimsList, RefundPayment, RefundsList } from './refund-routes';
import { RefundsService } from './refunds.service';

@ApiTags('admin: claims and refunds')
@Controller('admin')
@Roles('admin')
export class AdminClaimsController {
  constructor(
    private readonly claims: ClaimsService,
    private readonly refunds: RefundsService,
  ) {}

  @Get('claims')
  @ClaimsList('Every claim; filter status=escalated for those waiting for you')
  list(@Query() query: ListQueryDto): Promise<Page<ClaimResponse>> {
    return this.claims.list({}, query);
  }

  @Get('claims/:id')
  @ClaimRead('One claim')
  findOne(@Param('id', ParseUUIDPipe) id: string): Promise<ClaimResponse> {
    return this.claims.findOne({}, id);
  }

  @Post('claims/:id/decision')
  @ClaimDecision(
    'Decide an escalated claim: final',
    'A claim the shop did not answer within 24 hours, or whose rejection the customer disputed: settle it as its reason allows, or reject it.',
  )
  decide(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ClaimDecisionDto,
  ): Promise<ClaimResponse> {
    return this.claims.decide({ role: 'admin', userId: admin.id }, id, body);
  }

  @Get('refunds')
  @RefundsList('Every refund')
  refundList(@Query() query: ListQueryDto): Promise<Page<RefundResponse>> {
    return this.refunds.list({}, query);
  }

  @Post('refunds/:id/payment')
  @RefundPayment('Record how a shop paid a refund back, for the shop')
  pay(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: RefundPaymentDto,
  ): Promise<RefundResponse> {
    return this.refunds.pay({ role: 'admin', userId: admin.id }, id, body);
  }

  @Post('orders/:id/full-refund')
  @ApiOperation({
    summary: 'Refund a delivered order in full',
    description:
      'What is left of the order after its refunds, due to the customer until the shop pays it back; an invoiced order ' +
      'gets its GST credit note. An invoiced order can no longer be cancelled: this is how it is taken back. Claims still ' +
      'open on it are settled by it.',
  })
  @ApiCreatedResponse({ type: RefundResponse })
  @ApiErrors({
    badRequest: true,
    notFound: "'Order not found'",
    conflict: 'Not delivered, or refunded in full already',
  })
  refundInFull(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: FullRefundDto,
  ): Promise<RefundResponse> {
    return this.refunds.refundInFull(admin, id, body);
  }
}
