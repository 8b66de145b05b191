/**
 * A command over the bus (issue #33): one exchange REST call carried by request/reply, so a gateway
 * (or another exchange) reaches the process that owns a market without knowing its address. The
 * gateway's transport sends it on `cmd.part.<p>` (market-scoped) or `cmd.any`; the serving exchange
 * runs it through its own REST app in-process (Fastify inject) and answers the response as is, so
 * every route keeps its validation, auth, idempotency and coded errors unchanged.
 */
export interface BusCommand {
  method: 'GET' | 'POST';
  /** The REST path below the exchange's prefix, e.g. `/bets/place` (with its query string for GET). */
  path: string;
  /** Lower-case header names: authorization, x-forwarded-for under the forward key, idempotency-key, … */
  headers: Record<string, string>;
  /** The JSON body as sent ('' for GET). */
  body: string;
}

export interface BusCommandReply {
  status: number;
  /** Only the headers a caller acts on (content-type, retry-after). */
  headers: Record<string, string>;
  body: string;
}
