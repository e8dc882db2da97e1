import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { NamedCard } from './NamedCard';

/** A titled card of a back-office page; its title names the section for screen readers too. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <NamedCard name={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </NamedCard>
  );
}
