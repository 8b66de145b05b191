import { describe, expect, it } from 'vitest';
import { formatPaise, parseRupees, rupeesText } from './rupees';

describe('rupees at the input edge', () => {
  it.each([
    ['500', 50_000],
    ['1,500', 150_000],
    [' 250.5 ', 25_050],
    ['0.01', 1],
    ['99.99', 9_999],
  ])('parses %s to %i paise', (text, paise) => {
    expect(parseRupees(text)).toBe(paise);
  });

  it.each(['', '0', '-5', '1.234', 'abc', '1e3', '12345678901', '5.'])('refuses %j', (text) => {
    expect(parseRupees(text)).toBeNull();
  });

  it('writes paise back as link text and formats them once', () => {
    expect(rupeesText(150_000)).toBe('1500');
    expect(rupeesText(25_050)).toBe('250.50');
    expect(parseRupees(rupeesText(25_050))).toBe(25_050);
    expect(formatPaise(150_000)).toMatch(/1,?500\.00/);
  });
});
