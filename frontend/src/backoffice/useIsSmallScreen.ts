import { useMediaQuery, type Theme } from '@mui/material';

/** Below the md breakpoint lists show one card per record instead of a wide table. */
export function useIsSmallScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
}
