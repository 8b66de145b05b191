/**
 * How a gateway tells the exchange who the real client is. The exchange believes these headers only
 * when FORWARD_KEY_HEADER carries its forward key (the in-process gateway of `npm start` gets a
 * random one per start; a gateway elsewhere is given GATEWAY_FORWARD_KEY) — from anyone else they are
 * ignored, so a client cannot pick the address its failed logins are counted against.
 */
export const FORWARD_KEY_HEADER = 'x-backlay-forward-key';

/**
 * A shared secret setting (GATEWAY_FORWARD_KEY, METRICS_TOKEN) may list several values, comma-separated,
 * while it is rotated (docs/operations.md "Rotating secrets"): each is accepted; the first is the one
 * this process sends.
 */
export function secretList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
export const FORWARDED_ADDRESS_HEADER = 'x-backlay-client-address';
export const FORWARDED_AGENT_HEADER = 'x-backlay-client-agent';

/** The real client of a request: its address and User-Agent. */
export interface ClientInfo {
  address: string;
  userAgent?: string | undefined;
  /** The request id of the call this client made (server/request-log.ts): carried to the exchange as x-request-id. */
  requestId?: string | undefined;
}
