import { Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';

/** A back-office card that fills its grid cell; `name` names its region for screen readers. */
export function NamedCard({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={name} sx={{ height: '100%' }}>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
