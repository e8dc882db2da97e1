import { hoursAndMinutes } from '../../components/countdown';
import { Countdown } from '../Countdown';
import type { Claim } from './claim-types';

/** Below this the countdown turns red: the claim is about to go to Mohalla. */
const HURRY_MS = 2 * 3_600_000;

/** The time the shop has left to answer an open claim (its `answerBy`); past it the admin decides. Nothing once answered. */
export function AnswerByCountdown({ claim }: { claim: Pick<Claim, 'status' | 'answerBy'> }) {
  if (claim.status !== 'open') return null;
  return (
    <Countdown
      until={claim.answerBy}
      hurryWithin={HURRY_MS}
      running={(left) => `Answer within ${hoursAndMinutes(left)}`}
      over="Time to answer is up"
      testId="answer-by"
    />
  );
}
