import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { NamedCard } from './NamedCard';

/** One figure of the overview: what it counts, then the value. */
export function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <NamedCard name={label}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid="stat-value">
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {detail}
        </Typography>
      )}
    </NamedCard>
  );
}
