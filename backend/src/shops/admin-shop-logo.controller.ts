import { Controller, Delete, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import type { SessionUser } from '../common/session-user';
import { IMAGE_UPLOAD_RULES, ImageUpload, UploadedImage } from '../images/image-upload.decorator';
import { ShopResponse } from './dto/shop-response.dto';
import { ShopLogosService } from './shop-logos.service';

@ApiTags('admin: shops')
@Controller('admin/shops/:id/logo')
@Roles('admin')
export class AdminShopLogoController {
  constructor(private readonly logos: ShopLogosService) {}

  @Put()
  @ApiOperation({ summary: "Upload a shop's logo, in place of the one before", description: IMAGE_UPLOAD_RULES })
  @ImageUpload()
  @ApiOkResponse({ type: ShopResponse, description: 'The shop with its logo' })
  @ApiErrors({ notFound: true })
  replace(
    @CurrentUser() admin: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @UploadedImage() upload: Buffer,
  ): Promise<ShopResponse> {
    return this.logos.replace(admin, id, upload);
  }

  @Delete()
  @ApiOperation({
    summary: "Remove a shop's logo",
    description: 'Answers the shop, without a logo, whether it had one or not.',
  })
  @ApiOkResponse({ type: ShopResponse })
  @ApiErrors({ notFound: true })
  remove(@CurrentUser() admin: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<ShopResponse> {
    return this.logos.remove(admin, id);
  }
}
