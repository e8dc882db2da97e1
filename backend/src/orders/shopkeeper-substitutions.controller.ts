import { Body, Controller, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { ForOwnShop, OwnShopId } from '../shops/own-shop.guard';
import { OrderResponse } from './dto/order.dto';
import { OfferSubstitutionDto } from './dto/substitution.dto';
import { REMOVE_UNAVAILABLE_ASKED } from './substitution-rules';
import { SubstitutionsService } from './substitutions.service';

@ApiTags('shopkeeper: orders')
@Controller('shopkeeper/orders')
@Roles('shopkeeper')
@ForOwnShop()
export class ShopkeeperSubstitutionsController {
  constructor(private readonly substitutions: SubstitutionsService) {}

  @Post(':id/items/:itemId/substitution')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Offer a replacement from your shop for an item of an order you cannot supply' })
  @ApiOkResponse({
    type: OrderResponse,
    description:
      "The order, with the offer in the item's `substitution`: waiting for the customer, or already approved " +
      'when the customer chose `replace-with-similar`',
  })
  @ApiErrors({
    badRequest: 'Bad input, or the product the item already is',
    notFound: 'No such order, item or product of your shop',
    conflict:
      'The order is not pending or confirmed, the item is not fulfillable or has an offer awaiting an answer, ' +
      `the product is out of stock or has too few units, or '${REMOVE_UNAVAILABLE_ASKED}'`,
  })
  offer(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('itemId', ParseUUIDPipe) itemId: string,
    @Body() body: OfferSubstitutionDto,
  ): Promise<OrderResponse> {
    return this.substitutions.offer({ role: 'shopkeeper', userId: user.id }, shopId, id, itemId, body);
  }
}
