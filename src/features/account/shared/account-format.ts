/** The account screens' display edge: paise to the site's money format, instants to the chosen locale. */
import { format } from 'date-fns';
import type { Locale } from 'date-fns';
import { formatProfitLoss } from '@domain/money';
import { formatMoney } from '@/lib/format';
import { getLocale } from '../../../../machines/lib/locales';

/** Integer paise → "₹1,234.50" (the one formatting call of a money figure). */
export function formatPaise(paise: number): string {
  return formatMoney(paise);
}

/** Signed paise → "+₹1,234.50" / "−₹1,234.50" / "₹0.00", for profit and loss columns. */
export function formatSignedPaise(paise: number): string {
  return formatProfitLoss(paise);
}

/** `data-sign` for colouring a figure: positive, negative or zero. */
export function signOf(paise: number): 'positive' | 'negative' | 'zero' {
  return paise > 0 ? 'positive' : paise < 0 ? 'negative' : 'zero';
}

const localeOf = (name?: string): Locale => getLocale(name ?? 'en');

/** "22 Nov 2026, 14:05:09" in the chosen locale; '' for a missing or bad instant. */
export function formatDateTime(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, 'd MMM yyyy, HH:mm:ss', { locale: localeOf(locale) });
}

/** "22 Nov, 14:05" in the chosen locale (an axis over a day or two). */
export function formatDayTime(date: Date, locale?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  return format(date, 'd MMM, HH:mm', { locale: localeOf(locale) });
}

/** "22 Nov 2026" in the chosen locale. */
export function formatDay(iso: string | Date, locale?: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return format(date, 'd MMM yyyy', { locale: localeOf(locale) });
}
