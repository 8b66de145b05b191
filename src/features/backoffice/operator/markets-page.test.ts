import { describe, expect, it } from 'vitest';
import { marketFilterOf, operatorMarketsVariables } from './markets-page';
import { operatorErrorText } from './operator-words';

describe('the markets page', () => {
  it('reads its filter from the URL, ignoring what is not a sport or a state', () => {
    expect(marketFilterOf(new URL('http://x/backoffice/markets?q=Mumbai&sport=4&state=SUSPENDED'))).toEqual({ search: 'Mumbai', sportId: 4, state: 'SUSPENDED' });
    expect(marketFilterOf(new URL('http://x/backoffice/markets?sport=abc&state=CLOSED'))).toEqual({ search: '', sportId: null, state: null });
    expect(operatorMarketsVariables({}, new URL('http://x/backoffice/markets'))).toEqual({ search: null, sportId: null, state: null });
  });

  it('puts the exchange’s refusals in words, with the detail where it names what is in the way', () => {
    expect(operatorErrorText({ code: 'REASON_REQUIRED', message: 'x' })).toBe('Give a reason: a resettlement or a void is recorded with one.');
    expect(operatorErrorText({ code: 'LEVEL_IN_USE', message: '2 levels drop a level that has users (1 Master): move them first' })).toBe(
      'That would drop a level that still has users — 2 levels drop a level that has users (1 Master): move them first',
    );
    expect(operatorErrorText({ code: 'SOMETHING_NEW', message: 'No.' })).toBe('The exchange refused it (SOMETHING_NEW): No.');
  });
});
