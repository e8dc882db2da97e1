import { Controller, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { OrderResponse } from './dto/order.dto';
import { SubstitutionsService } from './substitutions.service';

const NO_OPEN_OFFER =
  'No replacement of this item awaits your answer (none was offered, it was answered, or it expired)';

@ApiTags('customer: orders')
@Controller('customer/orders')
@Roles('customer')
@ApiErrors({ notFound: 'No such order of yours, or no such item in it' })
export class CustomerSubstitutionsController {
  constructor(private readonly substitutions: SubstitutionsService) {}

  @Post(':id/items/:itemId/substitution/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Approve the replacement the shop offered for an item of your order' })
  @ApiOkResponse({ type: OrderResponse, description: 'The order: the replacement is the item, the amounts recomputed' })
  @ApiErrors({ conflict: `${NO_OPEN_OFFER}, or the replacement is out of stock` })
  approve(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('itemId', ParseUUIDPipe) itemId: string,
  ): Promise<OrderResponse> {
    return this.substitutions.approveByCustomer(user.id, id, itemId);
  }

  @Post(':id/items/:itemId/substitution/reject')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Reject the replacement the shop offered for an item of your order' })
  @ApiOkResponse({ type: OrderResponse, description: 'The order: the item is not fulfillable, the amounts recomputed' })
  @ApiErrors({ conflict: NO_OPEN_OFFER })
  reject(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('itemId', ParseUUIDPipe) itemId: string,
  ): Promise<OrderResponse> {
    return this.substitutions.rejectByCustomer(user.id, id, itemId);
  }
}
