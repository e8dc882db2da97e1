import { CircularProgress, Stack, Typography } from '@mui/material';

/** A spinner with the spec's "Loading …" sentence under it. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 8, color: 'text.secondary' }}>
      <CircularProgress aria-hidden />
      <Typography>{label}</Typography>
    </Stack>
  );
}
