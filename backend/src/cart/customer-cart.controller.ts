import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { ListEndpoint } from '../database/paging/list-endpoint.decorator';
import { ListQueryDto } from '../database/paging/list-request';
import { Page } from '../database/paging/list-page';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { CartService } from './cart.service';
import { AddCartItemDto, CartItemResponse, CartQuoteQuery, CartResponse, UpdateCartItemDto } from './dto/cart.dto';

@ApiTags('customer: cart')
@Controller('customer/cart')
@Roles('customer')
export class CustomerCartController {
  constructor(private readonly cart: CartService) {}

  @Get()
  @ApiOperation({ summary: 'Get your cart, priced for your default address' })
  @ApiOkResponse({ type: CartResponse, description: 'Priced for your default address; empty: id null, items []' })
  async get(@CurrentUser() user: SessionUser): Promise<CartResponse> {
    return this.cart.get(user.id);
  }

  @Get('quote')
  @ApiOperation({ summary: 'Price your cart for delivery to one of your addresses' })
  @ApiOkResponse({ type: CartResponse, description: 'The cart priced for delivery to the chosen address' })
  @ApiErrors({ notFound: 'No such address of yours' })
  async quote(@CurrentUser() user: SessionUser, @Query() query: CartQuoteQuery): Promise<CartResponse> {
    return this.cart.get(user.id, query.addressId);
  }

  @Delete()
  @ApiOperation({ summary: 'Empty your cart' })
  @ApiOkResponse({ type: CartResponse, description: 'The emptied cart' })
  async clear(@CurrentUser() user: SessionUser): Promise<CartResponse> {
    return this.cart.clear(user.id);
  }

  @Post('items')
  @ApiOperation({ summary: 'Add a product to your cart' })
  @ApiCreatedResponse({ type: CartResponse })
  @ApiErrors({
    badRequest: 'Quantity not a whole number from 1 to 99 (in total)',
    notFound: 'No such product',
    conflict: "Closed shop, out of stock, or code CART_SHOP_CONFLICT: the cart holds another shop's items",
  })
  async addItem(@CurrentUser() user: SessionUser, @Body() body: AddCartItemDto): Promise<CartResponse> {
    return this.cart.addItem(user.id, body);
  }

  @Put('items/:itemId')
  @ApiOperation({ summary: 'Change the quantity of an item in your cart' })
  @ApiOkResponse({ type: CartResponse })
  @ApiErrors({ badRequest: true, notFound: 'No such item in your cart' })
  async updateItem(
    @CurrentUser() user: SessionUser,
    @Param('itemId', ParseUUIDPipe) itemId: string,
    @Body() body: UpdateCartItemDto,
  ): Promise<CartResponse> {
    return this.cart.updateItem(user.id, itemId, body.quantity);
  }

  @Delete('items/:itemId')
  @ApiOperation({ summary: 'Remove an item from your cart' })
  @ApiOkResponse({ type: CartResponse })
  @ApiErrors({ notFound: 'No such item in your cart' })
  async removeItem(
    @CurrentUser() user: SessionUser,
    @Param('itemId', ParseUUIDPipe) itemId: string,
  ): Promise<CartResponse> {
    return this.cart.removeItem(user.id, itemId);
  }

  @Get(':cartId/items')
  @ApiOperation({ summary: 'List the items of your cart' })
  @ListEndpoint('cart-items', CartItemResponse, { sort: ['createdAt', 'ASC'], filter: { q: 'atta' } })
  @ApiErrors({ notFound: 'Not your cart' })
  async listItems(
    @CurrentUser() user: SessionUser,
    @Param('cartId', ParseUUIDPipe) cartId: string,
    @Query() query: ListQueryDto,
  ): Promise<Page<CartItemResponse>> {
    return this.cart.listItems(user.id, cartId, query);
  }
}
