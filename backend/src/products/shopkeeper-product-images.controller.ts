import { Body, Controller, Delete, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/roles.decorator';
import { ReorderImagesDto } from '../images/dto/image.dto';
import { IMAGE_UPLOAD_RULES, ImageUpload, UploadedImage } from '../images/image-upload.decorator';
import { ForOwnShop, OwnShopId } from '../shops/own-shop.guard';
import { ProductResponse } from './dto/product.dto';
import { MAX_PRODUCT_IMAGES, ProductsService } from './products.service';

@ApiTags('shopkeeper: products')
@Controller('shopkeeper/products/:id/images')
@Roles('shopkeeper')
@ForOwnShop()
export class ShopkeeperProductImagesController {
  constructor(private readonly products: ProductsService) {}

  @Post()
  @ApiOperation({
    summary: 'Add a picture to one of your products',
    description: `At most ${MAX_PRODUCT_IMAGES} a product. ${IMAGE_UPLOAD_RULES}`,
  })
  @ImageUpload()
  @ApiCreatedResponse({ type: ProductResponse, description: 'The product with its images' })
  async add(
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @UploadedImage() upload: Buffer,
  ): Promise<ProductResponse> {
    return this.products.addImage(shopId, id, upload);
  }

  @Put()
  @ApiOperation({ summary: 'Put the pictures of one of your products in a new order (the first is the main one)' })
  @ApiOkResponse({ type: ProductResponse })
  async reorder(
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ReorderImagesDto,
  ): Promise<ProductResponse> {
    return this.products.reorderImages(shopId, id, body.imageIds);
  }

  @Delete(':imageId')
  @ApiOperation({ summary: 'Remove a picture of one of your products' })
  @ApiOkResponse({ type: ProductResponse })
  async remove(
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('imageId', ParseUUIDPipe) imageId: string,
  ): Promise<ProductResponse> {
    return this.products.removeImage(shopId, id, imageId);
  }
}
