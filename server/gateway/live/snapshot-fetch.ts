/**
 * How the gateway asks an exchange for a topic's snapshot (server/exchange/stream/snapshot-route.ts):
 * an ordinary REST call through the gateway's transport — in-process in `npm start`, a BusCommand on
 * `cmd.any` in a cluster. A refusal with a code (a bad token, a bettor asking for the back office's
 * topics) ends the subscription; an exchange that cannot be reached or answers 5xx is asked again.
 */
import type { SnapshotAnswer, SnapshotRequest } from '../../contract/change-stream';
import type { RestTransport } from '../datasources/rest-client';

export type SnapshotResult = { answer: SnapshotAnswer } | { error: { code: string; message: string }; retry: boolean };
export type SnapshotFetch = (request: SnapshotRequest, token: string | undefined) => Promise<SnapshotResult>;

export function restSnapshots(transport: RestTransport): SnapshotFetch {
  return async (request, token) => {
    let reply: { status: number; body: string };
    try {
      reply = await transport('/stream/snapshot', JSON.stringify(request), { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });
    } catch (err) {
      return { error: { code: 'EXCHANGE_UNAVAILABLE', message: (err as Error).message }, retry: true };
    }
    let body: { data?: SnapshotAnswer; error?: { code?: string; message?: string } };
    try {
      body = JSON.parse(reply.body) as typeof body;
    } catch {
      return { error: { code: 'EXCHANGE_UNAVAILABLE', message: `The exchange answered ${reply.status} without JSON` }, retry: true };
    }
    if (reply.status < 300 && body.data) return { answer: body.data };
    const error = { code: body.error?.code ?? `HTTP_${reply.status}`, message: body.error?.message ?? `The exchange answered ${reply.status}` };
    // Overload (429, 503) and failures (5xx), and a command no exchange answered yet: ask again.
    return { error, retry: reply.status >= 500 || reply.status === 429 };
  };
}
