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
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { ListEndpoint, ListQueryDto, Page } from '../common/list-query';
import { Roles } from '../common/roles.decorator';
import { User } from '../users/user.entity';
import { CheckoutService } from './checkout.service';
import { CheckoutDto, ONLINE_PAYMENT_UNAVAILABLE } from './dto/order-requests.dto';
import { OrderResponse } from './dto/order.dto';
import { OrdersService } from './orders.service';
import { TotalsChangedResponse } from './totals-changed.exception';

@ApiTags('customer: orders')
@Controller('customer/orders')
@Roles('customer')
@ApiNotFoundResponse({ type: ErrorResponse, description: 'No such order (or address) of yours' })
export class CustomerOrdersController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly orders: OrdersService,
  ) {}

  @Post()
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
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: `Bad input; paymentMethod online: '${ONLINE_PAYMENT_UNAVAILABLE}'`,
  })
  @ApiConflictResponse({
    type: TotalsChangedResponse,
    description: 'Empty cart, closed shop, product out of stock, or totals that differ from the server (with `totals`)',
  })
  placeOrder(
    @CurrentUser() user: User,
    @Body() body: CheckoutDto,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<OrderResponse> {
    return this.checkout.placeOrder(user.id, body, idempotencyKey);
  }

  @Get()
  @ListEndpoint('orders', OrderResponse)
  list(@CurrentUser() user: User, @Query() query: ListQueryDto): Promise<Page<OrderResponse>> {
    return this.orders.list({ customerId: user.id }, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: OrderResponse })
  findOne(@CurrentUser() user: User, @Param('id', ParseUUIDPipe) id: string): Promise<OrderResponse> {
    return this.orders.findOne({ customerId: user.id }, id);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OrderResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Not pending any more, or placed 30 minutes ago or more' })
  cancel(@CurrentUser() user: User, @Param('id', ParseUUIDPipe) id: string): Promise<OrderResponse> {
    return this.orders.cancelByCustomer(user.id, id);
  }
}
