import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { Roles } from '../common/roles.decorator';
import { User } from '../users/user.entity';
import { ShopkeeperProfileResponse, ShopResponse } from './dto/shop-response.dto';
import { UpdateOwnShopDto } from './dto/update-shop.dto';
import { ForOwnShop, OwnShop } from './own-shop.guard';
import { Shop } from './shop.entity';
import { ShopsService } from './shops.service';

@ApiTags('shopkeeper: shop')
@Controller('shopkeeper')
@Roles('shopkeeper')
export class ShopkeeperShopController {
  constructor(private readonly shops: ShopsService) {}

  @Get('shop')
  @ForOwnShop()
  @ApiOkResponse({ type: ShopResponse })
  findOwn(@OwnShop() shop: Shop): ShopResponse {
    return ShopResponse.from(shop);
  }

  @Put('shop')
  @ApiOkResponse({ type: ShopResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid, or a change to a field only admins set' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: "'Shop not set up yet'" })
  async updateOwn(@CurrentUser() user: User, @Body() body: UpdateOwnShopDto): Promise<ShopResponse> {
    return ShopResponse.from(await this.shops.updateOwnShop(user.id, body));
  }

  @Get('shopkeeper-profile')
  @ApiOkResponse({ type: ShopkeeperProfileResponse })
  async profile(@CurrentUser() user: User): Promise<ShopkeeperProfileResponse> {
    const shop = await this.shops.findOwnShop(user.id);
    return { userId: user.id, shopId: shop?.id ?? null };
  }
}
