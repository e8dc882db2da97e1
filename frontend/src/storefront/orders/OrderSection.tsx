import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of the customer's order page, named by its title for screen readers. */
export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
