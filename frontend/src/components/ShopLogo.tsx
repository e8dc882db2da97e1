import { Box } from '@mui/material';
import { PictureImage, type PictureUrls } from './ProductImage';

/** "Sharma Kirana Store" is SK: the first letters of the first two words. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

interface ShopLogoProps {
  name: string;
  logo: PictureUrls | null;
  /** The square, in CSS pixels: the logo or its stand-in takes that room before anything loads. */
  size: number;
}

/**
 * A shop's logo in a fixed square, loaded only when it comes near the screen; without one, the
 * shop's initials on a square of the theme's colour stand in at the same size.
 */
export function ShopLogo({ name, logo, size }: ShopLogoProps) {
  const square = { width: size, height: size, flexShrink: 0, borderRadius: 2, overflow: 'hidden' };
  if (logo) {
    return (
      <Box sx={{ ...square, bgcolor: 'grey.50' }}>
        <PictureImage picture={logo} alt={`${name} logo`} size={size} />
      </Box>
    );
  }
  return (
    <Box
      aria-hidden
      data-testid="shop-logo-placeholder"
      sx={{
        ...square,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontWeight: 700,
        fontSize: Math.round(size * 0.4),
        userSelect: 'none',
      }}
    >
      {initialsOf(name)}
    </Box>
  );
}
