import type { DataSources } from './datasources';
import type { LiveFeeds } from './live/feeds';
import type { SubscriptionWire } from './live/shared-execution';
import type { SystemBoard } from '../metrics/system';

/** Per-operation context: the caller's bearer token (passed through), this request's data sources, the live feeds. */
export type GatewayContext = {
  token: string | null;
  siteKey: string;
  sources: DataSources;
  /** The gateway's subscription feeds (one upstream connection, shared by every operation). */
  live: LiveFeeds;
  /** graphql-ws operations: the subscription's socket, for shared fan-out (live/shared-execution.ts). */
  wire?: SubscriptionWire;
  /** Every process's samples (server/metrics/system.ts), for the System page; absent where none is kept. */
  system?: SystemBoard;
};
