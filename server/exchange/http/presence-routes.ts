/**
 * The gateway tells the exchange when a bettor's live connection (graphql-ws) opens and closes, and
 * that it is still alive, for the dead-man switch "cancel my unmatched bets if I disconnect"
 * (service/dead-man.ts, which stores them so every exchange process sees the same connections):
 *  - `/user/presence` (the bettor's token): connection `connectionId`, held by gateway `gatewayId`, is open;
 *  - `/presence/closed` (no token): connection `connectionId` closed. The id is the gateway's random
 *    choice (≥ 122 bits) known only to it and the exchange; the bettor's token may have ended
 *    meanwhile (a logout), and the close must still count. An unknown id changes nothing.
 *  - `/presence/gateway` (no token): gateway `gatewayId` is alive (its heartbeat, server/cluster/presence-timing.ts).
 *    Its id is as secret as a connection's; an unknown one creates nothing and answers `known: false`,
 *    telling a gateway whose connections were dropped (it was silent too long) to announce them again.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { DeadManSwitches } from '../service/dead-man';
import { requireUser } from './auth-guard';
import { parseBody } from './errors';

const secretId = z.string().regex(/^[A-Za-z0-9-]{22,64}$/);
const openBody = z.object({ connectionId: secretId, gatewayId: secretId }).strict();
const closeBody = z.object({ connectionId: secretId }).strict();
const gatewayBody = z.object({ gatewayId: secretId }).strict();

export function presenceRoutes(db: Db, deadMan: DeadManSwitches) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/user/presence', async (request) => {
      const user = await requireUser(db, request);
      const { connectionId, gatewayId } = parseBody(openBody, request.body);
      await deadMan.connected(user.userId, connectionId, gatewayId);
      return { data: { connectionId, open: true } };
    });

    app.post('/presence/closed', async (request) => {
      const { connectionId } = parseBody(closeBody, request.body);
      await deadMan.disconnected(connectionId);
      return { data: { connectionId, open: false } };
    });

    app.post('/presence/gateway', async (request) => {
      const { gatewayId } = parseBody(gatewayBody, request.body);
      return { data: { known: await deadMan.gatewayAlive(gatewayId) } };
    });
  };
}
