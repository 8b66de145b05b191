import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { LAPSE_REASONS } from '@domain/bet-contract';
import { BET_ERROR_MESSAGES, betErrorMessage } from './bet-errors';
import { refusalOf } from './provide-bet-slip';

/** The reply the gateway sends when it refuses a placeBet at the door (server/exchange/http/admission-hooks.ts). */
function doorRefusal(code: string, headers: Record<string, string> = { 'retry-after': '1' }) {
  const bodyText = JSON.stringify({ errors: [{ message: 'The exchange is busy: try again in 1 s', extensions: { code, retryAfterS: 1 } }] });
  const response = new Response(bodyText, { status: 429, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
  return new ServerError('Response not successful: Received status code 429', { response, bodyText });
}

describe('overload refusals on the bet slip (docs/overload.md)', () => {
  it('words SERVICE_BUSY and TOO_MANY_REQUESTS with the wait the exchange names', () => {
    expect(betErrorMessage('SERVICE_BUSY', 1)).toBe('The exchange is busy — try again in 1 s.');
    expect(betErrorMessage('TOO_MANY_REQUESTS', 1)).toBe('Too many bets at once — try again in 1 s.');
    expect(betErrorMessage('SERVICE_BUSY', 1.2)).toBe('The exchange is busy — try again in 2 s.');
    expect(betErrorMessage('SERVICE_BUSY')).toBe('The exchange is busy. Wait a moment and try again.');
    expect(betErrorMessage('SERVICE_BUSY')).not.toBe(betErrorMessage('SOMETHING_ELSE'));
    expect(betErrorMessage('MARKET_SUSPENDED', 1)).toBe(betErrorMessage('MARKET_SUSPENDED'));
  });

  it('reads the code and wait from a placeBet refused at the door (HTTP 429 with GraphQL errors in the body)', () => {
    expect(refusalOf(doorRefusal('SERVICE_BUSY'))).toEqual({ status: 'REJECTED', errorCode: 'SERVICE_BUSY', retryAfterS: 1 });
    expect(refusalOf(doorRefusal('TOO_MANY_REQUESTS'))).toEqual({ status: 'REJECTED', errorCode: 'TOO_MANY_REQUESTS', retryAfterS: 1 });
  });

  it('a bare 429 without a GraphQL body is TOO_MANY_REQUESTS with its Retry-After header', () => {
    const response = new Response('busy', { status: 429, headers: { 'retry-after': '3' } });
    expect(refusalOf(new ServerError('429', { response, bodyText: 'busy' }))).toEqual({ status: 'REJECTED', errorCode: 'TOO_MANY_REQUESTS', retryAfterS: 3 });
  });

  it('reads the code and wait from a refusal after admission queued the bet (a GraphQL error in a 200 reply)', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'busy', extensions: { code: 'SERVICE_BUSY', retryAfterS: 1 } }] });
    expect(refusalOf(error)).toEqual({ status: 'REJECTED', errorCode: 'SERVICE_BUSY', retryAfterS: 1 });
    const suspended = new CombinedGraphQLErrors({ errors: [{ message: 'suspended', extensions: { code: 'MARKET_SUSPENDED' } }] });
    expect(refusalOf(suspended)).toEqual({ status: 'REJECTED', errorCode: 'MARKET_SUSPENDED', retryAfterS: null });
  });
});

describe('safer-betting refusals on the bet slip (issue #47)', () => {
  it('says how much room a loss limit leaves when the exchange names it', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'past your loss limit', extensions: { code: 'LOSS_LIMIT_EXCEEDED', remaining: 125_050 } }] });
    const refusal = refusalOf(error);
    expect(refusal).toEqual({ status: 'REJECTED', errorCode: 'LOSS_LIMIT_EXCEEDED', retryAfterS: null, limitRemaining: 125_050 });
    expect(betErrorMessage(refusal.errorCode, refusal.retryAfterS, refusal.limitRemaining)).toContain('1,250.50 of room is left');
    expect(betErrorMessage('LOSS_LIMIT_EXCEEDED')).toMatch(/past a loss limit you set/);
  });

  it('words a time-out and a self-exclusion plainly', () => {
    expect(betErrorMessage('TIMED_OUT')).toMatch(/^You are on a time-out/);
    expect(betErrorMessage('SELF_EXCLUDED')).toMatch(/^You are self-excluded/);
  });
});

describe('a bet that lapsed while it waited out the in-play delay', () => {
  it('has words for every lapse reason the exchange can name', () => {
    for (const reason of LAPSE_REASONS) expect(BET_ERROR_MESSAGES[reason], reason).toEqual(expect.any(String));
    expect(betErrorMessage('MARKET_SUSPENDED')).toBe('The market is suspended right now. Try again when it reopens.');
  });
});
