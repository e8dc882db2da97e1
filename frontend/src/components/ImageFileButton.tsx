import { Button, type ButtonProps } from '@mui/material';
import type { ChangeEvent, ReactNode } from 'react';

/** What the API decodes and keeps; anything else it refuses with 415. */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp';

interface ImageFileButtonProps extends Pick<ButtonProps, 'variant' | 'startIcon' | 'disabled'> {
  children: ReactNode;
  onFile: (file: File) => void;
}

/** A button that opens the file chooser for one JPEG, PNG or WebP picture; its text labels the file input. */
export function ImageFileButton({ children, onFile, ...button }: ImageFileButtonProps) {
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again (after a refusal) still counts as a choice.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Button component="label" {...button}>
      {children}
      <input type="file" accept={ACCEPTED_TYPES} hidden onChange={chosen} />
    </Button>
  );
}
