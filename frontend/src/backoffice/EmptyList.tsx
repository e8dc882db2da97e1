import { Box, Typography } from '@mui/material';
import { CreateButton } from 'react-admin';

interface EmptyListProps {
  title: string;
  hint: string;
  createLabel: string;
}

/** What a back-office list shows before its first record: what is missing, why, and the way to add one. */
export function EmptyList({ title, hint, createLabel }: EmptyListProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {hint}
      </Typography>
      <CreateButton variant="contained" label={createLabel} />
    </Box>
  );
}
