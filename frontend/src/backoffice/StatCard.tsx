import { Grid, Typography, type GridProps } from '@mui/material';
import type { ReactNode } from 'react';
import { NamedCard } from './NamedCard';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
}

/** One figure of the overview: what it counts, then the value. */
export function StatCard({ label, value, detail }: StatCardProps) {
  return (
    <NamedCard name={label}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid="stat-value">
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
          {detail}
        </Typography>
      )}
    </NamedCard>
  );
}

/** Figures of the overview, a cell of `size` each, for a grid container that may hold other cells too. */
export function StatCardCells({ stats, size }: { stats: readonly StatCardProps[]; size: GridProps['size'] }) {
  return stats.map((stat) => (
    <Grid key={stat.label} size={size}>
      <StatCard {...stat} />
    </Grid>
  ));
}
