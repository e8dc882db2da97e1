import { kolkataMidnight, kolkataWallClock, MONTH_NAMES } from '../common/india-time';

/**
 * A shop's opening hours (issue 12, point 4): a weekly schedule of slots and holiday dates, both in
 * Asia/Kolkata. A slot whose `closes` is earlier than its `opens` runs past midnight into the next
 * day; `closes` may be 24:00, the midnight ending its day. An empty schedule is open all week. On a
 * holiday the shop is closed all day, a slot from the evening before included.
 *
 * The rule is these pure functions; `openNowSql` is its mirror for the one filter that must run in
 * the database (discovery's `openNow`), fed by `openingParameters`.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface OpeningSlot {
  day: Weekday;
  /** HH:MM, 00:00 to 23:59. */
  opens: string;
  /** HH:MM, 00:00 to 24:00; earlier than `opens`: on the next day. */
  closes: string;
}

export interface OpeningHours {
  openingHours: OpeningSlot[];
  /** YYYY-MM-DD, dates in Asia/Kolkata. */
  holidays: string[];
}

export const MAX_SLOTS_PER_DAY = 6;
export const MAX_HOLIDAYS = 366;
export const OPENING_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const CLOSING_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const MS_PER_MINUTE = 60_000;
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Whether a value has a slot's shape; `scheduleProblem` then checks the schedule as a whole. */
export function isWellFormedSlot(value: unknown): value is OpeningSlot {
  if (typeof value !== 'object' || value === null) return false;
  const { day, opens, closes } = value as Record<string, unknown>;
  return (
    (WEEKDAYS as readonly unknown[]).includes(day) &&
    typeof opens === 'string' &&
    OPENING_TIME.test(opens) &&
    typeof closes === 'string' &&
    CLOSING_TIME.test(closes)
  );
}

/** A schedule as a row holds it: of any shape, when it was written before the API checked shapes. */
export interface StoredOpeningHours {
  openingHours: unknown;
  holidays: unknown;
}

/**
 * Whether a stored schedule has its shape: a list of slots each of a slot's shape, and a list of
 * text. A row written before the API checked shapes may hold `[{}]`, `[[]]` or a
 * string. A quick check of each entry: discovery runs it on every row it answers.
 */
export function hasOpeningHoursShape(stored: StoredOpeningHours): stored is OpeningHours {
  return (
    isTextList(stored.holidays) && Array.isArray(stored.openingHours) && stored.openingHours.every(isWellFormedSlot)
  );
}

/**
 * What a stored schedule without its shape still says, as `openNowSql` reads it: its slots that have
 * a slot's shape. Null, never open, when that is nothing: slots that are not a list, a list of slots
 * none of which has the shape (`[{}]` is not the empty schedule, open all week), or holidays that are
 * not a list of text.
 */
export function usableOpeningHours({ openingHours, holidays }: StoredOpeningHours): OpeningHours | null {
  if (!isTextList(holidays) || !Array.isArray(openingHours)) return null;
  const slots = openingHours.filter(isWellFormedSlot);
  return slots.length > 0 || openingHours.length === 0 ? { openingHours: slots, holidays } : null;
}

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The slot as minutes from Monday 00:00: [start, end), the end past the week for Sunday's slot past midnight. */
function weeklySpan(slot: OpeningSlot): [number, number] {
  const opens = minutesOf(slot.opens);
  const closes = minutesOf(slot.closes);
  const start = WEEKDAYS.indexOf(slot.day) * MINUTES_PER_DAY + opens;
  return [start, start + (closes > opens ? closes - opens : closes + MINUTES_PER_DAY - opens)];
}

const describeSlot = (slot: OpeningSlot) => `${slot.day} ${slot.opens}-${slot.closes}`;

/**
 * What is wrong with a schedule of well-formed slots, as the 400 says it; undefined when nothing is.
 * Slots may touch (13:00-16:00 after 09:00-13:00), not overlap, past midnight included.
 */
export function scheduleProblem(slots: OpeningSlot[]): string | undefined {
  for (const day of WEEKDAYS) {
    const count = slots.filter((slot) => slot.day === day).length;
    if (count > MAX_SLOTS_PER_DAY) {
      return `openingHours has ${count} slots on ${day}: at most ${MAX_SLOTS_PER_DAY} a day`;
    }
  }
  const equal = slots.find((slot) => minutesOf(slot.opens) === minutesOf(slot.closes));
  if (equal) {
    return `openingHours: the slot ${describeSlot(equal)} closes when it opens (a whole day is 00:00-24:00)`;
  }
  const spans = slots.map(weeklySpan);
  for (let i = 0; i < slots.length; i++) {
    for (let j = i + 1; j < slots.length; j++) {
      const [start, end] = spans[i];
      const overlaps = [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK].some(
        (shift) => spans[j][0] + shift < end && start < spans[j][1] + shift,
      );
      if (overlaps) return `openingHours: the slots ${describeSlot(slots[i])} and ${describeSlot(slots[j])} overlap`;
    }
  }
  return undefined;
}

/** Slots in the order of the week and of the day; holidays in date order, each once. */
export function normalizedOpeningHours({ openingHours, holidays }: Partial<OpeningHours>): Partial<OpeningHours> {
  return {
    openingHours: openingHours
      ?.map(({ day, opens, closes }) => ({ day, opens, closes }))
      .sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || minutesOf(a.opens) - minutesOf(b.opens)),
    holidays: holidays && [...new Set(holidays)].sort(),
  };
}

/** Whether the schedule lets the shop open at `instant` (its Open/Closed switch aside). */
export function isOpenAt({ openingHours, holidays }: OpeningHours, instant: Date): boolean {
  const { date, weekday, minuteOfDay } = kolkataWallClock(instant);
  if (holidays.includes(date)) return false;
  if (openingHours.length === 0) return true;
  const minute = weekday * MINUTES_PER_DAY + minuteOfDay;
  return openingHours.some((slot) => {
    const [start, end] = weeklySpan(slot);
    return (start <= minute && minute < end) || (start <= minute + MINUTES_PER_WEEK && minute + MINUTES_PER_WEEK < end);
  });
}

/**
 * The first instant after `instant` at which the schedule lets the shop open: a slot's opening, or
 * the midnight ending a holiday while a slot runs. Null when there is none.
 */
export function nextOpening(hours: OpeningHours, instant: Date): Date | null {
  const holidays = new Set(hours.holidays);
  const today = kolkataWallClock(instant);
  const [year, month, day] = today.date.split('-').map(Number);
  // Each week has a slot; only holidays can push the opening further, MAX_HOLIDAYS at most.
  for (let offset = 0; offset <= 7 * (MAX_HOLIDAYS + 1); offset++) {
    const midnight = kolkataMidnight(year, month - 1, day + offset);
    if (holidays.has(kolkataWallClock(midnight).date)) continue;
    const weekday = WEEKDAYS[(today.weekday + offset) % 7];
    const candidates = [
      midnight,
      ...hours.openingHours
        .filter((slot) => slot.day === weekday)
        .map((slot) => new Date(midnight.getTime() + minutesOf(slot.opens) * MS_PER_MINUTE)),
    ].sort((a, b) => a.getTime() - b.getTime());
    const opening = candidates.find((candidate) => candidate > instant && isOpenAt(hours, candidate));
    if (opening) return opening;
  }
  return null;
}

/** When a shop opens, as a sentence ends: "at 9:00 am today", "at 9:00 am tomorrow", "on Monday at 9:00 am". */
export function opensAtPhrase(opensAt: Date, now: Date): string {
  const opening = kolkataWallClock(opensAt);
  const days = Math.round(
    (Date.parse(opening.date) - Date.parse(kolkataWallClock(now).date)) / (MINUTES_PER_DAY * MS_PER_MINUTE),
  );
  const hours = Math.floor(opening.minuteOfDay / 60);
  const minutes = String(opening.minuteOfDay % 60).padStart(2, '0');
  const time = `${((hours + 11) % 12) + 1}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  if (days <= 0) return `at ${time} today`;
  if (days === 1) return `at ${time} tomorrow`;
  if (days < 7) return `on ${DAY_NAMES[opening.weekday]} at ${time}`;
  const [, month, day] = opening.date.split('-').map(Number);
  return `on ${day} ${MONTH_NAMES[month - 1]} at ${time}`;
}

/** The parameters `openNowSql` reads: the wall clock in Asia/Kolkata at `instant`. */
export function openingParameters(instant: Date) {
  const { date, weekday, minuteOfDay } = kolkataWallClock(instant);
  const time = `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
  return {
    openingDate: date,
    openingDay: WEEKDAYS[weekday],
    openingDayBefore: WEEKDAYS[(weekday + 6) % 7],
    openingTime: time,
  };
}

/**
 * `isOpenAt` in SQL, on a jsonb column of slots and a text[] column of holidays, at the instant of
 * `openingParameters`: today's slot has opened and not closed (or runs past midnight), or
 * yesterday's runs past midnight and has not closed yet. A stored schedule without its shape is read
 * as `usableOpeningHours` reads it, and raises no error: times are compared as HH:MM text, uncast.
 */
export function openNowSql(columns: { openingHours: string; holidays: string }): string {
  const hours = columns.openingHours;
  const [day, opens, closes] = ['day', 'opens', 'closes'].map((field) => `(slot ->> '${field}') COLLATE "C"`);
  const time = 'CAST(:openingTime AS text)';
  const pastMidnight = `${closes} < ${opens}`;
  const slotNow =
    `(${day} = :openingDay AND ${opens} <= ${time} AND (${closes} > ${time} OR ${pastMidnight})) OR ` +
    `(${day} = :openingDayBefore AND ${pastMidnight} AND ${time} < ${closes})`;
  const slotShape =
    `${day} IN (${WEEKDAYS.map((weekday) => `'${weekday}'`).join(', ')}) AND ` +
    `${opens} ~ '${OPENING_TIME.source}' AND ${closes} ~ '${CLOSING_TIME.source}'`;
  const slots = `jsonb_array_elements(CASE jsonb_typeof(${hours}) WHEN 'array' THEN ${hours} END) AS entry(slot)`;
  // A flat list; `= ANY` is NULL when it holds a NULL and not the date: such holidays keep the shop closed.
  const notHoliday =
    `COALESCE(array_ndims(${columns.holidays}), 1) = 1 AND ` +
    `NOT COALESCE(CAST(:openingDate AS text) = ANY(${columns.holidays}), true)`;
  // CASE keeps the order: only a slot open now has its shape checked. As ANDed conditions the planner
  // ran the pattern matches first, on every slot of every shop.
  return (
    `(${notHoliday} AND (${hours} = CAST('[]' AS jsonb) OR ` +
    `EXISTS (SELECT 1 FROM ${slots} WHERE CASE WHEN ${slotNow} THEN ${slotShape} END)))`
  );
}
