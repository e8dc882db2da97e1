import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface CompactRow {
  key: string;
  title: ReactNode;
  /** Label and value, as a wide table's cells would show them. */
  values: [label: string, value: ReactNode][];
}

/** On a phone, each record of a wide table as a title over its labelled values, wrapping to the width. */
export function CompactRows({ label, rows }: { label: string; rows: CompactRow[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Box component="li" key={row.key} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {row.title}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {row.values.map(([name, value]) => (
              <Typography key={name} variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {name}
                </Box>{' '}
                {value}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
