import { useState } from 'react';

/**
 * Whether `value` has been true at any render so far. For parts downloaded at their first use
 * (a menu, a dialog): mounted from then on, so that they still animate as they close.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(value);
  // Updating state while rendering: React renders again at once, before anything reaches the screen.
  if (value && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue || value;
}
