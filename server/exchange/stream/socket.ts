import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';
import { userForToken } from '../auth/sessions';
import type { Db } from '../db/client';
import type { ChangeHub, StreamMessage } from './hub';

/**
 * The change stream over WebSocket at `<prefix>/stream`. Client messages:
 *   { "op": "subscribe", "topic": "market:M1" | "score:E1" | "orders" | "balance", "lastSeq"?: n, "token"?: "…" }
 *   { "op": "unsubscribe", "topic": … }
 * Server messages are StreamMessages `{ topic, seq, kind, data }` or `{ error: { code, message }, topic? }`.
 * `orders` and `balance` are the token owner's own topics (`orders:{userId}` on the wire).
 */
const clientMessage = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('subscribe'),
    topic: z.string().regex(/^(market|score):[A-Za-z0-9._-]{1,64}$|^(orders|balance)$/),
    lastSeq: z.number().int().nonnegative().optional(),
    token: z.string().max(256).optional(),
  }),
  z.object({ op: z.literal('unsubscribe'), topic: z.string().max(80) }),
]);

export function attachStream(app: FastifyInstance, hub: ChangeHub, db: Db, path: string): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  app.server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== path) return;
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws));
  });
  wss.on('connection', (ws: WebSocket) => {
    const subscriptions = new Map<string, () => void>();
    const send = (message: StreamMessage | { error: { code: string; message: string }; topic?: string }) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    ws.on('message', async (raw) => {
      let parsed: z.infer<typeof clientMessage>;
      try {
        parsed = clientMessage.parse(JSON.parse(String(raw)));
      } catch {
        return send({ error: { code: 'INVALID_INPUT_DATA', message: 'Unrecognised stream message' } });
      }
      if (parsed.op === 'unsubscribe') {
        subscriptions.get(parsed.topic)?.();
        subscriptions.delete(parsed.topic);
        return;
      }
      let wireTopic = parsed.topic;
      if (parsed.topic === 'orders' || parsed.topic === 'balance') {
        const user = parsed.token ? await userForToken(db, parsed.token) : null;
        if (!user) return send({ topic: parsed.topic, error: { code: 'INVALID_SESSION_INFORMATION', message: 'A live token is required' } });
        wireTopic = `${parsed.topic}:${user.userId}`;
      }
      if (subscriptions.has(parsed.topic)) return;
      // Private topics are renamed back, so a client never learns another user's wire topic.
      const unsubscribe = await hub.subscribe(wireTopic, (m) => send({ ...m, topic: parsed.topic }), parsed.lastSeq);
      if (ws.readyState !== ws.OPEN || subscriptions.has(parsed.topic)) return unsubscribe();
      subscriptions.set(parsed.topic, unsubscribe);
    });
    ws.on('close', () => {
      for (const unsubscribe of subscriptions.values()) unsubscribe();
      subscriptions.clear();
    });
  });
  app.addHook('onClose', async () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  });
}
