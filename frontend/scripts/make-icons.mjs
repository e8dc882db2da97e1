// Draws the app's icons (the web app manifest's, and the one iOS puts on the home screen) from one SVG:
// the storefront of the favicon and the site header, white on the brand's primary colour. Run it after
// changing the logo or the colour, and commit the PNGs of public/: `node frontend/scripts/make-icons.mjs`.
// sharp comes with the backend's dependencies.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const PUBLIC = new URL('../public/', import.meta.url);
const { primary } = JSON.parse(readFileSync(new URL('../src/brand-colours.json', import.meta.url), 'utf8'));

// Material's Storefront icon, on a 24-unit grid.
const STOREFRONT =
  'm21.9 8.89-1.05-4.37c-.22-.9-1-1.52-1.91-1.52H5.05c-.9 0-1.69.63-1.9 1.52L2.1 8.89c-.24 1.02-.02 2.06.62 2.88.08.11.19.19.28.29V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6.94c.09-.09.2-.18.28-.28.64-.82.87-1.87.62-2.89m-2.99-3.9 1.05 4.37c.1.42.01.84-.25 1.17-.14.18-.44.47-.94.47-.61 0-1.14-.49-1.21-1.14L16.98 5zM13 5h1.96l.54 4.52c.05.39-.07.78-.33 1.07-.22.26-.54.41-.95.41-.67 0-1.22-.59-1.22-1.31zM8.49 9.52 9.04 5H11v4.69c0 .72-.55 1.31-1.29 1.31-.34 0-.65-.15-.89-.41-.25-.29-.37-.68-.33-1.07m-4.45-.16L5.05 5h1.97l-.58 4.86c-.08.65-.6 1.14-1.21 1.14-.49 0-.8-.29-.93-.47-.27-.32-.36-.75-.26-1.17M5 19v-6.03c.08.01.15.03.23.03.87 0 1.66-.36 2.24-.95.6.6 1.4.95 2.31.95.87 0 1.65-.36 2.23-.93.59.57 1.39.93 2.29.93.84 0 1.64-.35 2.24-.95.58.59 1.37.95 2.24.95.08 0 .15-.02.23-.03V19z';

/**
 * The logo as SVG: the storefront, `glyph` of the icon's width, centred on the primary colour.
 * `corner` rounds the square (a fraction of its width); 0 fills it to the edges.
 */
function logo({ glyph, corner }) {
  const offset = (24 * (1 - glyph)) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">` +
      `<rect width="24" height="24" rx="${24 * corner}" fill="${primary}"/>` +
      `<path fill="#fff" transform="translate(${offset} ${offset}) scale(${glyph})" d="${STOREFRONT}"/>` +
      `</svg>`,
  );
}

// "any" icons keep their rounded corners. A maskable icon fills its square: the launcher cuts its own shape,
// keeping at least the central circle of 80% of the width, where the storefront stays. iOS rounds the
// corners of its icon itself and shows transparent ones black, hence a full square there too.
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, glyph: 0.62, corner: 0.22 },
  { file: 'icons/icon-512.png', size: 512, glyph: 0.62, corner: 0.22 },
  { file: 'icons/icon-maskable-512.png', size: 512, glyph: 0.5, corner: 0 },
  { file: 'apple-touch-icon.png', size: 180, glyph: 0.6, corner: 0 },
];

for (const { file, size, glyph, corner } of ICONS) {
  const path = new URL(file, PUBLIC);
  await sharp(logo({ glyph, corner }), { density: (72 * size) / 24 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.pathname);
  console.log(`${file} (${size}×${size})`);
}
