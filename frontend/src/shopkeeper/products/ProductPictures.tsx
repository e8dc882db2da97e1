import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  ButtonBase,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
} from '@mui/material';
import { useId, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { ImageFileButton } from '../../components/ImageFileButton';
import { PictureImage, PicturePlaceholder } from '../../components/ProductImage';
import type { Product } from '../shopkeeper-types';
import { useProductPictures } from './useProductPictures';

const CARD_SIZE = 120;
const TILE_SIZE = 96;

/**
 * The product card's main picture, or a placeholder inviting one; tapping it opens the pictures
 * dialog, where the shopkeeper adds, removes and orders them. `eager` on the first screen: loaded at once.
 */
export function ProductPictures({ eager = false }: { eager?: boolean }) {
  const product = useRecordContext<Product>();
  const [open, setOpen] = useState(false);
  if (!product) return null;
  const images = product.images ?? [];
  const [main] = images;
  return (
    <>
      <ButtonBase
        aria-label={`Pictures of ${product.name}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={{
          position: 'relative',
          width: '100%',
          py: 1,
          bgcolor: 'grey.50',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {main ? (
          <PictureImage picture={main} alt={product.name} size={CARD_SIZE} eager={eager} />
        ) : (
          <PicturePlaceholder size={CARD_SIZE} label="No picture yet" />
        )}
        <Chip
          size="small"
          icon={<PhotoLibraryOutlinedIcon />}
          label={images.length === 0 ? 'Add' : images.length}
          aria-hidden
          sx={{ position: 'absolute', right: 8, bottom: 8, bgcolor: 'background.paper' }}
        />
      </ButtonBase>
      {open && <PicturesDialog product={product} onClose={() => setOpen(false)} />}
    </>
  );
}

function PicturesDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const titleId = useId();
  const { add, remove, makeMain, pending, error } = useProductPictures(product);
  const images = product.images ?? [];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Pictures of {product.name}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          JPEG, PNG or WebP, up to 5 MB each. The first picture is the main one customers see.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <AlertTitle>{error.title}</AlertTitle>
            {error.message}
          </Alert>
        )}
        {images.length === 0 ? (
          <PicturePlaceholder size={TILE_SIZE} label="No picture yet" />
        ) : (
          <Stack
            component="ol"
            aria-label="Pictures"
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 2, m: 0, p: 0 }}
          >
            {images.map((picture, index) => (
              <Stack
                component="li"
                key={picture.id}
                aria-label={`Picture ${index + 1}`}
                spacing={1}
                sx={{ listStyle: 'none', alignItems: 'center', width: TILE_SIZE + 16 }}
              >
                <Box sx={{ position: 'relative', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                  <PictureImage picture={picture} alt={`${product.name}, picture ${index + 1}`} size={TILE_SIZE} />
                  <IconButton
                    size="small"
                    aria-label={`Remove picture ${index + 1}`}
                    disabled={pending !== undefined}
                    onClick={() => remove(picture.id)}
                    sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Box>
                {index === 0 ? (
                  <Chip size="small" color="primary" label="Main picture" />
                ) : (
                  <Button
                    size="small"
                    aria-label={`Make picture ${index + 1} the main picture`}
                    disabled={pending !== undefined}
                    onClick={() => makeMain(picture.id)}
                  >
                    Make main
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ImageFileButton
          variant="contained"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          disabled={pending !== undefined}
          onFile={add}
        >
          {pending === 'add' ? 'Uploading...' : 'Add picture'}
        </ImageFileButton>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
