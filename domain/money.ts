/**
 * Money is integer paise everywhere below the screen (ARCHITECTURE §3). Rupees appear only where a
 * bettor types them ({@link parseRupees}) or reads them ({@link formatMoney}).
 */

/** An amount of money in integer paise. */
export type Paise = number;

/** The largest stake: keeps stake × odds100 exact in a double. */
export const MAX_STAKE: Paise = 10_000_000_000;

/** Whether a size is a stake the exchange can take: a whole number of paise from 1 to {@link MAX_STAKE}. */
export function isStake(size: unknown): size is Paise {
  return Number.isSafeInteger(size) && (size as number) > 0 && (size as number) <= MAX_STAKE;
}

/**
 * What a back stake wins (and a lay of the same stake loses) at integer odds × 100, rounded down to
 * the paisa. Both sides of a trade use this one figure, so every trade is zero-sum.
 */
export function winnings(stake: Paise, odds100: number): Paise {
  return Math.floor((stake * (odds100 - 100)) / 100);
}

/** stake × rate / 100 rounded down: a fancy YES win or a fancy NO loss. */
export function atRate(stake: Paise, ratePercent: number): Paise {
  return Math.floor((stake * ratePercent) / 100);
}

/** Commission in basis points of a positive net win, rounded down. */
export function commissionOn(netWin: Paise, rateBp: number): Paise {
  return netWin > 0 ? Math.floor((netWin * rateBp) / 10_000) : 0;
}

const RUPEES = /^\s*(\d{1,11})(?:\.(\d{0,2}))?\s*$/;

/**
 * Rupees as a bettor types them ("150", "150.5", "0.75") → paise; null for anything else (empty,
 * negative, more than two decimals, not a number). The one place text becomes money.
 */
export function parseRupees(text: string): Paise | null {
  const match = RUPEES.exec(text.replace(/,/g, ''));
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Whole rupees (a deposit amount, a route's amount) → paise. */
export function paiseOfRupees(rupees: number): Paise {
  return Math.round(rupees * 100);
}

/** Paise → rupees text for an input field: 15000 → "150", 15050 → "150.50" (no grouping). */
export function rupeesText(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rest = abs % 100;
  return `${sign}${Math.floor(abs / 100)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/**
 * How a site writes money, as its market reads it: the currency's sign and where it stands, digit
 * grouping and the two separators. `en-IN` (the default) writes rupees grouped as Indian readers do, in
 * lakhs and crores: ₹12,34,567.00. A site setting (`moneyLocale`) picks another for other markets
 * (£1,234,567.00; 1.234.567,00 €), with its currency: amounts are kept in its hundredths (paise for ₹).
 * `currency` is the ISO 4217 code, with which Intl writes the same text.
 */
export const MONEY_LOCALES = {
  'en-IN': { lakh: true, group: ',', decimal: '.', currency: 'INR', sign: '₹', signAfter: false },
  'en-GB': { lakh: false, group: ',', decimal: '.', currency: 'GBP', sign: '£', signAfter: false },
  'de-DE': { lakh: false, group: '.', decimal: ',', currency: 'EUR', sign: '€', signAfter: true },
} as const;
export type MoneyLocale = keyof typeof MONEY_LOCALES;
export const DEFAULT_MONEY_LOCALE: MoneyLocale = 'en-IN';

export function isMoneyLocale(value: unknown): value is MoneyLocale {
  return typeof value === 'string' && Object.hasOwn(MONEY_LOCALES, value);
}

let siteLocale: MoneyLocale = DEFAULT_MONEY_LOCALE;

/**
 * The site's money locale, set once where a process learns its site's settings (the SPA's start, the
 * server that draws first screens); every {@link formatMoney} without a locale uses it.
 */
export function setMoneyLocale(locale: MoneyLocale): void {
  siteLocale = locale;
}

export function moneyLocale(): MoneyLocale {
  return siteLocale;
}

const LAKH_GROUPS = /\B(?=(\d{2})*\d{3}$)/g;
const THOUSAND_GROUPS = /\B(?=(\d{3})+$)/g;

/** The currency sign of the site's money (₹ in en-IN), for a field's label ("Amount (₹)"). */
export function moneySign(locale: MoneyLocale = siteLocale): string {
  return MONEY_LOCALES[locale].sign;
}

/** Paise as a number with two decimals, grouped, no sign of the currency: the figure {@link formatMoney} writes. */
function figure(abs: number, locale: MoneyLocale): string {
  return `${grouped(Math.floor(abs / 100), locale)}${MONEY_LOCALES[locale].decimal}${String(abs % 100).padStart(2, '0')}`;
}

/** Whole units grouped as the locale groups them: 1234567 → 12,34,567 (en-IN). */
function grouped(units: number, locale: MoneyLocale): string {
  const { lakh, group } = MONEY_LOCALES[locale];
  return String(units).replace(lakh ? LAKH_GROUPS : THOUSAND_GROUPS, group);
}

/** The figure with the currency's sign where the locale puts it (₹12.00, 12,00 €). */
function withSign(text: string, locale: MoneyLocale): string {
  const { sign, signAfter } = MONEY_LOCALES[locale];
  return signAfter ? `${text}\u00a0${sign}` : `${sign}${text}`;
}

/**
 * Paise → money as the site's market reads it, with its currency's sign and two decimals:
 * 123456789 → "₹12,34,567.89" (en-IN), "£1,234,567.89" (en-GB), "1.234.567,89 €" (de-DE); -10050 → "-₹100.50".
 * The one formatter of money on every screen: a call site never adds a sign of its own.
 * Exact integer arithmetic (no division into a float), and the same text everywhere: the server
 * draws a market page's first screen (server/first-screen.ts) and the app then renders the same
 * figures, so the two must print alike whatever locale each runs in. It also keeps ICU out of a page
 * that shows money but no dates: the first `Intl.NumberFormat` a page makes starts ICU, which was a
 * ~95 ms task on Lighthouse's phone (4× CPU) on a market page (bench/README.md, seventh pass).
 */
export function formatMoney(paise: Paise, locale: MoneyLocale = siteLocale): string {
  const whole = Math.round(paise);
  return `${whole < 0 ? '-' : ''}${withSign(figure(Math.abs(whole), locale), locale)}`;
}

/** A profit or loss with its sign: +₹150.00, −₹100.00 (a true minus), ₹0.00. */
export function formatProfitLoss(paise: Paise, locale: MoneyLocale = siteLocale): string {
  const text = formatMoney(Math.abs(paise), locale);
  if (paise > 0) return `+${text}`;
  if (paise < 0) return `−${text}`;
  return text;
}

/** {@link formatMoney} without the decimals of a whole amount: ₹1,000 (a quick-amount button, an axis), ₹2,500.50 when not whole. */
export function formatMoneyWhole(paise: Paise, locale: MoneyLocale = siteLocale): string {
  const whole = Math.round(paise);
  if (whole % 100 !== 0) return formatMoney(whole, locale);
  return `${whole < 0 ? '-' : ''}${withSign(grouped(Math.abs(whole) / 100, locale), locale)}`;
}

const trim = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1).replace(/\.0$/, ''));

/**
 * Money in a tight cell, whole rupees shortened as the site's locale counts: 950, 4.8k, 1.2L, 3.5Cr in
 * en-IN (lakhs and crores); 950, 4.8k, 1.2M elsewhere. No currency sign: the sizes under a price in the
 * odds grid, where every figure is money and the cell has room for four characters.
 */
export function formatMoneyShort(paise: Paise, locale: MoneyLocale = siteLocale): string {
  const rupees = paise / 100;
  const { lakh, decimal } = MONEY_LOCALES[locale];
  const short = (n: number, unit: string) => `${trim(n).replace('.', decimal)}${unit}`;
  if (lakh && rupees >= 10_000_000) return short(rupees / 10_000_000, 'Cr');
  if (lakh && rupees >= 100_000) return short(rupees / 100_000, 'L');
  if (!lakh && rupees >= 1_000_000) return short(rupees / 1_000_000, 'M');
  if (rupees >= 1_000) return short(rupees / 1_000, 'k');
  return String(Math.floor(rupees));
}
