import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { INVALID_KEY } from '../idempotency/idempotency-key';
import { KEY_REUSED } from '../idempotency/idempotency.service';
import {
  IdempotentConflictResponse,
  IN_PROGRESS,
  REQUEST_IN_PROGRESS,
} from '../idempotency/request-in-progress.exception';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { Roles } from '../common/roles.decorator';
import { CreditNoteDownload, creditNoteDownload } from '../invoices/credit-note-download';
import { InvoiceDownload, invoiceDownload } from '../invoices/invoice-download';
import { ForOwnShop, OwnShopId } from '../shops/own-shop.guard';
import type { SessionUser } from '../common/session-user';
import { ConfirmPaymentDto } from './dto/order-payment-requests.dto';
import { ShopkeeperUpdateOrderDto, UpdateFulfillmentDto } from './dto/order-requests.dto';
import { OrderResponse } from './dto/order.dto';
import { OrderFulfillmentService } from './order-fulfillment.service';
import { OrderPaymentsService } from './order-payments.service';
import { OrderStatusService } from './order-status.service';
import { OrdersService } from './orders.service';

@ApiTags('shopkeeper: orders')
@Controller('shopkeeper/orders')
@Roles('shopkeeper')
@ForOwnShop()
export class ShopkeeperOrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly statuses: OrderStatusService,
    private readonly fulfillment: OrderFulfillmentService,
    private readonly payments: OrderPaymentsService,
  ) {}

  @Get()
  @ApiOperation({ summary: "List your shop's orders" })
  @ListEndpoint('orders', OrderResponse, { sort: ['createdAt', 'DESC'], filter: { status: 'pending' } })
  list(@OwnShopId() shopId: string, @Query() query: ListQueryDto): Promise<Page<OrderResponse>> {
    return this.orders.list({ shopId: shopId }, query);
  }

  @Get(':id')
  @ApiOperation({ summary: "Get one of your shop's orders" })
  @ApiOkResponse({ type: OrderResponse })
  findOne(@OwnShopId() shopId: string, @Param('id', ParseUUIDPipe) id: string): Promise<OrderResponse> {
    return this.orders.findOne({ shopId: shopId }, id);
  }

  @Get(':id/invoice')
  @InvoiceDownload("Download the tax invoice of one of your shop's delivered orders")
  @ApiErrors({ notFound: 'No such order of your shop' })
  async invoice(@OwnShopId() shopId: string, @Param('id', ParseUUIDPipe) id: string): Promise<StreamableFile> {
    return invoiceDownload(await this.orders.invoice({ shopId: shopId }, id));
  }

  @Get(':id/credit-notes/:creditNoteId')
  @CreditNoteDownload("Download a credit note of one of your shop's orders")
  async creditNote(
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('creditNoteId', ParseUUIDPipe) creditNoteId: string,
  ): Promise<StreamableFile> {
    return creditNoteDownload(await this.orders.creditNote({ shopId }, id, creditNoteId));
  }

  @Put(':id')
  @ApiOperation({ summary: "Change the status of one of your shop's orders" })
  @ApiOkResponse({ type: OrderResponse })
  @Idempotent()
  @ApiErrors({
    badRequest:
      "Bad input, or a cancelReason you may not give (one of the answer's `cancelReasons`), or `other` without cancelNote, " +
      `or a malformed Idempotency-Key: '${INVALID_KEY}'`,
    unprocessableEntity: { cause: 'This Idempotency-Key was sent before with another request', message: KEY_REUSED },
  })
  @ApiConflictResponse({
    type: IdempotentConflictResponse,
    description:
      'Not one step forward, nor a cancel before dispatch; `delivered` without the right deliveryCode (the message says how many attempts are left; the fifth wrong one locks it); ' +
      `or the first request with this Idempotency-Key is still being handled, with \`code: ${REQUEST_IN_PROGRESS}\`: send it again in a moment`,
    example: { statusCode: 409, message: IN_PROGRESS, error: 'Conflict', code: REQUEST_IN_PROGRESS },
  })
  update(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ShopkeeperUpdateOrderDto,
  ): Promise<OrderResponse> {
    return this.statuses.update({ role: 'shopkeeper', userId: user.id }, { shopId: shopId }, id, body);
  }

  @Put(':id/items/:itemId/fulfillment')
  @ApiOperation({ summary: 'Mark an item of an order fulfilled or not fulfillable' })
  @ApiOkResponse({ type: OrderResponse, description: 'The order with its amounts recomputed' })
  @ApiErrors({ badRequest: true, conflict: 'The order is dispatched or further on' })
  setFulfillment(
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('itemId', ParseUUIDPipe) itemId: string,
    @Body() body: UpdateFulfillmentDto,
  ): Promise<OrderResponse> {
    return this.fulfillment.setFulfillment({ shopId: shopId }, id, itemId, body.fulfillmentStatus);
  }

  @Post(':id/payment')
  @HttpCode(200)
  @ApiOperation({
    summary: "Confirm a UPI order's payment reached you",
    description:
      'By UPI with the UTR in your bank statement (each UTR pays once across the marketplace), or in cash at the door ' +
      'for an order paid on delivery, once dispatched. A "pay now" order can be dispatched only once its payment is confirmed',
  })
  @ApiOkResponse({ type: OrderResponse })
  @ApiErrors({
    badRequest: 'Bad input: a UTR that is not 12 digits, upi without a UTR, cash with one',
    notFound: 'No such order of your shop',
    conflict: 'Not a UPI order, cancelled, already paid, cash before the door, or a UTR used before',
  })
  confirmPayment(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ConfirmPaymentDto,
  ): Promise<OrderResponse> {
    return this.payments.confirm({ role: 'shopkeeper', userId: user.id }, shopId, id, body);
  }

  @Post(':id/payment/not-received')
  @HttpCode(200)
  @ApiOperation({
    summary: "Say a UPI order's payment did not reach you",
    description: 'The customer is told, and may pay again or send the right UTR',
  })
  @ApiOkResponse({ type: OrderResponse })
  @ApiErrors({ notFound: 'No such order of your shop', conflict: 'Not a UPI order, cancelled, or already paid' })
  paymentNotReceived(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<OrderResponse> {
    return this.payments.markNotReceived({ role: 'shopkeeper', userId: user.id }, shopId, id);
  }
}
