import { Box, CircularProgress } from '@mui/material';
import { LoadFailed } from '../components/LoadFailed';

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
  return <LoadFailed what={what} error={query.error} onRetry={() => void query.refetch()} sx={{ mt: 2 }} />;
}
