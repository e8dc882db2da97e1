import { startTransition, useEffect, useState } from 'react';

/**
 * The first `firstScreen` of `items` at once, and all of them from a transition right after the
 * first arrival: the rest of a long list's cards is built yielding to the browser every few
 * milliseconds rather than in the long task that renders the list's answer, which a cheap phone
 * feels as a frozen page. Later answers (a refresh, another page) render whole: no list shrinks back.
 */
export function useFirstScreenFirst<T>(items: readonly T[] | undefined, firstScreen: number): readonly T[] | undefined {
  const [whole, setWhole] = useState(false);
  const arrived = items !== undefined;
  useEffect(() => {
    if (arrived && !whole) startTransition(() => setWhole(true));
  }, [arrived, whole]);
  return whole ? items : items?.slice(0, firstScreen);
}
