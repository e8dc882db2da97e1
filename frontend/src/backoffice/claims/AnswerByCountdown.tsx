import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { Stack, Typography } from '@mui/material';
import { hoursAndMinutes, useNow } from '../../components/countdown';
import type { Claim } from './claim-types';

/** Below this the countdown turns red: the claim is about to go to Mohalla. */
const HURRY_MS = 2 * 3_600_000;

/** The time the shop has left to answer an open claim (its `answerBy`); past it the admin decides. Nothing once answered. */
export function AnswerByCountdown({ claim }: { claim: Pick<Claim, 'status' | 'answerBy'> }) {
  if (claim.status !== 'open') return null;
  return <Countdown until={Date.parse(claim.answerBy)} />;
}

function Countdown({ until }: { until: number }) {
  const left = until - useNow();
  return (
    <Stack
      direction="row"
      spacing={0.5}
      data-testid="answer-by"
      sx={{ alignItems: 'center', color: left < HURRY_MS ? 'error.main' : 'warning.dark', whiteSpace: 'nowrap' }}
    >
      <TimerOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {left > 0 ? `Answer within ${hoursAndMinutes(left)}` : 'Time to answer is up'}
      </Typography>
    </Stack>
  );
}
