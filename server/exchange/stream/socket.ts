import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';
import { sessionEvents, userForToken } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { TOKEN_RECHECK_MS } from '../../contract/change-stream';
import { serveUpgrades } from '../../ws-origin';
import type { ChangeHub, StreamMessage } from './hub';
import { CLIENT_TOPIC, isPrivateTopic, privateHubTopic } from './topics';

/**
 * The change stream over WebSocket at `<prefix>/stream`. Client messages:
 *   { "op": "subscribe", "topic": "market:M1" | "score:E1" | "orders" | "balance" | "banking" | "downline" | "risk" | "ticker", "lastSeq"?: n, "token"?: "…" }
 *   { "op": "unsubscribe", "topic": …, "id"?: "…" }
 * Server messages are StreamMessages `{ topic, seq, kind, data }` or `{ error: { code, message }, topic? }`.
 * `orders`, `balance` and `banking` (their deposit and withdrawal requests) are the token owner's own topics
 * (`orders:{userId}` on the wire); `downline` is an agent's downline's requests (an operator's: everyone's);
 * `risk` and `ticker` are an upline's live risk book rows and new downline bets (service/risk-book-live.ts).
 * A subscribe may carry a client-chosen `id`: the subscription is then keyed by it and every message
 * for it echoes the `id`, so one connection can carry several users' `orders`/`balance` (the gateway
 * multiplexes all its subscribers over one connection this way).
 */
const clientMessage = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('subscribe'),
    topic: z.string().regex(CLIENT_TOPIC),
    lastSeq: z.number().int().nonnegative().optional(),
    token: z.string().max(256).optional(),
    id: z.string().min(1).max(64).optional(),
  }),
  z.object({ op: z.literal('unsubscribe'), topic: z.string().max(80), id: z.string().min(1).max(64).optional() }),
]);

export function attachStream(app: FastifyInstance, hub: ChangeHub, db: Db, path: string): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const revocations = sessionEvents(db);
  serveUpgrades(app.server, path, (request, socket, head) => wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws)));
  wss.on('connection', (ws: WebSocket) => {
    const subscriptions = new Map<string, () => void>();
    /** Private subscriptions' tokens, so a revoked or expired session stops streaming. */
    const privateTokens = new Map<string, { token: string; tokenHash: string; topic: string; echo: { id?: string } }>();
    const endPrivate = (key: string) => {
      const entry = privateTokens.get(key);
      if (!entry) return;
      subscriptions.get(key)?.();
      subscriptions.delete(key);
      privateTokens.delete(key);
      send({ topic: entry.topic, ...entry.echo, error: { code: 'INVALID_SESSION_INFORMATION', message: 'The session has ended' } });
    };
    const recheck = setInterval(async () => {
      for (const [key, { token }] of privateTokens) {
        if (!(await userForToken(db, token))) endPrivate(key);
      }
    }, TOKEN_RECHECK_MS);
    recheck.unref();
    const stopRevocations = revocations.onRevoked((hashes) => {
      for (const [key, { tokenHash }] of privateTokens) if (hashes.has(tokenHash)) endPrivate(key);
    });
    const send = (message: (StreamMessage & { id?: string }) | { error: { code: string; message: string }; topic?: string; id?: string }) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    ws.on('message', async (raw) => {
      let parsed: z.infer<typeof clientMessage>;
      try {
        parsed = clientMessage.parse(JSON.parse(String(raw)));
      } catch {
        return send({ error: { code: 'INVALID_INPUT_DATA', message: 'Unrecognised stream message' } });
      }
      const key = parsed.id ?? parsed.topic;
      const echo = parsed.id === undefined ? {} : { id: parsed.id };
      if (parsed.op === 'unsubscribe') {
        subscriptions.get(key)?.();
        subscriptions.delete(key);
        privateTokens.delete(key);
        return;
      }
      let wireTopic = parsed.topic;
      const checkedAt = revocations.generation;
      if (isPrivateTopic(parsed.topic)) {
        const user = parsed.token ? await userForToken(db, parsed.token) : null;
        if (!user) return send({ topic: parsed.topic, ...echo, error: { code: 'INVALID_SESSION_INFORMATION', message: 'A live token is required' } });
        const hubTopic = privateHubTopic(parsed.topic, user);
        if (typeof hubTopic !== 'string') return send({ topic: parsed.topic, ...echo, error: hubTopic });
        wireTopic = hubTopic;
      }
      if (subscriptions.has(key)) return;
      // Private topics are renamed back, so a client never learns another user's wire topic.
      const unsubscribe = await hub.subscribe(wireTopic, (m) => send({ ...m, topic: parsed.topic, ...echo }), parsed.lastSeq);
      if (ws.readyState !== ws.OPEN || subscriptions.has(key)) return unsubscribe();
      subscriptions.set(key, unsubscribe);
      if (parsed.token && wireTopic !== parsed.topic) {
        privateTokens.set(key, { token: parsed.token, tokenHash: hashToken(parsed.token), topic: parsed.topic, echo });
        // A revocation while the token was being checked: look again, it may have been this one.
        if (revocations.generation !== checkedAt && !(await userForToken(db, parsed.token))) endPrivate(key);
      }
    });
    ws.on('close', () => {
      clearInterval(recheck);
      stopRevocations();
      for (const unsubscribe of subscriptions.values()) unsubscribe();
      subscriptions.clear();
      privateTokens.clear();
    });
  });
  app.addHook('onClose', async () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  });
}
