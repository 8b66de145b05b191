/**
 * The gateway tells the exchange when a bettor's live connection (graphql-ws) opens and closes, for
 * the dead-man switch "cancel my unmatched bets if I disconnect" (service/dead-man.ts):
 *  - `/user/presence` (the bettor's token): connection `connectionId` is open;
 *  - `/presence/closed` (no token): connection `connectionId` closed. The id is the gateway's random
 *    choice (≥ 128 bits) known only to it and the exchange; the bettor's token may have ended
 *    meanwhile (a logout), and the close must still count. An unknown id changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { DeadManSwitches } from '../service/dead-man';
import { requireUser } from './auth-guard';
import { parseBody } from './errors';

const connectionBody = z.object({ connectionId: z.string().regex(/^[A-Za-z0-9-]{22,64}$/) }).strict();

export function presenceRoutes(db: Db, deadMan: DeadManSwitches) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/user/presence', async (request) => {
      const user = await requireUser(db, request);
      const { connectionId } = parseBody(connectionBody, request.body);
      await deadMan.connected(user.userId, connectionId);
      return { data: { connectionId, open: true } };
    });

    app.post('/presence/closed', async (request) => {
      const { connectionId } = parseBody(connectionBody, request.body);
      await deadMan.disconnected(connectionId);
      return { data: { connectionId, open: false } };
    });
  };
}
