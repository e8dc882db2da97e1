import { Countdown } from '../../backoffice/Countdown';
import { minutesAndSeconds } from '../../components/countdown';

/** Below this the countdown turns red: the order is about to be cancelled by itself. */
const HURRY_MS = 2 * 60_000;

/**
 * The time left to accept a pending order (the answer's `acceptBy`), counting down; past it the
 * server cancels the order ("shop did not respond") and the desk hears of it through the events.
 */
export function AcceptCountdown({ acceptBy }: { acceptBy: string | null }) {
  if (!acceptBy) return null;
  return (
    <Countdown
      until={acceptBy}
      hurryWithin={HURRY_MS}
      running={(left) => `Accept within ${minutesAndSeconds(left)}`}
      over="Time to accept is up"
      testId="accept-countdown"
    />
  );
}
