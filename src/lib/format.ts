/** Display formats: money (paise shown as rupees), event start times in the bettor's own locale. */

/** Money at the screen's edge: `formatMoney(paise)`, and the stake input's rupees text ↔ paise. */
export { formatMoney, paiseOfRupees, parseRupees, rupeesText } from '@domain/money';

/** Start time of an event, e.g. "21 Nov, 14:30", in the bettor's locale and time zone. */
export function formatEventTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(date);
}

/** The day part of a start time: "Today", "Tomorrow" or e.g. "23 Nov" (bettor's locale). */
export function formatEventDay(iso: string, now: Date = new Date(), locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const dayNumber = (d: Date) => Math.floor((d.getTime() - d.getTimezoneOffset() * 60_000) / 86_400_000);
  const diff = dayNumber(date) - dayNumber(now);
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Tomorrow';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date);
}

/** The clock part of a start time, e.g. "14:30" or "2:30 PM" per the bettor's locale. */
export function formatEventClock(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
}
