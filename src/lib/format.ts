/** Display formats: money (paise shown as rupees), event start times in the bettor's own locale. */

/** Money at the screen's edge: `formatMoney(paise)`, and the stake input's rupees text ↔ paise. */
export { formatMoney, formatMoneyWhole, isMoneyLocale, moneyLocale, moneySign, paiseOfRupees, parseRupees, rupeesText, setMoneyLocale, type MoneyLocale } from '@domain/money';

/**
 * One `Intl.DateTimeFormat` per locale and shape, made on first use: constructing one costs far more
 * than formatting with it (a home list of 40 events formatted 80 times per render).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string | undefined, shape: 'dayTime' | 'day' | 'clock'): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${shape}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      shape === 'dayTime' ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } : shape === 'day' ? { day: 'numeric', month: 'short' } : { hour: '2-digit', minute: '2-digit' };
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/**
 * Makes the start-time formats ahead of the first list that shows them. A page's first Intl object
 * loads ICU's locale data: ~15–25 ms on a desktop, 60–100 ms at 4× CPU throttling. Made by the first
 * list's render it lengthened that render; made in an idle moment while the first data is on its way
 * (src/app/start.tsx), it is not in the way of anything.
 */
export function prepareDateFormats(locale?: string): void {
  for (const shape of ['clock', 'day', 'dayTime'] as const) formatter(locale, shape);
}

/** Start time of an event, e.g. "21 Nov, 14:30", in the bettor's locale and time zone. */
export function formatEventTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, 'dayTime').format(date);
}

/** The day part of a start time: "Today", "Tomorrow" or e.g. "23 Nov" (bettor's locale). */
export function formatEventDay(iso: string, now: Date = new Date(), locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const dayNumber = (d: Date) => Math.floor((d.getTime() - d.getTimezoneOffset() * 60_000) / 86_400_000);
  const diff = dayNumber(date) - dayNumber(now);
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Tomorrow';
  return formatter(locale, 'day').format(date);
}

/** The clock part of a start time, e.g. "14:30" or "2:30 PM" per the bettor's locale. */
export function formatEventClock(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, 'clock').format(date);
}
