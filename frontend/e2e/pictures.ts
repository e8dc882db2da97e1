import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';

/** Pictures for the upload tests, and what the page does with them. */

/** A PNG of one colour, as a phone's screenshot or an edited photo would be. */
export function png(red: number, width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 140, b: 60 } } })
    .png()
    .toBuffer();
}

/** Whether the <img> loads a picture that the browser can decode; a lazy one must be near the screen. */
export function loaded(image: Locator): Promise<boolean> {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    if (img.complete) return img.naturalWidth > 0;
    return new Promise<boolean>((resolve) => {
      img.addEventListener('load', () => resolve(img.naturalWidth > 0), { once: true });
      img.addEventListener('error', () => resolve(false), { once: true });
    });
  });
}

/** How far the page is wider than the window: above 0, the phone scrolls sideways. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
