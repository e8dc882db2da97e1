import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { TestApp } from './test-app';

export type PictureFormat = 'jpeg' | 'png' | 'webp';

/** A picture of one colour carrying EXIF data, as a camera or a designer sends it. */
export function picture(width: number, height: number, format: PictureFormat, red = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 40 } } })
    .withExif({ IFD0: { Copyright: 'Secret Camera Co', Artist: 'Ramesh' } })
    .toFormat(format)
    .toBuffer();
}

/** How a `blankPng` keeps its pixels: 8-bit grey, or 16-bit RGBA (8 bytes a pixel, more work to decode). */
export type BlankPngPixels = 'grey' | 'rgba16';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_PIXELS = {
  grey: { bitDepth: 8, colourType: 0, bytes: 1 },
  rgba16: { bitDepth: 16, colourType: 6, bytes: 8 },
};

/**
 * A black PNG of any size, made without decoding anything: the deflate of its zeros is tiny (76 KB
 * for 1 × 39,000,000 pixels), as an attacker's would be.
 */
export function blankPng(width: number, height: number, pixels: BlankPngPixels = 'grey'): Buffer {
  const { bitDepth, colourType, bytes } = PNG_PIXELS[pixels];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(bitDepth, 8);
  header.writeUInt8(colourType, 9);
  // Each row is a filter byte (0: none) and its pixels, all zero.
  const rows = Buffer.alloc((1 + width * bytes) * height);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** What the API serves at `url` to anyone, its body read as bytes. */
export function served(t: TestApp, url: string) {
  return t
    .anonymous()
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/**
 * A size of an uploaded picture as every one must be served: WebP, cached for good (its URL names
 * its content), without metadata. Answers its bytes and its [width, height].
 */
export async function servedWebp(t: TestApp, url: string): Promise<{ bytes: Buffer; size: [number, number] }> {
  const res = await served(t, url).expect(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const bytes = res.body as Buffer;
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.exif]).toEqual(['webp', undefined]);
  return { bytes, size: [meta.width, meta.height] };
}
