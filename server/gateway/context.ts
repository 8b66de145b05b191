import type { DataSources } from './datasources';

/** Per-operation context: the caller's bearer token (passed through) and this request's data sources. */
export type GatewayContext = {
  token: string | null;
  siteKey: string;
  sources: DataSources;
};
