import sharp from 'sharp';

/** Background and ink of demo pictures, one pair per category (and per shop for logos). */
const PALETTE: [string, string][] = [
  ['#e0f2e9', '#2e7d32'],
  ['#fff3e0', '#e65100'],
  ['#e3f2fd', '#1565c0'],
  ['#fce4ec', '#ad1457'],
  ['#f3e5f5', '#6a1b9a'],
];

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The first letters of the first two words: "Sharma Kirana Store" is SK. */
const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

const png = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png().toBuffer();

/**
 * A picture for a demo product, drawn here (no download): its initials on a disc, its name below,
 * in the colours of its category, as a PNG that the images module takes like any upload.
 */
export function demoPicture(name: string, categoryIndex: number): Promise<Buffer> {
  const [background, ink] = PALETTE[categoryIndex % PALETTE.length];
  const label = name.length > 24 ? `${name.slice(0, 23)}…` : name;
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="${background}"/>
    <circle cx="300" cy="260" r="150" fill="${ink}"/>
    <text x="300" y="310" font-size="140" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="bold">${escapeXml(initialsOf(name))}</text>
    <text x="300" y="520" font-size="44" text-anchor="middle" fill="${ink}" font-family="sans-serif">${escapeXml(label)}</text>
  </svg>`);
}

/** A logo for a demo shop, drawn the same way: its initials in white on a square of its own colour. */
export function demoLogo(name: string, shopIndex: number): Promise<Buffer> {
  const [, ink] = PALETTE[shopIndex % PALETTE.length];
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="${ink}"/>
    <text x="200" y="250" font-size="160" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="bold">${escapeXml(initialsOf(name))}</text>
  </svg>`);
}
