// Here rather than in format.ts: format.ts is in the entry chunk, which has no room left for what only the bell uses.
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `iso` was, as people say it: "just now", "5 minutes ago", "yesterday", "3 days ago". */
export function formatTimeAgo(iso: string, now = Date.now()): string {
  const elapsed = now - Date.parse(iso);
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}
