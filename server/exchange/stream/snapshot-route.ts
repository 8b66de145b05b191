/**
 * `POST <prefix>/stream/snapshot` (issue #33, docs/live-stream.md): a topic's snapshot for a gateway
 * that streams the topic from the bus, as an ordinary REST call — so over the bus it is an ordinary
 * BusCommand on `cmd.any`, and keeps the API's validation, auth and coded errors. Body
 * `SnapshotRequest`, answer `{ data: SnapshotAnswer }`.
 *
 * The stream's last sequence is read BEFORE the snapshot is loaded: every change after it is applied on
 * top (each is a whole state or a whole order row, so one the snapshot already holds does no harm).
 * A private topic needs the owner's token and is answered with the user's hub topic, so the gateway
 * subscribes to that user's subject only after the exchange checked the token. Each call (`data: false`
 * every STREAM_TOKEN_RECHECK_MS) renews the topic's interest (interest.ts): watched here and on every
 * other exchange for INTEREST_MS, so they build what only watched topics get: balances, queue moves, risk rows.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SnapshotAnswer } from '../../contract/change-stream';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { bearerToken, userOfToken } from '../http/auth-guard';
import { ApiError, parseBody } from '../http/errors';
import type { ChangeHub } from './hub';
import { CLIENT_TOPIC, isPrivateTopic, privateHubTopic } from './topics';

const body = z.object({ topic: z.string().max(80).regex(CLIENT_TOPIC), data: z.boolean().optional() }).strict();

export function snapshotRoutes(hub: ChangeHub, db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('onClose', async () => hub.interest.clear());

    app.post('/stream/snapshot', async (request): Promise<{ data: SnapshotAnswer }> => {
      const asked = parseBody(body, request.body);
      let topic = asked.topic;
      let session: string | null = null;
      if (isPrivateTopic(asked.topic)) {
        const token = bearerToken(request);
        const user = await userOfToken(db, token);
        const hubTopic = privateHubTopic(asked.topic, user);
        if (typeof hubTopic !== 'string') throw new ApiError(403, hubTopic.code, hubTopic.message);
        topic = hubTopic;
        session = hashToken(token!);
        hub.interest.renew(topic);
      }
      const sink = hub.streamSink;
      if (!sink) throw new ApiError(409, 'STREAM_NOT_ON_BUS', 'This exchange does not publish its changes to a bus');
      const seq = await sink.lastSeq();
      const snapshot = asked.data === false ? null : await hub.snapshot(topic);
      return { data: { topic, seq, snapshot, session } };
    });
  };
}
