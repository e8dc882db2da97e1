import { useDeferredValue } from 'react';

/**
 * `items` as a component shows them: on its first render only the first `count` (what a screen
 * holds), and all of them from the render React does next, in the background. The first screen is
 * built, committed and painted without waiting for the rest of a long list, and that render, which
 * yields to the browser, never blocks input. `complete` says whether the whole list is out, for
 * what comes below it.
 */
export function useFirstScreenFirst<T>(items: T[], count: number): { shown: T[]; complete: boolean } {
  const complete = useDeferredValue(true, false);
  return { shown: complete ? items : items.slice(0, count), complete };
}
