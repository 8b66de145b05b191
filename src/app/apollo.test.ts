import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo';

// Parsed, not a gql tag: codegen would take a tagged document into the SPA's generated types.
const ME = parse('query Me { me { userName } }');

/** A gateway that refuses every call as UNAUTHENTICATED, after `beforeReply` has run. */
function refusingGateway(beforeReply: () => void = () => {}) {
  const seen: Array<string | null> = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Headers(init?.headers).get('authorization'));
    beforeReply();
    const body = { data: null, errors: [{ message: 'Session expired', extensions: { code: 'UNAUTHENTICATED' } }] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/graphql-response+json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return seen;
}

describe('createApolloClient: a 401 ends the session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('ends the session when the token that was refused is still the caller’s', async () => {
    const seen = refusingGateway();
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({ uri: 'http://gateway.test/graphql', wsUrl: null, identity: () => ({ token: 'token-a', userName: 'demo' }), onUnauthenticated });
    await client.query({ query: ME }).catch(() => undefined);
    expect(seen).toEqual(['Bearer token-a']);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('does not end a session whose token was replaced while the refused call was out', async () => {
    let token = 'token-a';
    const seen = refusingGateway(() => {
      // A password change issued a new token (and ended the old sessions) meanwhile.
      token = 'token-b';
    });
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({ uri: 'http://gateway.test/graphql', wsUrl: null, identity: () => ({ token, userName: 'demo' }), onUnauthenticated });
    await client.query({ query: ME }).catch(() => undefined);
    expect(seen).toEqual(['Bearer token-a']);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});
