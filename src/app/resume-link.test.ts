import { EventEmitter, on } from 'node:events';
import type { AddressInfo } from 'node:net';
import { buildSchema, execute, parse, subscribe, validate } from 'graphql';
import { useServer as serveOnWs } from 'graphql-ws/use/ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer } from 'ws';
import { createApolloClient } from './apollo';

// Parsed, not a gql tag: codegen would take a tagged document into the SPA's generated types.
const MY_ORDERS = parse('subscription MyOrders($after: Float) { myOrders(after: $after) { seq } }');
const schema = buildSchema('type Query { ok: Boolean } type Orders { seq: Float } type Subscription { myOrders(after: Float): Orders }');

/** A graphql-ws server whose orders feed records the `after` of each subscribe; `push` sends an update, `drop` cuts every socket. */
async function ordersServer() {
  const feed = new EventEmitter();
  const afters: Array<number | null> = [];
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const server = serveOnWs(
    {
      schema,
      validate,
      execute,
      subscribe,
      roots: {
        subscription: {
          myOrders: ({ after }: { after?: number | null }) => {
            afters.push(after ?? null);
            return (async function* () {
              for await (const [seq] of on(feed, 'update')) yield { myOrders: { seq } };
            })();
          },
        },
      },
    },
    wss,
  );
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/graphql`,
    afters,
    listeners: () => feed.listenerCount('update'),
    push: (seq: number) => feed.emit('update', seq),
    drop: () => {
      for (const socket of wss.clients) socket.terminate();
    },
    close: async () => {
      await server.dispose();
      await new Promise((resolve) => wss.close(resolve));
    },
  };
}

describe('the live link resumes a subscription from its last sequence', () => {
  let server: Awaited<ReturnType<typeof ordersServer>>;
  beforeEach(async () => {
    // jsdom's WebSocket (undici's) cannot dispatch into jsdom's events; a browser's behaves as `ws` does.
    vi.stubGlobal('WebSocket', NodeWebSocket);
    server = await ordersServer();
  });
  afterEach(async () => {
    await server.close();
    vi.unstubAllGlobals();
  });

  it('subscribes again after a dropped socket with `after` = the seq of the last update delivered, leaving the caller’s variables alone', async () => {
    const client = createApolloClient({ uri: 'http://gateway.test/graphql', wsUrl: server.url, identity: () => ({ token: 'token-a', userName: 'demo' }) });
    const variables = {};
    const seen: number[] = [];
    const subscription = client.subscribe({ query: MY_ORDERS, variables, fetchPolicy: 'no-cache' }).subscribe({
      next: (result) => {
        const seq = (result.data as { myOrders?: { seq: number } } | undefined)?.myOrders?.seq;
        if (seq !== undefined) seen.push(seq);
      },
    });
    try {
      await vi.waitFor(() => expect(server.listeners()).toBe(1));
      server.push(41);
      server.push(57);
      await vi.waitFor(() => expect(seen).toEqual([41, 57]));
      server.drop();
      // graphql-ws waits out its backoff (1 s plus up to 3 s of jitter) before it reconnects.
      await vi.waitFor(() => expect(server.afters).toHaveLength(2), { timeout: 15_000, interval: 50 });
      expect(server.afters).toEqual([null, 57]);
      // (The dropped socket's feed lets go only at its next update: the new one listens beside it.)
      await vi.waitFor(() => expect(server.listeners()).toBe(2));
      server.push(60);
      await vi.waitFor(() => expect(seen).toEqual([41, 57, 60]));
      expect(variables).toEqual({});
    } finally {
      subscription.unsubscribe();
      await client.stop();
    }
  }, 30_000);
});
