import type { ReactNode } from 'react';
import { PageBand } from '../components/layout/PageBand';

/** The band of paper, below a line, that closes the help and contact pages. */
export function ClosingBand({ children }: { children: ReactNode }) {
  return (
    <PageBand sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', py: { xs: 5, md: 7 } }}>
      {children}
    </PageBand>
  );
}
