import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { errorMessage } from '../api/errors';

interface LoadFailedProps {
  /** What could not be loaded: 'the ledger' reads 'Failed to load the ledger.' */
  what: string;
  error: unknown;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}

/** A read that failed: what could not be loaded, the server's reason, and Try Again. */
export function LoadFailed({ what, error, onRetry, sx }: LoadFailedProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      Failed to load {what}. {errorMessage(error)}
    </Alert>
  );
}
