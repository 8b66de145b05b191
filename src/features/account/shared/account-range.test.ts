import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './account-csv';
import { defaultRange, parseDay, rangeFromSearch, rangeOf, rangeVariables } from './account-range';
import { rangeChanged } from './account-route-hooks';

describe('account date ranges in the URL', () => {
  const now = new Date(2026, 10, 22, 15, 30);

  it('opens on the last 7 days including today', () => {
    expect(defaultRange(now)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(rangeFromSearch(new URLSearchParams(''), now)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('reads whole days, sorts them, and falls back to the default on anything that is not a day', () => {
    expect(rangeOf('2026-11-20', '2026-11-01', now)).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(rangeOf('2026-02-30', '2026-03-01', now)).toEqual(defaultRange(now));
    expect(rangeOf('yesterday', '2026-03-01', now)).toEqual(defaultRange(now));
    expect(parseDay('2026-11-05')?.getDate()).toBe(5);
  });

  it('asks the gateway from the first day’s local midnight to the midnight after the last day', () => {
    const { from, to } = rangeVariables({ from: '2026-11-16', to: '2026-11-22' });
    expect(new Date(from)).toEqual(new Date(2026, 10, 16));
    expect(new Date(to)).toEqual(new Date(2026, 10, 23));
  });

  it('reloads a screen when its path or range changes, not when a filter narrows the loaded rows', () => {
    const at = (href: string) => new URL(href, 'http://x');
    const check = (a: string, b: string) => rangeChanged({ currentUrl: at(a), nextUrl: at(b), defaultShouldRevalidate: true } as Parameters<typeof rangeChanged>[0]);
    expect(check('/accountstatment', '/accountstatment?type=BETTING')).toBe(false);
    expect(check('/accountstatment?type=BETTING', '/accountstatment?type=BETTING&from=2026-11-01&to=2026-11-02')).toBe(true);
    expect(check('/profitlossEvent/4/2026-11-01/2026-11-02', '/profitlossEvent/4/2026-11-01/2026-11-03')).toBe(true);
    expect(check('/accountstatment', '/accountstatment')).toBe(true);
  });
});

describe('CSV download', () => {
  it('quotes separators and quotes, and neutralises formula-looking text but not signed numbers', () => {
    expect(csvCell('Match Odds, England "win"')).toBe('"Match Odds, England ""win"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-16.00')).toBe('-16.00');
    expect(toCsv(['a', 'b'], [[1, null]])).toBe('a,b\r\n1,\r\n');
  });
});
