import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, THEME_CONFIG_KEY } from '../../machines/lib/storage';
import { formatMoney, moneyLocale, setMoneyLocale } from './format';
import { adoptMoneyLocale, bootMoneyLocale, storedMoneyLocale, useMoneyLocale } from './money-locale';

function Balance({ paise }: { paise: number }) {
  const locale = useMoneyLocale();
  return <output key={locale}>{formatMoney(paise)}</output>;
}

describe('the site money locale in the app', () => {
  afterEach(() => setMoneyLocale('en-IN'));

  it('starts in the locale the first screen was drawn in, else the stored theme’s, else the default', () => {
    const stored = createMemoryStorage({ [THEME_CONFIG_KEY]: JSON.stringify({ themeColor: '#123', moneyLocale: 'de-DE' }) });
    expect(storedMoneyLocale(stored, 'en-GB')).toBe('en-GB');
    expect(storedMoneyLocale(stored)).toBe('de-DE');
    expect(storedMoneyLocale(stored, 'xx-XX')).toBe('de-DE');
    expect(storedMoneyLocale(createMemoryStorage({ [THEME_CONFIG_KEY]: '{not json' }))).toBeNull();
    expect(storedMoneyLocale(createMemoryStorage({ [THEME_CONFIG_KEY]: JSON.stringify({ moneyLocale: 'fr-FR' }) }))).toBeNull();
    bootMoneyLocale(createMemoryStorage());
    expect(moneyLocale()).toBe('en-IN');
    bootMoneyLocale(stored);
    expect(formatMoney(123_456_789)).toBe('1.234.567,89\u00a0€');
  });

  it('draws the figures again when the theme brings another locale, and ignores anything not a locale', () => {
    render(<Balance paise={123_456_789} />);
    expect(screen.getByRole('status').textContent).toBe('₹12,34,567.89');
    act(() => adoptMoneyLocale('en-GB'));
    expect(screen.getByRole('status').textContent).toBe('£1,234,567.89');
    act(() => adoptMoneyLocale('<script>'));
    act(() => adoptMoneyLocale(undefined));
    expect(screen.getByRole('status').textContent).toBe('£1,234,567.89');
  });
});
