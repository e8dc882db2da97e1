import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton } from 'react-admin';

interface EmptyListProps {
  title: string;
  hint: string;
  createLabel: string;
  /** Other ways to add records, beside the create button. */
  children?: ReactNode;
}

/** What a back-office list shows before its first record: what is missing, why, and the way to add one. */
export function EmptyList({ title, hint, createLabel, children }: EmptyListProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {hint}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        <CreateButton variant="contained" label={createLabel} />
        {children}
      </Stack>
    </Box>
  );
}
