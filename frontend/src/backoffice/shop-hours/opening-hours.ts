import { enumMembers } from '../../api/enum-members';
import type { components } from '../../api/schema';

/**
 * One slot of a shop's week, times HH:MM in India: `closes` earlier than `opens` runs past midnight
 * into the next day; `closes` may be 24:00, the midnight that ends the day.
 */
export type OpeningSlot = components['schemas']['OpeningSlotDto'];
export type Weekday = OpeningSlot['day'];

/** The names of the days; a day missing or unknown to the API does not compile. */
const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The week from Monday, as the schedule lists it. */
export const WEEKDAYS: readonly { day: Weekday; name: string }[] = enumMembers(DAY_NAMES).map((day) => ({
  day,
  name: DAY_NAMES[day],
}));

/** A slot runs into the next day when it closes earlier than it opens. */
export function runsPastMidnight({ opens, closes }: Pick<OpeningSlot, 'opens' | 'closes'>): boolean {
  return closes !== '' && opens !== '' && closes < opens;
}

/** The day after `day`, for "until 1:00 am Tuesday". */
export function nextDay(day: Weekday): (typeof WEEKDAYS)[number] {
  const index = WEEKDAYS.findIndex((weekday) => weekday.day === day);
  return WEEKDAYS[(index + 1) % WEEKDAYS.length];
}

const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** '17:30' as people read it: 5:30 pm. */
export function formatClock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return clock.format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

/** A slot from midnight to midnight: the whole day. */
function isWholeDay({ opens, closes }: Pick<OpeningSlot, 'opens' | 'closes'>): boolean {
  return opens === '00:00' && (closes === '24:00' || closes === '00:00');
}

/** '9:00 am – 1:00 pm', '5:00 pm – 1:00 am (next day)' for a slot past midnight, 'Open 24 hours' for the whole day. */
export function describeSlot(slot: Pick<OpeningSlot, 'opens' | 'closes'>): string {
  if (isWholeDay(slot)) return 'Open 24 hours';
  const range = `${formatClock(slot.opens)} – ${formatClock(slot.closes)}`;
  return runsPastMidnight(slot) ? `${range} (next day)` : range;
}

/** The slots of `day`, in the order they were entered. */
export function slotsOf(week: readonly OpeningSlot[], day: Weekday): OpeningSlot[] {
  return week.filter((slot) => slot.day === day);
}

/** The week with the slots of `day` replaced, the other days kept as they were, Monday first. */
export function withDaySlots(week: readonly OpeningSlot[], day: Weekday, slots: readonly OpeningSlot[]): OpeningSlot[] {
  return WEEKDAYS.flatMap((weekday) =>
    weekday.day === day ? slots.map((slot) => ({ ...slot, day })) : slotsOf(week, weekday.day),
  );
}

/** Every day gets the slots of `day`. */
export function copyDayToAll(week: readonly OpeningSlot[], day: Weekday): OpeningSlot[] {
  const slots = slotsOf(week, day);
  return WEEKDAYS.flatMap((weekday) => slots.map(({ opens, closes }) => ({ day: weekday.day, opens, closes })));
}

function plusHours(time: string, hours: number): string {
  const [hh, mm] = time.split(':').map(Number);
  return `${String((hh + hours) % 24).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
}

/** A first slot of the working day, or one starting an hour after the day's last slot closes. */
export function newSlot(day: Weekday, after?: OpeningSlot): OpeningSlot {
  if (!after?.closes) return { day, opens: '09:00', closes: '18:00' };
  const opens = plusHours(after.closes, 1);
  return { day, opens, closes: plusHours(opens, 3) };
}
