/**
 * Days and months of the business are those of India: Asia/Kolkata, UTC+05:30 all year (India
 * keeps no daylight saving time), so a fixed offset is exact.
 */
const KOLKATA_UTC_OFFSET_MINUTES = 330;
const KOLKATA_UTC_OFFSET_MS = KOLKATA_UTC_OFFSET_MINUTES * 60_000;

/** A calendar date (`YYYY-MM-DD`) in Asia/Kolkata. */
export function kolkataDate(instant: Date): string {
  return new Date(instant.getTime() + KOLKATA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a calendar day starts in Asia/Kolkata; month and day may overflow, as in Date.UTC. */
export function kolkataMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) - KOLKATA_UTC_OFFSET_MS);
}

/** SQL for the calendar date (`YYYY-MM-DD`) in Asia/Kolkata of a `timestamptz` column. */
export function sqlKolkataDate(column: string): string {
  return `to_char((${column} AT TIME ZONE 'UTC') + interval '${KOLKATA_UTC_OFFSET_MINUTES} minutes', 'YYYY-MM-DD')`;
}

/** The wall clock in Asia/Kolkata at an instant: its date, weekday (0 is Monday) and minute of the day. */
export interface KolkataWallClock {
  date: string;
  weekday: number;
  minuteOfDay: number;
}

export function kolkataWallClock(instant: Date): KolkataWallClock {
  const shifted = new Date(instant.getTime() + KOLKATA_UTC_OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday: (shifted.getUTCDay() + 6) % 7,
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "31 Mar 2026": a calendar date (YYYY-MM-DD) as printed documents in India write it. */
export function calendarDateText(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTH_NAMES[Number(month) - 1].slice(0, 3)} ${year}`;
}
