import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { errorMessage } from '../api/errors';

/** What QueryState reads of a react-query query. */
interface Query {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a page shows while `what` loads ('Loading the ledger'), or when it could not be loaded
 * ('Failed to load the ledger.', the server's reason and Try Again).
 */
export function QueryState({ query, what }: { query: Query; what: string }) {
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={`Loading ${what}`} />
      </Box>
    );
  }
  if (!query.error) return null;
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      }
    >
      Failed to load {what}. {errorMessage(query.error)}
    </Alert>
  );
}
