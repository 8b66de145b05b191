import { describe, expect, it } from 'vitest';
import { authHeaders, USER_NAME_HEADER } from './request-rule';

describe('request rule (spec §7)', () => {
  it('sends Bearer token and the name header', () => {
    expect(authHeaders('/graphql', { token: 'tok', userName: 'demo' })).toEqual({
      authorization: 'Bearer tok',
      [USER_NAME_HEADER]: 'demo',
    });
  });

  it('sends nothing without a token', () => {
    expect(authHeaders('/graphql', { token: null, userName: 'demo' })).toEqual({});
  });

  it("sends nothing when the URL contains 'api'", () => {
    expect(authHeaders('/api/sports/list', { token: 'tok', userName: 'demo' })).toEqual({});
    expect(authHeaders('https://rapid.example/graphql', { token: 'tok', userName: 'demo' })).toEqual({});
  });
});
