import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../common/api-errors.decorator';
import { Public } from '../common/roles.decorator';
import { IMAGE_SIZES, ImageSize, ImagesService } from './images.service';

const HASH = /^[0-9a-f]{32}$/;
const FILE = /^(thumbnail|large)\.webp$/;

@ApiTags('images')
@Controller('images')
@Public()
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Get(':hash/:file')
  @ApiOperation({
    summary: 'An image, by the hash of its content',
    description: `WebP, ${IMAGE_SIZES.thumbnail} px (thumbnail.webp) or ${IMAGE_SIZES.large} px (large.webp) at most on its longer side. The content never changes at a URL: it is cached for a year.`,
  })
  @ApiProduces('image/webp')
  @ApiOkResponse({
    description: 'The image',
    content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors({ notFound: "'Image not found'" })
  async serve(@Param('hash') hash: string, @Param('file') file: string, @Res() res: Response): Promise<void> {
    const size = FILE.exec(file)?.[1] as ImageSize | undefined;
    const bytes = HASH.test(hash) && size ? await this.images.file(hash, size) : undefined;
    if (!bytes) throw new NotFoundException('Image not found');
    res.set({ 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable' }).send(bytes);
  }
}
