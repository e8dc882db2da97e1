import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';

export interface FormDialogProps {
  title: string;
  submitLabel: string;
  /** Shown on the submit button while the submission runs. */
  pendingLabel?: string;
  cancelLabel?: string;
  submitColor?: 'primary' | 'error';
  pending: boolean;
  /** The submit button is off (and Enter does nothing) until what it needs is there. */
  submitDisabled?: boolean;
  /** The server's reason for refusing the last try, shown under the fields rather than in a toast. */
  error?: string | null;
  /** Without it the dialog is open: mounted only while open, each opening starts from fresh values. */
  open?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  fullScreen?: boolean;
  /** Lines above and below the content, for a long one that scrolls between the title and the buttons. */
  dividers?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A form in a dialog, named by its title, with a cancel button and a submit button that reads
 * `pendingLabel` while pending; it cannot be closed while pending. The page checks the fields and
 * says what is missing itself: the browser's own bubbles stay away.
 */
export function FormDialog({
  title,
  submitLabel,
  pendingLabel = 'Saving...',
  cancelLabel = 'Cancel',
  submitColor = 'primary',
  pending,
  submitDisabled = false,
  error = null,
  open = true,
  maxWidth = 'sm',
  fullScreen = false,
  dividers = false,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitDisabled && !pending) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      fullWidth
    >
      {/* A column like the dialog's own, so that a long content scrolls between the title and the buttons. */}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby={titleId}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers={dividers}>
          {children}
          {error && (
            <Alert severity="error" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={submitDisabled || pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
