import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { actFailure } from './error-words';

const refusal = (code: string, message: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('a refused act in words', () => {
  it('says what the code means, with the exchange’s detail', () => {
    expect(actFailure(refusal('INSUFFICIENT_FUNDS', 'available 100.00'))).toEqual({ code: 'INSUFFICIENT_FUNDS', message: 'Not enough available balance for this. (available 100.00)' });
    expect(actFailure(refusal('PARTNERSHIP_OUT_OF_RANGE', 'That share is more than your upline left you.')).message).toBe('That share is more than your upline left you.');
  });

  it('says a credit refused by the bettor’s own protections is theirs, with the exchange’s detail', () => {
    expect(actFailure(refusal('DEPOSIT_LIMIT_EXCEEDED', "This would exceed sb1's day deposit limit: room left 5000 paise")).message).toBe(
      "This would take the user past a deposit limit they set. (This would exceed sb1's day deposit limit: room left 5000 paise)",
    );
    expect(actFailure(refusal('TIMED_OUT', 'sb1 is on a time-out until 2030-01-01T00:00:00.000Z: no credit or transfers in until then')).message).toMatch(/^This user is on a time-out/);
  });

  it('passes a bad-input message on as the exchange wrote it, and an unknown code too', () => {
    expect(actFailure(refusal('INVALID_INPUT_DATA', 'userName: 3–32 letters'))).toEqual({ code: 'INVALID_INPUT_DATA', message: 'userName: 3–32 letters' });
    expect(actFailure(refusal('SOMETHING_NEW', 'Something new happened'))).toEqual({ code: 'SOMETHING_NEW', message: 'Something new happened' });
  });

  it('a lost connection is said plainly', () => {
    expect(actFailure(new Error('fetch failed')).message).toBe('The exchange could not be reached. Check your connection and try again.');
  });
});
