import { EventEmitter, on } from 'node:events';
import type { AddressInfo } from 'node:net';
import { buildSchema, execute, GraphQLError, parse, subscribe, validate } from 'graphql';
import { useServer as serveOnWs } from 'graphql-ws/use/ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer } from 'ws';
import { createApolloClient, restartLiveIfIdentityChanged } from './apollo';
import { createTokenRotation } from './token-rotation';

// Parsed, not a gql tag: codegen would take a tagged document into the SPA's generated types.
const MY_BALANCE = parse('subscription MyBalance { myBalance { bankBalance } }');
const schema = buildSchema('type Query { ok: Boolean } type Balance { bankBalance: Float } type Subscription { myBalance: Balance }');

/**
 * A graphql-ws server whose private balance feed belongs to the socket's token (as the gateway's
 * does): `push` sends a balance to one token's subscribers, `endSessions` fails them as
 * UNAUTHENTICATED (the exchange's token re-check after a password change).
 */
async function balanceServer() {
  const buses = new Map<string, EventEmitter>();
  const bus = (token: string) => {
    let found = buses.get(token);
    if (!found) buses.set(token, (found = new EventEmitter()));
    return found;
  };
  const subscribed: string[] = [];
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const server = serveOnWs<{ authorization?: string }, { token?: string }>(
    {
      schema,
      // The test's own graphql-js throughout: under jsdom, graphql-ws's import of it is another module instance.
      validate,
      execute,
      subscribe,
      context: (ctx) => ({ token: ctx.connectionParams?.authorization?.replace('Bearer ', '') }),
      roots: {
        subscription: {
          myBalance: (_args: unknown, { token }: { token?: string }) => {
            if (!token) throw new GraphQLError('No token', { extensions: { code: 'UNAUTHENTICATED' } });
            subscribed.push(token);
            return (async function* () {
              for await (const [bankBalance] of on(bus(token), 'balance')) yield { myBalance: { bankBalance } };
            })();
          },
        },
      },
    },
    wss,
  );
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/graphql`,
    subscribed,
    push: (token: string, bankBalance: number) => bus(token).emit('balance', bankBalance),
    endSessions: (token: string) => bus(token).emit('error', new GraphQLError('Session ended', { extensions: { code: 'UNAUTHENTICATED' } })),
    listeners: (token: string) => bus(token).listenerCount('balance'),
    close: async () => {
      await server.dispose();
      await new Promise((resolve) => wss.close(resolve));
    },
  };
}

describe('the live link across a token change', () => {
  let server: Awaited<ReturnType<typeof balanceServer>>;
  beforeEach(async () => {
    // jsdom's WebSocket (undici's) cannot dispatch into jsdom's events; a browser's behaves as `ws` does.
    vi.stubGlobal('WebSocket', NodeWebSocket);
    server = await balanceServer();
  });
  afterEach(async () => {
    await server.close();
    vi.unstubAllGlobals();
  });

  function watch(token: () => string, rotation = createTokenRotation()) {
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({ uri: 'http://gateway.test/graphql', wsUrl: server.url, identity: () => ({ token: token(), userName: 'demo' }), onUnauthenticated, identitySettled: rotation.settled });
    const seen: number[] = [];
    const errors: unknown[] = [];
    const subscription = client.subscribe({ query: MY_BALANCE }).subscribe({
      next: (result) => {
        // Apollo Client 4 hands a subscription's error over as a result's `error`.
        if (result.error) errors.push(result.error);
        const balance = (result.data as { myBalance?: { bankBalance: number } } | undefined)?.myBalance;
        if (balance) seen.push(balance.bankBalance);
      },
      error: (error: unknown) => errors.push(error),
    });
    return { client, seen, errors, onUnauthenticated, rotation, stop: () => subscription.unsubscribe() };
  }

  /** Runs `body` once the subscription is up on the server (under the first token), then stops it. */
  async function whileWatching(token: () => string, body: (watched: ReturnType<typeof watch>) => Promise<void>) {
    const first = token();
    const watched = watch(token);
    try {
      await vi.waitFor(() => expect(server.listeners(first)).toBe(1));
      await body(watched);
    } finally {
      watched.stop();
      await watched.client.stop();
    }
  }

  it('keeps a private subscription whose old token was ended before the new token arrived', async () => {
    let token = 'token-a';
    await whileWatching(() => token, async (watched) => {
      server.push('token-a', 100);
      await vi.waitFor(() => expect(watched.seen).toEqual([100]));

      const endRotation = watched.rotation.begin();
      // The server ends the old token's sessions and says so down the socket first…
      server.endSessions('token-a');
      await vi.waitFor(() => expect(server.listeners('token-a')).toBe(0));
      await new Promise((resolve) => setTimeout(resolve, 50));
      // …then the answer with the new token arrives.
      token = 'token-b';
      restartLiveIfIdentityChanged(watched.client);
      endRotation();

      await vi.waitFor(() => expect(server.listeners('token-b')).toBe(1));
      server.push('token-b', 96);
      await vi.waitFor(() => expect(watched.seen).toEqual([100, 96]));
      expect(watched.errors).toEqual([]);
      expect(watched.onUnauthenticated).not.toHaveBeenCalled();
      expect(server.subscribed).toEqual(['token-a', 'token-b']);
    });
  });

  it('ends the subscription, and the session, when the current token is ended', async () => {
    await whileWatching(() => 'token-a', async (watched) => {
      server.endSessions('token-a');
      await vi.waitFor(() => expect(watched.errors).toHaveLength(1));
      expect(watched.onUnauthenticated).toHaveBeenCalledTimes(1);
      expect(server.subscribed).toEqual(['token-a']);
    });
  });

  it('ends it after a token change that failed (the token is still the old one)', async () => {
    await whileWatching(() => 'token-a', async (watched) => {
      const endRotation = watched.rotation.begin();
      server.endSessions('token-a');
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Held while the change is in flight.
      expect(watched.errors).toEqual([]);
      endRotation();
      await vi.waitFor(() => expect(watched.errors).toHaveLength(1));
      expect(server.subscribed).toEqual(['token-a']);
    });
  });
});
