import { describe, expect, it } from 'vitest';
import { MONEY_LOCALES, formatMoney, formatMoneyShort, formatMoneyWhole, formatProfitLoss, isMoneyLocale, isStake, moneyLocale, moneySign, paiseOfRupees, MAX_STAKE, parseRupees, rupeesText, setMoneyLocale, winnings } from './money';

describe('money in paise', () => {
  it('shows paise as rupees with two decimals and the rupee sign (moved from src/lib/format.test.ts)', () => {
    expect(formatMoney(123450)).toBe('₹1,234.50');
    expect(formatMoney(7)).toBe('₹0.07');
    expect(formatMoney(-10050)).toBe('-₹100.50');
  });

  it('prints the same text in every locale, from exact paise, as Indian readers read it by default: ₹12,34,567.00', () => {
    expect([0, 5, 99, 100, 99_999, 100_000, 10_000_000, 123_456_700, 123_456_789, 100_000_000_000].map((p) => formatMoney(p))).toEqual([
      '₹0.00',
      '₹0.05',
      '₹0.99',
      '₹1.00',
      '₹999.99',
      '₹1,000.00',
      '₹1,00,000.00',
      '₹12,34,567.00',
      '₹12,34,567.89',
      '₹1,00,00,00,000.00',
    ]);
    expect([-1, -123_456, -12_345_600, -0].map((p) => formatMoney(p))).toEqual(['-₹0.01', '-₹1,234.56', '-₹1,23,456.00', '₹0.00']);
    // Figures that are not whole paise (never expected) are rounded, not printed with a float's tail.
    expect(formatMoney(1234.6)).toBe('₹12.35');
    expect([formatMoney(123_456_789, 'en-GB'), formatMoney(123_456_789, 'de-DE')]).toEqual(['£1,234,567.89', '1.234.567,89\u00a0€']);
    // Agrees with Intl's currency format of each locale's currency across magnitudes (Intl is not used: it starts ICU on a page).
    for (const locale of ['en-IN', 'en-GB', 'de-DE'] as const) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: MONEY_LOCALES[locale].currency });
      for (let paise = -2_000_000_000; paise <= 2_000_000_000; paise += 7_777_777) expect(formatMoney(paise, locale)).toBe(intl.format(paise / 100));
      expect(moneySign(locale)).toBe(intl.formatToParts(1).find((p) => p.type === 'currency')?.value);
    }
  });

  it('drops the decimals of a whole amount only when asked (quick amounts, an axis)', () => {
    expect([formatMoneyWhole(100_000), formatMoneyWhole(250_050), formatMoneyWhole(-10_000_000), formatMoneyWhole(0)]).toEqual(['₹1,000', '₹2,500.50', '-₹1,00,000', '₹0']);
    expect([formatMoneyWhole(123_456_700, 'en-GB'), formatMoneyWhole(123_456_700, 'de-DE')]).toEqual(['£1,234,567', '1.234.567\u00a0€']);
  });

  it('uses the site locale once it is set, and refuses to name a locale it cannot print', () => {
    expect(moneyLocale()).toBe('en-IN');
    try {
      setMoneyLocale('en-GB');
      expect(formatMoney(123_456_789)).toBe('£1,234,567.89');
      expect(formatProfitLoss(-12_345_600)).toBe('−£123,456.00');
      expect(moneySign()).toBe('£');
    } finally {
      setMoneyLocale('en-IN');
    }
    expect(formatMoney(123_456_789)).toBe('₹12,34,567.89');
    expect(moneySign()).toBe('₹');
    expect(['en-IN', 'en-GB', 'de-DE'].every(isMoneyLocale)).toBe(true);
    expect([null, '', 'xx', 'toString', 'en-in'].some(isMoneyLocale)).toBe(false);
  });

  it('parses typed rupees into paise once, refusing anything else', () => {
    expect(parseRupees('150')).toBe(15000);
    expect(parseRupees('150.5')).toBe(15050);
    expect(parseRupees(' 0.75 ')).toBe(75);
    expect(parseRupees('1,000')).toBe(100000);
    expect(parseRupees('2.')).toBe(200);
    for (const bad of ['', ' ', '-5', '1.234', 'abc', '1e3', '.5']) expect(parseRupees(bad)).toBeNull();
  });

  it('writes paise back as input text', () => {
    expect(rupeesText(15000)).toBe('150');
    expect(rupeesText(15050)).toBe('150.50');
    expect(rupeesText(7)).toBe('0.07');
    expect(parseRupees(rupeesText(123456))).toBe(123456);
  });

  it('knows a stake and rounds winnings down', () => {
    expect(isStake(1)).toBe(true);
    expect(isStake(MAX_STAKE)).toBe(true);
    for (const bad of [0, -1, 1.5, MAX_STAKE + 1, Number.NaN, '100']) expect(isStake(bad)).toBe(false);
    expect(winnings(1000, 250)).toBe(1500);
    expect(winnings(3, 101)).toBe(0);
  });

  it('signs a profit or loss and shortens money for tight cells', () => {
    expect([formatProfitLoss(15000), formatProfitLoss(-10000), formatProfitLoss(0), formatProfitLoss(-12_345_600, 'de-DE')]).toEqual(['+₹150.00', '−₹100.00', '₹0.00', '−123.456,00\u00a0€']);
    expect([formatMoneyShort(95_000), formatMoneyShort(480_000), formatMoneyShort(12_000_000), formatMoneyShort(3_500_000_000)]).toEqual(['950', '4.8k', '1.2L', '3.5Cr']);
    expect([formatMoneyShort(480_000, 'en-GB'), formatMoneyShort(12_000_000, 'en-GB'), formatMoneyShort(350_000_000, 'en-GB')]).toEqual(['4.8k', '120k', '3.5M']);
    expect(formatMoneyShort(350_000_000, 'de-DE')).toBe('3,5M');
    expect(paiseOfRupees(1000)).toBe(100_000);
  });
});
