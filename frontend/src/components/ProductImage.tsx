import CloseIcon from '@mui/icons-material/Close';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import {
  Box,
  ButtonBase,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId, useState } from 'react';
import type { components } from '../api/schema';

/** One picture of a product: WebP at two sizes, by content-hashed URLs. */
export type ProductPicture = components['schemas']['ImageResponse'];

/** The two sizes of a picture: all an <img> needs, for a product's pictures and a shop's logo alike. */
export type PictureUrls = Pick<ProductPicture, 'url' | 'thumbnailUrl'>;

// The server's two sizes (the longer side), which let the browser pick one for the screen's density.
const THUMBNAIL_WIDTH = 320;
const LARGE_WIDTH = 1280;

interface PictureProps {
  picture: PictureUrls;
  alt: string;
  /** The square, in CSS pixels, the picture is fitted into; it takes that room before it loads. */
  size: number;
  /** On the first screen: loaded at once, ahead of other pictures, as the page's largest paint. */
  eager?: boolean;
}

/**
 * A picture fitted into a fixed square, loaded only when it comes near the screen unless `eager`. A
 * plain <img>: MUI's Box would take width and height as styles and drop the attributes that reserve
 * the room.
 */
export function PictureImage({ picture, alt, size, eager = false }: PictureProps) {
  return (
    <img
      src={picture.thumbnailUrl}
      srcSet={`${picture.thumbnailUrl} ${THUMBNAIL_WIDTH}w, ${picture.url} ${LARGE_WIDTH}w`}
      sizes={`${size}px`}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      alt={alt}
      style={{ display: 'block', width: size, height: size, objectFit: 'contain' }}
    />
  );
}

/** Stands in, at the same size, for a product that has no picture. */
export function PicturePlaceholder({ size, label = 'No picture' }: { size: number; label?: string }) {
  return (
    <Stack
      role="img"
      aria-label={label}
      data-testid="product-image-placeholder"
      sx={{
        width: size,
        height: size,
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        color: 'text.disabled',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      <ImageOutlinedIcon sx={{ fontSize: Math.round(size / 3) }} />
      <Typography variant="caption" aria-hidden>
        {label}
      </Typography>
    </Stack>
  );
}

/** The strip across the top of a product card that holds its main picture. */
const STRIP: SxProps<Theme> = {
  display: 'flex',
  justifyContent: 'center',
  width: '100%',
  py: 1,
  bgcolor: 'grey.50',
  borderBottom: 1,
  borderColor: 'divider',
};

interface ProductImageProps {
  name: string;
  images: readonly ProductPicture[] | undefined;
  size?: number;
  eager?: boolean;
}

/**
 * A product card's main picture: tapping it opens the larger view of all its pictures. Without
 * pictures, a placeholder of the same size keeps the cards in line.
 */
export function ProductImage({ name, images = [], size = 160, eager }: ProductImageProps) {
  const [open, setOpen] = useState(false);
  const [main] = images;
  if (!main) {
    return (
      <Box sx={STRIP}>
        <PicturePlaceholder size={size} />
      </Box>
    );
  }
  return (
    <>
      <ButtonBase
        aria-label={`View pictures of ${name}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={STRIP}
      >
        <PictureImage picture={main} alt={name} size={size} eager={eager} />
      </ButtonBase>
      {open && <PicturesView name={name} images={images} onClose={() => setOpen(false)} />}
    </>
  );
}

const CHOOSER_SIZE = 56;

/** The larger view of pictures of `name` (a product, a claim): one at a time, the others to choose below it. */
export function PicturesView({
  name,
  images,
  firstShownId = images[0]?.id,
  onClose,
}: {
  name: string;
  images: readonly ProductPicture[];
  firstShownId?: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const [shownId, setShownId] = useState(firstShownId);
  const shown = images.find((picture) => picture.id === shownId) ?? images[0];
  if (!shown) return null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {name}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Box
          component="img"
          src={shown.url}
          alt={images.length > 1 ? `${name}, picture ${images.indexOf(shown) + 1} of ${images.length}` : name}
          data-testid="large-picture"
          sx={{ display: 'block', mx: 'auto', maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
        />
        {images.length > 1 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
            {images.map((picture, index) => (
              <ButtonBase
                key={picture.id}
                aria-label={`Show picture ${index + 1}`}
                aria-pressed={picture.id === shown.id}
                onClick={() => setShownId(picture.id)}
                sx={{
                  border: 2,
                  borderRadius: 1,
                  borderColor: picture.id === shown.id ? 'primary.main' : 'transparent',
                }}
              >
                <PictureImage picture={picture} alt="" size={CHOOSER_SIZE} />
              </ButtonBase>
            ))}
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
