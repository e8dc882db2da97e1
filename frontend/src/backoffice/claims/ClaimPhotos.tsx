import CloseIcon from '@mui/icons-material/Close';
import { Box, ButtonBase, Dialog, IconButton, Stack } from '@mui/material';
import { useState } from 'react';
import type { Claim } from './claim-types';

type Photo = Claim['photos'][number];

const photoName = (index: number) => `Photo ${index + 1}`;

/** The customer's photos as thumbnails; each opens large over the page. */
export function ClaimPhotos({ photos }: { photos: Photo[] }) {
  const [shown, setShown] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <Stack
        component="ul"
        aria-label="Photos"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
      >
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <ButtonBase
              aria-label={`Open ${photoName(index).toLowerCase()}`}
              onClick={() => setShown(index)}
              sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
            >
              <Box
                component="img"
                src={photo.thumbnailUrl}
                alt={photoName(index)}
                loading="lazy"
                sx={{ display: 'block', width: 96, height: 96, objectFit: 'cover' }}
              />
            </ButtonBase>
          </li>
        ))}
      </Stack>
      {shown !== null && (
        <Dialog
          open
          onClose={() => setShown(null)}
          maxWidth="lg"
          slotProps={{ paper: { 'aria-label': photoName(shown) } }}
        >
          <IconButton
            aria-label="Close"
            onClick={() => setShown(null)}
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              bgcolor: 'background.paper',
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            <CloseIcon />
          </IconButton>
          <Box
            component="img"
            src={photos[shown].url}
            alt={`${photoName(shown)}, large`}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '85vh', objectFit: 'contain' }}
          />
        </Dialog>
      )}
    </>
  );
}
