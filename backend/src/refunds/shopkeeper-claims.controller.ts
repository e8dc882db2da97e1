import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { ForOwnShop, OwnShopId } from '../shops/own-shop.guard';
import { ClaimsService } from './claims.service';
import { ClaimDecisionDto, RefundPaymentDto } from './dto/claim-requests.dto';
import { ClaimResponse, RefundResponse } from './dto/claim.dto';
import { ClaimDecision, ClaimRead, ClaimsList, RefundPayment, RefundsList } from './refund-routes';
import { RefundsService } from './refunds.service';

@ApiTags('shopkeeper: claims and refunds')
@Controller('shopkeeper')
@Roles('shopkeeper')
@ForOwnShop()
export class ShopkeeperClaimsController {
  constructor(
    private readonly claims: ClaimsService,
    private readonly refunds: RefundsService,
  ) {}

  @Get('claims')
  @ClaimsList("Problems customers reported with your shop's orders")
  list(@OwnShopId() shopId: string, @Query() query: ListQueryDto): Promise<Page<ClaimResponse>> {
    return this.claims.list({ shopId }, query);
  }

  @Get('claims/:id')
  @ClaimRead('One claim on your orders')
  findOne(@OwnShopId() shopId: string, @Param('id', ParseUUIDPipe) id: string): Promise<ClaimResponse> {
    return this.claims.findOne({ shopId }, id);
  }

  @Post('claims/:id/decision')
  @ClaimDecision(
    'Settle or reject a claim on one of your orders',
    'While it is open, within 24 hours of it: a full refund, a partial refund of an amount up to what the claimed units were paid, ' +
      'or a replacement (a new ₹0 order of the items, already accepted), as its reason allows; or reject it, saying why. ' +
      'A refund of an invoiced order issues its GST credit note.',
  )
  decide(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ClaimDecisionDto,
  ): Promise<ClaimResponse> {
    return this.claims.decide({ role: 'shopkeeper', userId: user.id, shopId }, id, body);
  }

  @Get('refunds')
  @RefundsList('What your shop owes customers back, and has paid back')
  refundList(@OwnShopId() shopId: string, @Query() query: ListQueryDto): Promise<Page<RefundResponse>> {
    return this.refunds.list({ shopId }, query);
  }

  @Post('refunds/:id/payment')
  @RefundPayment('Record how you paid a refund back')
  pay(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: RefundPaymentDto,
  ): Promise<RefundResponse> {
    return this.refunds.pay({ role: 'shopkeeper', userId: user.id, shopId }, id, body);
  }
}
