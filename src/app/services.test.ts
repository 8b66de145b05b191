import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, TOKEN_KEY, USER_DETAIL_KEY } from '../../machines/lib/storage';
import { createAppServices } from './services';

const ME = parse('query Me { me { userName } }');

/** A gateway that refuses every call as UNAUTHENTICATED (the old token's sessions were ended). */
function refusingGateway() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const body = { data: null, errors: [{ message: 'Session expired', extensions: { code: 'UNAUTHENTICATED' } }] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/graphql-response+json' } });
    }),
  );
}

function services() {
  const storage = createMemoryStorage({ [TOKEN_KEY]: 'token-a', [USER_DETAIL_KEY]: JSON.stringify({ isLogin: 1, data: { userName: 'demo', isLogin: 1 } }) });
  const made = createAppServices(storage, {});
  const sessionExpired = vi.fn();
  made.bind({ sessionExpired });
  return { made, sessionExpired };
}

describe('createAppServices: a password change in flight', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does not end the session on a 401 for the token being replaced; after it, a 401 does', async () => {
    refusingGateway();
    const { made, sessionExpired } = services();
    const endRotation = made.beginRotation();
    await made.client.query({ query: ME, fetchPolicy: 'network-only' }).catch(() => undefined);
    expect(sessionExpired).not.toHaveBeenCalled();
    endRotation();
    endRotation(); // ending twice counts once
    await made.client.query({ query: ME, fetchPolicy: 'network-only' }).catch(() => undefined);
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });
});
