const TIME_ZONE = 'Asia/Kolkata';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: TIME_ZONE });
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: TIME_ZONE });
const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: TIME_ZONE });
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });
// A calendar day is no instant: read at midnight UTC and written in UTC, no time zone moves it.
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** ₹1,23,456.00 — the API sends money as two-decimal strings. */
export function formatRupees(amount: string | number): string {
  return rupees.format(Number(amount));
}

/** A percentage as the API writes it ("5.00", "0.25"), as people read it: 5%, 0.25%. */
export function formatPercent(percentage: string): string {
  return `${Number(percentage)}%`;
}

/** Rupees where room is short, such as a chart's axis: ₹950, ₹1.2K, ₹3.4L. */
export function formatRupeesCompact(amount: number): string {
  return compactRupees.format(amount);
}

/** A calendar date in India, e.g. 5 Jan 2026. */
export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/** A calendar day as the API names it (`YYYY-MM-DD`, a day in India), e.g. 5 Jan 2026. */
export function formatDay(isoDay: string): string {
  return day.format(new Date(`${isoDay}T00:00:00Z`));
}

/** A calendar day as the API names it, without its year, e.g. 5 Jan. */
export function formatShortDay(isoDay: string): string {
  return shortDay.format(new Date(`${isoDay}T00:00:00Z`));
}

/** Today's calendar day in India, as the API names days (`YYYY-MM-DD`). */
export function todayInIndia(): string {
  return isoDay.format(new Date());
}

/** A date and time in India, e.g. 5 Jan 2026, 2:30 pm. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

const DAY_MS = 86_400_000;

/**
 * A time soon, in India, as people say it: '7:40 pm' today, '9:00 am tomorrow', 'Mon 9:00 am' within
 * the week, else with its date.
 */
export function formatSoon(iso: string, now = new Date()): string {
  const when = new Date(iso);
  const days = Math.round((Date.parse(isoDay.format(when)) - Date.parse(isoDay.format(now))) / DAY_MS);
  const clock = time.format(when);
  if (days === 0) return clock;
  if (days === 1) return `${clock} tomorrow`;
  if (days > 1 && days < 7) return `${weekday.format(when)} ${clock}`;
  return formatDateTime(iso);
}

/** The first 8 characters of an order id: how the spec names an order to people. */
export function shortOrderId(orderId: string): string {
  return orderId.slice(0, 8);
}

/** 'Order #' and the short id, e.g. Order #3f2a9c1b. */
export function orderNumber(orderId: string): string {
  return `Order #${shortOrderId(orderId)}`;
}
