import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { ListEndpoint, ListQueryDto, mapPage, Page } from '../common/list-query';
import { Roles } from '../common/roles.decorator';
import { User } from '../users/user.entity';
import { CartService } from './cart.service';
import { AddCartItemDto, CartItemResponse, CartQuoteQuery, CartResponse, UpdateCartItemDto } from './dto/cart.dto';

@ApiTags('customer: cart')
@Controller('customer/cart')
@Roles('customer')
export class CustomerCartController {
  constructor(private readonly cart: CartService) {}

  @Get()
  @ApiOkResponse({ type: CartResponse, description: 'Priced for your default address; empty: id null, items []' })
  async get(@CurrentUser() user: User): Promise<CartResponse> {
    return CartResponse.from(await this.cart.get(user.id));
  }

  @Get('quote')
  @ApiOkResponse({ type: CartResponse, description: 'The cart priced for delivery to the chosen address' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such address of yours' })
  async quote(@CurrentUser() user: User, @Query() query: CartQuoteQuery): Promise<CartResponse> {
    return CartResponse.from(await this.cart.get(user.id, query.addressId));
  }

  @Delete()
  @ApiOkResponse({ type: CartResponse, description: 'The emptied cart' })
  async clear(@CurrentUser() user: User): Promise<CartResponse> {
    return CartResponse.from(await this.cart.clear(user.id));
  }

  @Post('items')
  @ApiCreatedResponse({ type: CartResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Quantity not a whole number from 1 to 99 (in total)' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such product' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: "Closed shop, out of stock, or code CART_SHOP_CONFLICT: the cart holds another shop's items",
  })
  async addItem(@CurrentUser() user: User, @Body() body: AddCartItemDto): Promise<CartResponse> {
    return CartResponse.from(await this.cart.addItem(user.id, body));
  }

  @Put('items/:itemId')
  @ApiOkResponse({ type: CartResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such item in your cart' })
  async updateItem(
    @CurrentUser() user: User,
    @Param('itemId', ParseUUIDPipe) itemId: string,
    @Body() body: UpdateCartItemDto,
  ): Promise<CartResponse> {
    return CartResponse.from(await this.cart.updateItem(user.id, itemId, body.quantity));
  }

  @Delete('items/:itemId')
  @ApiOkResponse({ type: CartResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such item in your cart' })
  async removeItem(@CurrentUser() user: User, @Param('itemId', ParseUUIDPipe) itemId: string): Promise<CartResponse> {
    return CartResponse.from(await this.cart.removeItem(user.id, itemId));
  }

  @Get(':cartId/items')
  @ListEndpoint('cart-items', CartItemResponse)
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Not your cart' })
  async listItems(
    @CurrentUser() user: User,
    @Param('cartId', ParseUUIDPipe) cartId: string,
    @Query() query: ListQueryDto,
  ): Promise<Page<CartItemResponse>> {
    return mapPage(await this.cart.listItems(user.id, cartId, query), CartItemResponse.from);
  }
}
