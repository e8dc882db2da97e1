import { useMediaQuery, type Theme } from '@mui/material';

/** Below the 768 px breakpoint lists show one card-like row per record instead of a wide table. */
export function useIsSmallScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
}
