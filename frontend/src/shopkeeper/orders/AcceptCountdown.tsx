import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { Stack, Typography } from '@mui/material';
import { minutesAndSeconds, useNow } from '../../components/countdown';

/** Below this the countdown turns red: the order is about to be cancelled by itself. */
const HURRY_MS = 2 * 60_000;

/**
 * The time left to accept a pending order (the answer's `acceptBy`), counting down; past it the
 * server cancels the order ("shop did not respond") and the desk hears of it through the events.
 */
export function AcceptCountdown({ acceptBy }: { acceptBy: string | null }) {
  if (!acceptBy) return null;
  return <Countdown until={Date.parse(acceptBy)} />;
}

function Countdown({ until }: { until: number }) {
  const left = until - useNow();
  return (
    <Stack
      direction="row"
      spacing={0.5}
      data-testid="accept-countdown"
      sx={{ alignItems: 'center', color: left < HURRY_MS ? 'error.main' : 'warning.dark', whiteSpace: 'nowrap' }}
    >
      <TimerOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {left > 0 ? `Accept within ${minutesAndSeconds(left)}` : 'Time to accept is up'}
      </Typography>
    </Stack>
  );
}
