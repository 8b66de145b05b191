/**
 * The change stream on the bus (issue #33, docs/live-stream.md): what an exchange publishes under
 * `chg.<prefix>.<id>` and what a gateway asks it for, written once for both sides. Types and constants
 * (one read from the environment) only: the gateway and the exchange may run as separate processes.
 */

/**
 * A change whose data was not built (a balance nobody on this exchange watches: building it costs
 * queries): "this topic changed, take a fresh snapshot". A consumer that holds the topic's state asks
 * for one; a change with real data never looks like this.
 */
export const STALE_CHANGE = { stale: true } as const;

export function isStaleChange(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { stale?: unknown }).stale === true && Object.keys(data).length === 1;
}

/**
 * How often a private subscription's token is checked again while it streams (expiry, and revocations
 * the revoked-sessions change did not carry); each check also renews every exchange process's interest in the topic (announced on the bus: server/exchange/stream/interest.ts).
 */
export const TOKEN_RECHECK_MS = Number(process.env.STREAM_TOKEN_RECHECK_MS ?? 10_000);

/**
 * The hub topic on which an exchange announces ended sessions (logout, password change, reset) and users
 * whose standing changed (block, betting lock, move), data `RevokedSessions`: gateways end the sessions'
 * private subscriptions, the other exchange processes their Exchange Stream connections and cached sessions.
 */
export const REVOKED_SESSIONS_TOPIC = 'session:revoked';

export interface RevokedSessions {
  /** The ended sessions, as the `session` of their snapshot answers (their tokens' SHA-256). */
  sessions: string[];
  /** Users whose standing changed: what an exchange process read of them with their sessions is read again. */
  users?: string[];
  /** The exchange process that sent it (a random id it takes at start): it told its own listeners already, and skips it when it hears it back. */
  origin?: string;
}

/**
 * `POST <prefix>/stream/snapshot`: body `{ topic, data? }` with the caller's bearer token for a private
 * topic (`orders`, `balance`, `banking`, `downline`, `risk`, `ticker`); public ones are `market:<id>` and
 * `score:<eventId>`. `data: false` only checks the token and renews every exchange process's interest in the topic
 * (a gateway does it every STREAM_TOKEN_RECHECK_MS while it streams the topic).
 */
export interface SnapshotRequest {
  topic: string;
  data?: boolean;
}

export interface SnapshotAnswer {
  /** The hub topic the changes travel under (`orders:<userId>` for `orders`): subscribe to its change subject. */
  topic: string;
  /**
   * The stream's last sequence, read BEFORE the snapshot was loaded: apply the changes after it on top
   * (each change is a whole state or a whole row, so one the snapshot already holds does no harm).
   */
  seq: number;
  /** The topic's current state (null for event topics, and when `data: false` was asked). */
  snapshot: unknown;
  /** For a private topic: the session it was read for, as `RevokedSessions` names it when it ends. */
  session: string | null;
}

/**
 * The product screens' lists, one public stream topic each (`product:<name>`): lottery draws, binary
 * lines, virtual events, the race card and the tips review. An exchange publishes `ProductChange` on
 * the topic when what its list shows changes (an event made, in play, finished or renamed; a market
 * added, suspended, reopened or settled; a tip published or graded), never on a timer. The gateway
 * reads the list again once per change and pushes it (Subscription.productChanged).
 */
export const PRODUCT_NAMES = ['lottery', 'binary', 'virtual', 'racing', 'tips'] as const;
export type ProductName = (typeof PRODUCT_NAMES)[number];

/** The data of a `product:<name>` change, and its snapshot (the topic exists; the list is read from REST). */
export interface ProductChange {
  product: ProductName;
}

export function isProductName(name: string): name is ProductName {
  return (PRODUCT_NAMES as readonly string[]).includes(name);
}
