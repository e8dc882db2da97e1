import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { Stack, Typography } from '@mui/material';
import { useNow } from '../components/countdown';

interface CountdownProps {
  /** When the time is up (ISO). */
  until: string;
  /** Below this much time left (ms) the countdown turns red. */
  hurryWithin: number;
  /** What the countdown says while there is time left, given how much (ms). */
  running: (left: number) => string;
  /** What it says once the time is up. */
  over: string;
  testId: string;
}

/** The time left for something the server does by itself once it is up, counting down every second. */
export function Countdown({ until, hurryWithin, running, over, testId }: CountdownProps) {
  const left = Date.parse(until) - useNow();
  return (
    <Stack
      direction="row"
      spacing={0.5}
      data-testid={testId}
      sx={{ alignItems: 'center', color: left < hurryWithin ? 'error.main' : 'warning.dark', whiteSpace: 'nowrap' }}
    >
      <TimerOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {left > 0 ? running(left) : over}
      </Typography>
    </Stack>
  );
}
