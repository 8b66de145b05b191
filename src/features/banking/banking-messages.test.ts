import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { bankingErrorMessage, transferErrorMessage } from './banking-messages';

const refusal = (code: string, extensions: Record<string, unknown> = {}) => new CombinedGraphQLErrors({ errors: [{ message: `refused ${code}`, extensions: { code, ...extensions } }] });

describe('a refused transfer in words', () => {
  it('speaks of the receiver when its protections refuse the money, with the room a deposit limit leaves', () => {
    expect(transferErrorMessage(refusal('TIMED_OUT'), 'ravi')).toBe('ravi is on a time-out: no money can be sent to them until it ends.');
    expect(transferErrorMessage(refusal('SELF_EXCLUDED'), 'ravi')).toBe('ravi has excluded themself: no money can be sent to them.');
    expect(transferErrorMessage(refusal('DEPOSIT_LIMIT_EXCEEDED', { remaining: 50_000 }), 'ravi')).toMatch(/^This would take ravi past a deposit limit they set \(.*500.* of room is left\)\.$/);
  });

  it('says anything else as the banking pages do', () => {
    expect(transferErrorMessage(refusal('INSUFFICIENT_FUNDS'), 'ravi')).toBe(bankingErrorMessage(refusal('INSUFFICIENT_FUNDS')));
  });
});
