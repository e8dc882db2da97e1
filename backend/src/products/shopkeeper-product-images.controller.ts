import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../common/error-response.dto';
import { Roles } from '../common/roles.decorator';
import { ReorderImagesDto } from '../images/dto/image.dto';
import { MAX_IMAGE_BYTES } from '../images/images.service';
import { ForOwnShop, OwnShopId } from '../shops/own-shop.guard';
import { ProductResponse } from './dto/product.dto';
import { MAX_PRODUCT_IMAGES, ProductsService } from './products.service';

/** The part of a multipart upload this route reads. */
interface UploadedImage {
  buffer: Buffer;
}

@ApiTags('shopkeeper: products')
@Controller('shopkeeper/products/:id/images')
@Roles('shopkeeper')
@ForOwnShop()
export class ShopkeeperProductImagesController {
  constructor(private readonly products: ProductsService) {}

  @Post()
  @ApiOperation({
    summary: 'Add a picture to one of your products',
    description:
      `multipart/form-data with the image in the field \`file\` (JPEG, PNG or WebP, up to 5 MB, at most ${MAX_PRODUCT_IMAGES} a product), ` +
      'sent with an X-Requested-With header (any value): a form of another site cannot add one. It is re-encoded to WebP without its metadata.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
  })
  @ApiCreatedResponse({ type: ProductResponse, description: 'The product with its images' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponse, description: 'Not a JPEG, PNG or WebP image' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse, description: 'Larger than 5 MB' })
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } }))
  async add(
    @OwnShopId() shopId: string,
    @Param('id', ParseUUIDPipe) id: string,
    @UploadedFile() file: UploadedImage | undefined,
  ): Promise<ProductResponse> {
    if (!file) throw new BadRequestException('Send the image as the multipart field file');
    return this.products.addImage(shopId, id, file.buffer);
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
