import { Alert } from '@mui/material';

/** The server's reason for refusing a form, shown beside the form until the next save. */
export function FormRefusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" data-testid="form-refusal" sx={{ my: 1, width: '100%', overflowWrap: 'anywhere' }}>
      {message}
    </Alert>
  );
}
