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
