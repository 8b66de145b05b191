import { AccountAPI } from './account-api';
import { ReferenceAPI } from './reference-api';
import { RestClient } from './rest-client';
import { TtlCache } from './ttl-cache';

/** One data source per REST area. */
export interface DataSources {
  reference: ReferenceAPI;
  account: AccountAPI;
}

/** Long-lived pieces shared by every request: the REST client and the reference cache. */
export interface DataSourceDeps {
  rest: RestClient;
  referenceCache: TtlCache;
  siteKey: string;
}

export function createDataSourceDeps(exchangeUrl: string, siteKey: string): DataSourceDeps {
  return { rest: new RestClient(exchangeUrl), referenceCache: new TtlCache(), siteKey };
}

/** Data sources for one operation, bound to the caller's token. */
export function createDataSources(deps: DataSourceDeps, token: string | null): DataSources {
  return {
    reference: new ReferenceAPI(deps.rest, deps.referenceCache, deps.siteKey),
    account: new AccountAPI(deps.rest, token),
  };
}
