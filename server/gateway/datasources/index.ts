import { AccountAPI } from './account-api';
import { BackofficeHierarchyAPI } from './backoffice-hierarchy-api';
import { BackofficeOperatorAPI } from './backoffice-operator-api';
import { BackofficeReportsAPI } from './backoffice-reports-api';
import { BackofficeRiskAPI } from './backoffice-risk-api';
import { BankingAPI } from './banking-api';
import { HistoryAPI } from './history-api';
import { MarketAPI } from './market-api';
import { ProductAPI } from './product-api';
import { ReferenceAPI } from './reference-api';
import type { ClientInfo } from '../../forwarding';
import { RestClient, type RestTransport } from './rest-client';
import { TtlCache } from './ttl-cache';

/** One data source per REST area of the exchange. */
export interface DataSources {
  /** Site reference data (cached per endpoint and site). */
  reference: ReferenceAPI;
  /** Auth and the caller's account. */
  account: AccountAPI;
  /** Deposits, withdrawals, transfers, rewards, upline decisions. */
  banking: BankingAPI;
  /** Statement, profit and loss, bet history, commission. */
  history: HistoryAPI;
  /** Live markets and betting. */
  markets: MarketAPI;
  /** Lottery, virtual, binary and ball-by-ball lists; casino and partner launches. */
  products: ProductAPI;
  /** The back office's hierarchy: downline, user cards, credit and locks (issue #32). */
  backofficeHierarchy: BackofficeHierarchyAPI;
  /** The back office's risk book and bet list (issue #32). */
  backofficeRisk: BackofficeRiskAPI;
  /** The operator's console: market controls and site settings (issue #32). */
  backofficeOperator: BackofficeOperatorAPI;
  /** The back office's reports, settle-up, dashboard and partnership (issue #32). */
  backofficeReports: BackofficeReportsAPI;
}

/** Long-lived pieces shared by every request: the REST client and the reference cache. */
export interface DataSourceDeps {
  rest: RestClient;
  referenceCache: TtlCache;
  siteKey: string;
}

export function createDataSourceDeps(transport: RestTransport, siteKey: string, forwardKey?: string): DataSourceDeps {
  return { rest: new RestClient(transport, undefined, forwardKey), referenceCache: new TtlCache(), siteKey };
}

/**
 * Data sources for one operation, bound to the caller's token, each made on first use. Only
 * `reference` sees the shared cache, and it never receives the token: nothing user-specific can
 * land in a shared entry.
 */
export function createDataSources(deps: DataSourceDeps, token: string | null, client?: ClientInfo): DataSources {
  const rest = deps.rest.forClient(client);
  let reference: ReferenceAPI | undefined;
  let account: AccountAPI | undefined;
  let banking: BankingAPI | undefined;
  let history: HistoryAPI | undefined;
  let markets: MarketAPI | undefined;
  let products: ProductAPI | undefined;
  let backofficeHierarchy: BackofficeHierarchyAPI | undefined;
  let backofficeRisk: BackofficeRiskAPI | undefined;
  let backofficeOperator: BackofficeOperatorAPI | undefined;
  let backofficeReports: BackofficeReportsAPI | undefined;
  return {
    get reference() {
      return (reference ??= new ReferenceAPI(deps.rest, deps.referenceCache, deps.siteKey));
    },
    get account() {
      return (account ??= new AccountAPI(rest, token, deps.siteKey));
    },
    get banking() {
      return (banking ??= new BankingAPI(rest, token));
    },
    get history() {
      return (history ??= new HistoryAPI(rest, token));
    },
    get markets() {
      return (markets ??= new MarketAPI(rest, token));
    },
    get products() {
      return (products ??= new ProductAPI(rest, token, deps.siteKey));
    },
    get backofficeHierarchy() {
      return (backofficeHierarchy ??= new BackofficeHierarchyAPI(rest, token));
    },
    get backofficeRisk() {
      return (backofficeRisk ??= new BackofficeRiskAPI(rest, token));
    },
    get backofficeOperator() {
      return (backofficeOperator ??= new BackofficeOperatorAPI(rest, token));
    },
    get backofficeReports() {
      return (backofficeReports ??= new BackofficeReportsAPI(rest, token));
    },
  };
}
