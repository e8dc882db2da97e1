import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, FormLabel, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ImageFileButton } from '../../components/ImageFileButton';

/** A photo chosen for a claim, with what shows it before it is sent (a data URL: nothing to release). */
export interface ChosenPhoto {
  file: File;
  preview: string;
}

// The API's limit: checked here too, as a photo refused after the claim was sent leaves the claim without it.
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const THUMBNAIL_SIZE = 72;

function readPreview(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(file);
  });
}

interface ClaimPhotoPickerProps {
  photos: ChosenPhoto[];
  max: number;
  /** How many of `photos`, from the first, the claim already carries: those can no longer be removed. */
  sent: number;
  disabled: boolean;
  onAdd: (photo: ChosenPhoto) => void;
  onRemove: (photo: ChosenPhoto) => void;
}

/** Up to `max` photos showing the problem, each a thumbnail that can be removed until it is sent. */
export function ClaimPhotoPicker({ photos, max, sent, disabled, onAdd, onRemove }: ClaimPhotoPickerProps) {
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = async (file: File) => {
    if (file.size > MAX_PHOTO_BYTES) {
      setRefusal(`${file.name} is larger than 5 MB: choose a smaller photo.`);
      return;
    }
    setRefusal(null);
    try {
      onAdd({ file, preview: await readPreview(file) });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <FormLabel component="legend">Photos (optional, up to {max})</FormLabel>
      <Typography variant="body2" color="text.secondary">
        JPEG, PNG or WebP, up to 5 MB each.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
        {photos.map((photo, index) => (
          <Box key={index} sx={{ position: 'relative' }} data-testid="chosen-photo">
            <img
              src={photo.preview}
              alt={`Photo ${index + 1}`}
              width={THUMBNAIL_SIZE}
              height={THUMBNAIL_SIZE}
              style={{ display: 'block', objectFit: 'cover', borderRadius: 4 }}
            />
            {index >= sent && (
              <IconButton
                size="small"
                aria-label={`Remove photo ${index + 1}`}
                disabled={disabled}
                onClick={() => onRemove(photo)}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', p: 0.25 }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
        {photos.length < max && (
          <ImageFileButton variant="outlined" startIcon={<AddAPhotoIcon />} disabled={disabled} onFile={add}>
            Add a photo
          </ImageFileButton>
        )}
      </Stack>
      {refusal && (
        <Alert severity="warning" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {refusal}
        </Alert>
      )}
    </Box>
  );
}
