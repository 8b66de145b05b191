/**
 * How bettors' live connections stay known to every exchange process (issue #33, service/dead-man.ts):
 * a gateway holding connections tells the exchanges it is alive every PRESENCE_HEARTBEAT_MS; one not
 * heard from for PRESENCE_LAPSE_MS (four heartbeats) is taken for dead — killed, or cut off — and its
 * bettors for disconnected. Read by both tiers, so the gateway's beat and the exchanges' lapse agree.
 */
export const PRESENCE_HEARTBEAT_MS = Math.max(100, Number(process.env.PRESENCE_HEARTBEAT_SECONDS ?? 5) * 1000);
export const PRESENCE_LAPSE_MS = 4 * PRESENCE_HEARTBEAT_MS;
