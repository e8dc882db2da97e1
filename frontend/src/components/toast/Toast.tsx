import { Alert, AlertTitle, Snackbar } from '@mui/material';
import type { ToastOptions } from './toast-context';

const TOAST_DURATION_MS = 5000;

interface ToastProps {
  toast: ToastOptions;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
}

/** One toast, at the bottom right, for 5 s. */
export default function Toast({ toast, open, onClose }: ToastProps) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        onClose={onClose}
        severity={toast.variant === 'destructive' ? 'error' : 'success'}
        variant="filled"
        data-testid="toast"
        sx={{ width: '100%', minWidth: 280, maxWidth: 420, boxShadow: 6 }}
      >
        <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
