import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { errorMessage } from '../api/errors';

/** What a page shows while its figures load, or when they could not be loaded. */
export function QueryState({
  isPending,
  error,
  loadingLabel,
  failureText,
  onRetry,
}: {
  isPending: boolean;
  error: unknown;
  loadingLabel: string;
  failureText: string;
  onRetry: () => void;
}) {
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Box>
    );
  }
  if (!error) return null;
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      {failureText} {errorMessage(error)}
    </Alert>
  );
}
