import { ApiProperty, OmitType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsUUID } from 'class-validator';

export class ImageResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: '/api/images/5f0c…/large.webp', description: 'WebP, 1280 px at most on its longer side' })
  url!: string;

  @ApiProperty({ example: '/api/images/5f0c…/thumbnail.webp', description: 'WebP, 320 px at most on its longer side' })
  thumbnailUrl!: string;
}

/** An owner's only image, such as a shop's logo: its two sizes. */
export class ImageUrlsResponse extends OmitType(ImageResponse, ['id'] as const) {}

/** The images of a product in their new order. */
export class ReorderImagesDto {
  @ApiProperty({ type: [String], format: 'uuid', description: 'Every image id of the product, once each' })
  @IsArray({ message: 'imageIds must be a list of image ids' })
  @ArrayMaxSize(20, { message: 'imageIds lists at most 20 ids' })
  @IsUUID(undefined, { each: true, message: 'imageIds must be image ids' })
  imageIds!: string[];
}
