import { useEffect, useState } from 'react';

/**
 * False until the browser has painted what the component rendered first: what is rendered only
 * once this is true (and the code it loads) does not hold that paint back. True from the start in a
 * hidden tab, which paints nothing until shown.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(() => document.visibilityState === 'hidden');
  useEffect(() => {
    if (painted) return;
    let timer: number | undefined;
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
