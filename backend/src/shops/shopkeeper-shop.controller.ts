import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { ShopkeeperProfileResponse, ShopResponse } from './dto/shop-response.dto';
import { UpdateOwnShopDto } from './dto/update-shop.dto';
import { ShopsService } from './shops.service';

@ApiTags('shopkeeper: shop')
@Controller('shopkeeper')
@Roles('shopkeeper')
export class ShopkeeperShopController {
  constructor(private readonly shops: ShopsService) {}

  @Get('shop')
  @ApiOperation({ summary: 'Get your shop' })
  @ApiOkResponse({ type: ShopResponse })
  @ApiErrors({ notFound: "'Shop not set up yet'" })
  findOwn(@CurrentUser() user: SessionUser): Promise<ShopResponse> {
    return this.shops.findOwn(user.id);
  }

  @Put('shop')
  @ApiOperation({ summary: 'Edit your shop (partial)' })
  @ApiOkResponse({ type: ShopResponse })
  @ApiErrors({ badRequest: 'Invalid, or a change to a field only admins set', notFound: "'Shop not set up yet'" })
  async updateOwn(@CurrentUser() user: SessionUser, @Body() body: UpdateOwnShopDto): Promise<ShopResponse> {
    return this.shops.updateOwnShop(user, body);
  }

  @Get('shopkeeper-profile')
  @ApiOperation({ summary: 'Your account id and your shop id, if an admin has set it up' })
  @ApiOkResponse({ type: ShopkeeperProfileResponse })
  async profile(@CurrentUser() user: SessionUser): Promise<ShopkeeperProfileResponse> {
    return this.shops.shopkeeperProfile(user.id);
  }
}
