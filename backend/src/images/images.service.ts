import { createHash } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  HttpException,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sharp from 'sharp';
import { DataSource, EntityManager } from 'typeorm';
import { WorkQueue, WorkQueueFullError } from '../common/work-queue';
import {
  CLOSE_IMAGE_GAP,
  DELETE_IMAGE,
  DELETE_IMAGES_OF_OWNER,
  firstImageUrlsOfOwnersSql,
  IMAGE_COUNT_OF_OWNER,
  IMAGE_IDS_OF_OWNER,
  imageBytesSql,
  INSERT_IMAGE,
  REORDER_IMAGES,
} from './images.queries';

/** Whose images: a product's pictures, a shop's logo (its only image), or the photos of a claim. */
export interface ImageOwner {
  kind: 'product' | 'shop' | 'claim';
  id: string;
}

/** An image as answers carry it: content-hashed URLs, cached for good by browsers and proxies. */
export interface ImageLinks {
  id: string;
  url: string;
  thumbnailUrl: string;
}

/** The URLs of an owner's only image, such as a shop's logo. */
export type ImageUrls = Omit<ImageLinks, 'id'>;

/** An upload, checked and re-encoded, ready to store. */
export interface EncodedImage {
  hash: string;
  thumbnail: Buffer;
  large: Buffer;
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_SIZES = { thumbnail: 320, large: 1280 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/**
 * A small file can claim a huge picture, and its header says so before anything is decoded: a
 * 76 KB PNG of 1 × 39,000,000 pixels takes half a minute to decode, one row at a time.
 */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** A picture within the limits decodes in about a second; one that takes this long is given up. */
const DECODE_TIMEOUT_SECONDS = 10;
const WEBP_QUALITY = 80;
const NOT_AN_IMAGE = 'Upload a JPEG, PNG or WebP image.';
const TOO_SLOW = 'This picture takes too long to process: save it smaller and upload it again.';
const BUSY = 'Too many pictures are being processed right now: try again in a few seconds.';
const IMAGE_NOT_FOUND = 'Image not found';

/**
 * Decodes run one at a time in the process, a few more wait and the rest are refused at once
 * (503). Each holds a thread of libuv's pool (4 by default) while it runs, and argon2 hashes the
 * passwords of sign-ins on that same pool: sign-ins must never wait behind pictures.
 */
const decodes = new WorkQueue({ running: 1, waiting: 4 });
// One libvips thread per picture: with decodes in turn, the other cores stay free for requests.
sharp.concurrency(1);

/**
 * Pictures, kept in the database so that every API process serves them: an upload is decoded to
 * check it is what it claims, re-encoded to WebP in two sizes without its metadata (camera,
 * place), and answered at URLs named by the content's hash. Raw SQL: images are bytes and links,
 * never hydrated as entities.
 */
@Injectable()
export class ImagesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Checks and re-encodes an upload: 415 for what is no JPEG, PNG or WebP image, 400 for a picture
   * too large (known from its header) or too slow to decode, 503 while too many wait their turn.
   */
  async encode(upload: Buffer): Promise<EncodedImage> {
    await checkHeader(upload);
    const { thumbnail, large } = await decodes
      .run(() => reencode(upload))
      .catch((error: unknown) => {
        throw decodeFailure(error);
      });
    const hash = createHash('sha256').update(thumbnail).update(large).digest('hex').slice(0, 32);
    return { hash, thumbnail, large };
  }

  /**
   * Adds the image last of the owner's, at most `limit` of them (409 beyond). The caller holds the
   * owner's row locked, so two uploads cannot both be the sixth.
   */
  async add(manager: EntityManager, owner: ImageOwner, image: EncodedImage, limit: number): Promise<void> {
    const [{ count }] = (await manager.query(IMAGE_COUNT_OF_OWNER, [owner.kind, owner.id])) as { count: number }[];
    if (count >= limit) {
      throw new ConflictException(`A ${owner.kind} has at most ${limit} images: delete one first.`);
    }
    await manager.query(INSERT_IMAGE, [owner.kind, owner.id, count + 1, image.hash, image.thumbnail, image.large]);
  }

  async remove(manager: EntityManager, owner: ImageOwner, imageId: string): Promise<void> {
    const [deleted] = (await manager.query(DELETE_IMAGE, [imageId, owner.kind, owner.id])) as [
      { position: number }[],
      number,
    ];
    if (deleted.length === 0) throw new NotFoundException(IMAGE_NOT_FOUND);
    await manager.query(CLOSE_IMAGE_GAP, [owner.kind, owner.id, deleted[0].position]);
  }

  /** Puts the owner's images in this order: every one of their ids, each once (400 otherwise; 404 for another id). */
  async reorder(manager: EntityManager, owner: ImageOwner, imageIds: string[]): Promise<void> {
    const rows = (await manager.query(IMAGE_IDS_OF_OWNER, [owner.kind, owner.id])) as { id: string }[];
    const current = new Set(rows.map((row) => row.id));
    if (!imageIds.every((id) => current.has(id))) throw new NotFoundException(IMAGE_NOT_FOUND);
    if (imageIds.length !== current.size || new Set(imageIds).size !== imageIds.length) {
      throw new BadRequestException('imageIds must list every image of the product once, in the new order');
    }
    await manager.query(REORDER_IMAGES, [owner.kind, owner.id, imageIds]);
  }

  /**
   * Makes the image the owner's only one (a shop's logo): the one before goes with its bytes. The
   * caller holds the owner's row locked, as for `add`.
   */
  async replace(manager: EntityManager, owner: ImageOwner, image: EncodedImage): Promise<void> {
    await this.removeAll(manager, owner);
    await this.add(manager, owner, image, 1);
  }

  async removeAll(manager: EntityManager, owner: ImageOwner): Promise<void> {
    await manager.query(DELETE_IMAGES_OF_OWNER, [owner.kind, owner.id]);
  }

  /** The first image of each of these owners that has one, by owner id, in one statement. */
  async firstUrlsOf(
    kind: ImageOwner['kind'],
    ownerIds: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, ImageUrls>> {
    const rows = (await manager.query(firstImageUrlsOfOwnersSql(kind), [ownerIds])) as {
      id: string;
      urls: ImageUrls | null;
    }[];
    return new Map(rows.flatMap(({ id, urls }) => (urls ? [[id, urls] as const] : [])));
  }

  /** The bytes of one size of the image with this content hash, or undefined. */
  async file(hash: string, size: ImageSize): Promise<Buffer | undefined> {
    const [row] = (await this.dataSource.query(imageBytesSql(size), [hash])) as { bytes: Buffer }[];
    return row?.bytes;
  }
}

/** Refuses, from its header alone, what is no accepted picture (415) and a picture too large to decode (400). */
async function checkHeader(upload: Buffer): Promise<void> {
  // sharp throws at once, not in its promise, on an empty file.
  const header = await Promise.resolve(upload)
    .then((file) => sharp(file).metadata())
    .catch(() => undefined);
  if (!header || !ACCEPTED_FORMATS.has(header.format)) throw new UnsupportedMediaTypeException(NOT_AN_IMAGE);
  const { width, height } = header;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new BadRequestException(
      `A picture may have at most ${MAX_IMAGE_SIDE.toLocaleString('en')} pixels on each side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels in all: this one is ${width} × ${height}.`,
    );
  }
}

/**
 * The picture turned as its EXIF orientation says (before the metadata is left behind), as WebP in
 * both sizes. It is decoded once, to the large size, and the thumbnail is made from those pixels.
 */
async function reencode(upload: Buffer): Promise<Pick<EncodedImage, 'thumbnail' | 'large'>> {
  const { data, info } = await sharp(upload, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
    .rotate()
    .resize(fitInside(IMAGE_SIZES.large))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const fitted = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const large = await fitted().webp({ quality: WEBP_QUALITY }).toBuffer();
  const thumbnail = await fitted().resize(fitInside(IMAGE_SIZES.thumbnail)).webp({ quality: WEBP_QUALITY }).toBuffer();
  return { thumbnail, large };
}

const fitInside = (side: number): sharp.ResizeOptions => ({
  width: side,
  height: side,
  fit: 'inside',
  withoutEnlargement: true,
});

function decodeFailure(error: unknown): HttpException {
  if (error instanceof WorkQueueFullError) return new ServiceUnavailableException(BUSY);
  // sharp's words for a decode stopped by its timeout.
  if (error instanceof Error && error.message.startsWith('timeout:')) return new BadRequestException(TOO_SLOW);
  return new UnsupportedMediaTypeException(NOT_AN_IMAGE);
}
