import { describe, expect, it } from 'vitest';
import { settleUpErrorWords, withDownlineWords, withUplineWords } from './settle-up-words';

describe('settle-up in words', () => {
  it('says who owes whom, in rupees', () => {
    expect(withUplineWords('master1', 123_450)).toBe('You owe master1 ₹1,234.50');
    expect(withUplineWords('master1', -5)).toBe('master1 owes you ₹0.05');
    expect(withUplineWords('master1', 0)).toBe('You and master1 are square');
    expect(withDownlineWords('agent1', 100_000)).toBe('agent1 owes you ₹1,000.00');
    expect(withDownlineWords('agent1', -100_000)).toBe('You owe agent1 ₹1,000.00');
  });
  it('turns a refusal’s code into words and keeps the server’s reason for bad input', () => {
    expect(settleUpErrorWords('PERMISSION_DENIED', 'x')).toBe('You can record settle-ups only with your own direct downline levels.');
    expect(settleUpErrorWords('INVALID_INPUT_DATA', 'agent1 settles with its own upline')).toBe('The exchange refused the amount or note: agent1 settles with its own upline');
    expect(settleUpErrorWords('SOMETHING_NEW', 'Odd')).toBe('The settle-up was not recorded: Odd');
  });
});
