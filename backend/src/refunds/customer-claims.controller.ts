import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { IMAGE_UPLOAD_RULES, ImageUpload, UploadedImage } from '../images/image-upload.decorator';
import { ClaimsService } from './claims.service';
import { DisputeClaimDto, OpenClaimDto } from './dto/claim-requests.dto';
import { ClaimResponse, RefundResponse } from './dto/claim.dto';
import { ClaimRead, ClaimsList, RefundsList } from './refund-routes';
import { RefundsService } from './refunds.service';
import { MAX_CLAIM_PHOTOS } from '../refund-policy/refund-policy';

@ApiTags('customer: claims and refunds')
@Controller('customer')
@Roles('customer')
export class CustomerClaimsController {
  constructor(
    private readonly claims: ClaimsService,
    private readonly refunds: RefundsService,
  ) {}

  @Post('orders/:orderId/claims')
  @ApiOperation({
    summary: 'Report a problem with one of your delivered orders',
    description:
      'Within its window after delivery (GET /api/refund-policy): ITM001 missing, ITM003 wrong and ITM004 damaged items ' +
      'name the lines and units; FLM004 (more than 2 hours late) and ORD001 (not delivered) are of the whole order. ' +
      'The shop answers within 24 hours, or the Mohalla team decides.',
  })
  @ApiCreatedResponse({ type: ClaimResponse })
  @ApiErrors({
    badRequest: true,
    notFound: "'Order not found', or an item names no line of the order",
    conflict: 'Not delivered, past the window, not late, a line not supplied, in an open claim, or fewer units left',
  })
  open(
    @CurrentUser() user: SessionUser,
    @Param('orderId', ParseUUIDPipe) orderId: string,
    @Body() body: OpenClaimDto,
  ): Promise<ClaimResponse> {
    return this.claims.open(user, orderId, body);
  }

  @Get('claims')
  @ClaimsList('The problems you reported')
  list(@CurrentUser() user: SessionUser, @Query() query: ListQueryDto): Promise<Page<ClaimResponse>> {
    return this.claims.list({ customerId: user.id }, query);
  }

  @Get('claims/:id')
  @ClaimRead('One of your claims')
  findOne(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<ClaimResponse> {
    return this.claims.findOne({ customerId: user.id }, id);
  }

  @Post('claims/:id/photos')
  @ApiOperation({
    summary: 'Add a photo to your claim of a wrong or damaged item',
    description: `At most ${MAX_CLAIM_PHOTOS}, while the shop has not answered. ${IMAGE_UPLOAD_RULES}`,
  })
  @ImageUpload()
  @ApiCreatedResponse({ type: ClaimResponse })
  @ApiErrors({ notFound: "'Claim not found'", conflict: 'No photos for this reason, answered already, or 3 already' })
  addPhoto(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @UploadedImage() upload: Buffer,
  ): Promise<ClaimResponse> {
    return this.claims.addPhoto(user.id, id, upload);
  }

  @Post('claims/:id/dispute')
  @ApiOperation({
    summary: "Take the shop's rejection of your claim to the Mohalla team",
    description: 'Within 48 hours of the rejection; the team decides, and its decision is final.',
  })
  @ApiCreatedResponse({ type: ClaimResponse })
  @ApiErrors({ badRequest: true, notFound: "'Claim not found'", conflict: 'Not rejected by the shop, or too late' })
  dispute(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: DisputeClaimDto,
  ): Promise<ClaimResponse> {
    return this.claims.dispute(user, id, body);
  }

  @Get('refunds')
  @RefundsList('Money owed back to you, and paid back')
  refundList(@CurrentUser() user: SessionUser, @Query() query: ListQueryDto): Promise<Page<RefundResponse>> {
    return this.refunds.list({ customerId: user.id }, query);
  }
}
