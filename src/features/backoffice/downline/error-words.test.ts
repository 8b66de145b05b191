import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { actFailure } from './error-words';

const refusal = (code: string, message: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('a refused act in words', () => {
  it('says what the code means, with the exchange’s detail', () => {
    expect(actFailure(refusal('INSUFFICIENT_FUNDS', 'available 100.00'))).toEqual({ code: 'INSUFFICIENT_FUNDS', message: 'Not enough available balance for this. (available 100.00)' });
    expect(actFailure(refusal('PARTNERSHIP_OUT_OF_RANGE', 'That share is more than your upline left you.')).message).toBe('That share is more than your upline left you.');
  });

  it('passes a bad-input message on as the exchange wrote it, and an unknown code too', () => {
    expect(actFailure(refusal('INVALID_INPUT_DATA', 'userName: 3–32 letters'))).toEqual({ code: 'INVALID_INPUT_DATA', message: 'userName: 3–32 letters' });
    expect(actFailure(refusal('SOMETHING_NEW', 'Something new happened'))).toEqual({ code: 'SOMETHING_NEW', message: 'Something new happened' });
  });

  it('a lost connection is said plainly', () => {
    expect(actFailure(new Error('fetch failed')).message).toBe('The exchange could not be reached. Check your connection and try again.');
  });
});
