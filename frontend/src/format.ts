const TIME_ZONE = 'Asia/Kolkata';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: TIME_ZONE });
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
// A calendar day is no instant: read at midnight UTC and written in UTC, no time zone moves it.
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** ₹1,23,456.00 — the API sends money as two-decimal strings. */
export function formatRupees(amount: string | number): string {
  return rupees.format(Number(amount));
}

/** A calendar date in India, e.g. 5 Jan 2026. */
export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/** A calendar day as the API names it (`YYYY-MM-DD`, a day in India), e.g. 5 Jan 2026. */
export function formatDay(isoDay: string): string {
  return day.format(new Date(`${isoDay}T00:00:00Z`));
}

/** A date and time in India, e.g. 5 Jan 2026, 2:30 pm. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** The first 8 characters of an order id: how the spec names an order to people. */
export function shortOrderId(orderId: string): string {
  return orderId.slice(0, 8);
}

/** 'Order #' and the short id, e.g. Order #3f2a9c1b. */
export function orderNumber(orderId: string): string {
  return `Order #${shortOrderId(orderId)}`;
}
