import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** An icon in a round badge above a heading; `sx` gives its colours (and may size the icon). */
export function IconCircle({ children, sx }: { children: ReactNode; sx: SxProps<Theme> }) {
  return (
    <Box
      aria-hidden
      sx={[{ display: 'inline-flex', p: 1.5, mb: 2, borderRadius: '50%' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
