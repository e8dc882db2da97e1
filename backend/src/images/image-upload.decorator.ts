import {
  applyDecorators,
  BadRequestException,
  createParamDecorator,
  ExecutionContext,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../common/api-errors.decorator';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './images.service';

/** What every image upload route says of its body, for its description. */
export const IMAGE_UPLOAD_RULES =
  'multipart/form-data with the image in the field `file` (JPEG, PNG or WebP, up to 5 MB), sent with an ' +
  'X-Requested-With header (any value): a form of another site cannot send one. It is re-encoded to WebP without its metadata.';

/**
 * A route that takes one image in the multipart field `file`: more than 5 MB is a 413 before it is
 * read whole; `ImagesService.encode` then answers 415 for what is no JPEG, PNG or WebP image, 400
 * for a picture too large to decode and 503 while too many wait to be.
 */
export const ImageUpload = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
    }),
    ApiErrors({
      badRequest: `No file; or a picture of more than ${MAX_IMAGE_SIDE.toLocaleString('en')} pixels on a side or ${MAX_IMAGE_PIXELS / 1_000_000} megapixels, or too slow to decode`,
      unsupportedMediaType: 'Not a JPEG, PNG or WebP image',
      payloadTooLarge: 'Larger than 5 MB',
      serviceUnavailable: 'Too many pictures are being processed: try again in a few seconds (Retry-After)',
    }),
    UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })),
  );

/** The bytes of the file an `ImageUpload` route received; 400 without one. */
export const UploadedImage = createParamDecorator((_data: unknown, context: ExecutionContext): Buffer => {
  const { file } = context.switchToHttp().getRequest<Request & { file?: { buffer: Buffer } }>();
  if (!file) throw new BadRequestException('Send the image as the multipart field file');
  return file.buffer;
});
