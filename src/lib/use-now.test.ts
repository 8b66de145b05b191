import { describe, expect, it } from 'vitest';
import { formatCountdown } from './use-now';

describe('formatCountdown', () => {
  const now = Date.parse('2030-01-01T12:00:00Z');
  it('counts minutes and seconds, hours when far', () => {
    expect(formatCountdown('2030-01-01T12:04:05Z', now)).toBe('4:05');
    expect(formatCountdown('2030-01-01T13:02:03Z', now)).toBe('1:02:03');
  });
  it('stops at zero', () => {
    expect(formatCountdown('2030-01-01T11:59:00Z', now)).toBe('0:00');
  });
});
