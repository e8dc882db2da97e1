import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { Roles } from '../common/roles.decorator';
import { CreditNoteDownload, creditNoteDownload } from '../invoices/credit-note-download';
import { InvoiceDownload, invoiceDownload } from '../invoices/invoice-download';
import { CreateReviewDto, ReviewResponse } from '../reviews/dto/review.dto';
import { ALREADY_RATED } from '../reviews/reviews.service';
import type { SessionUser } from '../common/session-user';
import { CheckoutService } from './checkout.service';
import { PaymentReferenceDto } from './dto/order-payment-requests.dto';
import { CancelOrderDto, CheckoutDto } from './dto/order-requests.dto';
import { OrderResponse } from './dto/order.dto';
import { OrderPaymentsService } from './order-payments.service';
import { OrderStatusService } from './order-status.service';
import { NOT_YET_DELIVERED, OrdersService } from './orders.service';
import { TotalsChangedResponse } from './totals-changed.exception';

@ApiTags('customer: orders')
@Controller('customer/orders')
@Roles('customer')
@ApiErrors({ notFound: 'No such order (or address) of yours' })
export class CustomerOrdersController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly orders: OrdersService,
    private readonly statuses: OrderStatusService,
    private readonly payments: OrderPaymentsService,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Place an order from your cart' })
  @ApiHeader({
    name: 'idempotency-key',
    required: false,
    description:
      'The Idempotency-Key header: up to 100 characters; sending the same key again answers the first order instead of a new one',
  })
  @ApiCreatedResponse({
    type: OrderResponse,
    description: 'The order placed (or the one placed earlier with this key)',
  })
  @ApiErrors({ badRequest: 'Bad input' })
  @ApiConflictResponse({
    type: TotalsChangedResponse,
    description:
      'Empty cart, closed shop, product out of stock, UPI at a shop that takes cash only, ' +
      'or totals that differ from the server (with `totals`)',
  })
  placeOrder(
    @CurrentUser() user: SessionUser,
    @Body() body: CheckoutDto,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<OrderResponse> {
    return this.checkout.placeOrder(user.id, body, idempotencyKey);
  }

  @Get()
  @ApiOperation({ summary: 'List your orders' })
  @ListEndpoint('orders', OrderResponse, { sort: ['createdAt', 'DESC'], filter: { status: 'pending' } })
  list(@CurrentUser() user: SessionUser, @Query() query: ListQueryDto): Promise<Page<OrderResponse>> {
    return this.orders.list({ customerId: user.id }, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one of your orders' })
  @ApiOkResponse({ type: OrderResponse })
  findOne(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<OrderResponse> {
    return this.orders.findOne({ customerId: user.id }, id);
  }

  @Get(':id/invoice')
  @InvoiceDownload('Download the tax invoice of one of your delivered orders')
  async invoice(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<StreamableFile> {
    return invoiceDownload(await this.orders.invoice({ customerId: user.id }, id));
  }

  @Get(':id/credit-notes/:creditNoteId')
  @CreditNoteDownload('Download a credit note of one of your orders')
  async creditNote(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('creditNoteId', ParseUUIDPipe) creditNoteId: string,
  ): Promise<StreamableFile> {
    return creditNoteDownload(await this.orders.creditNote({ customerId: user.id }, id, creditNoteId));
  }

  @Post(':id/cancel')
  @ApiOperation({ summary: 'Cancel one of your orders while it is pending' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OrderResponse })
  @ApiErrors({
    badRequest: "A cancelReason that is not one of the answer's `cancelReasons`, or `other` without cancelNote",
    conflict: 'Not pending any more, or placed 30 minutes ago or more',
  })
  cancel(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: CancelOrderDto,
  ): Promise<OrderResponse> {
    return this.statuses.cancelByCustomer(user.id, id, body);
  }

  @Put(':id/payment-reference')
  @ApiOperation({
    summary: 'Tell the shop the UTR you paid a UPI order with',
    description:
      'The shop looks for it in its bank statement; after the shop said it found no payment, the order awaits the shop again',
  })
  @ApiOkResponse({ type: OrderResponse })
  @ApiErrors({ badRequest: 'A UTR that is not 12 digits', conflict: 'Not a UPI order, cancelled, or already paid' })
  sendPaymentReference(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: PaymentReferenceDto,
  ): Promise<OrderResponse> {
    return this.payments.sendReference(user.id, id, body.utr);
  }

  @Post(':orderId/review')
  @ApiOperation({ summary: 'Rate the shop of one of your delivered orders, once' })
  @ApiCreatedResponse({ type: ReviewResponse })
  @ApiErrors({
    badRequest: 'A rating that is not a whole number from 1 to 5',
    conflict: `'${NOT_YET_DELIVERED}' or '${ALREADY_RATED}'`,
  })
  rate(
    @CurrentUser() user: SessionUser,
    @Param('orderId', ParseUUIDPipe) orderId: string,
    @Body() body: CreateReviewDto,
  ): Promise<ReviewResponse> {
    return this.orders.rate(user.id, orderId, body);
  }
}
