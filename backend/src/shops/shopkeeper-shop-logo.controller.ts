import { Controller, Delete, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { IMAGE_UPLOAD_RULES, ImageUpload, UploadedImage } from '../images/image-upload.decorator';
import { ShopResponse } from './dto/shop-response.dto';
import { ForOwnShop, OwnShopId } from './own-shop.guard';
import { ShopLogosService } from './shop-logos.service';

@ApiTags('shopkeeper: shop')
@Controller('shopkeeper/shop/logo')
@Roles('shopkeeper')
@ForOwnShop()
export class ShopkeeperShopLogoController {
  constructor(private readonly logos: ShopLogosService) {}

  @Put()
  @ApiOperation({ summary: "Upload your shop's logo, in place of the one before", description: IMAGE_UPLOAD_RULES })
  @ImageUpload()
  @ApiOkResponse({ type: ShopResponse, description: 'Your shop with its logo' })
  replace(
    @CurrentUser() user: SessionUser,
    @OwnShopId() shopId: string,
    @UploadedImage() upload: Buffer,
  ): Promise<ShopResponse> {
    return this.logos.replace(user, shopId, upload);
  }

  @Delete()
  @ApiOperation({
    summary: "Remove your shop's logo",
    description: 'Answers the shop, without a logo, whether it had one or not.',
  })
  @ApiOkResponse({ type: ShopResponse })
  remove(@CurrentUser() user: SessionUser, @OwnShopId() shopId: string): Promise<ShopResponse> {
    return this.logos.remove(user, shopId);
  }
}
