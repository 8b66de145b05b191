import { AccountAPI } from './account-api';
import { AuditAPI } from './audit-api';
import { SaferBettingAPI } from './safer-betting-api';
import { BackofficeHierarchyAPI } from './backoffice-hierarchy-api';
import { BackofficeOperatorAPI } from './backoffice-operator-api';
import { BackofficeReportsAPI } from './backoffice-reports-api';
import { BackofficeRiskAPI } from './backoffice-risk-api';
import { BankingAPI } from './banking-api';
import { HistoryAPI } from './history-api';
import { MarketAPI } from './market-api';
import { ProductAPI } from './product-api';
import { ReferenceAPI } from './reference-api';
import { TradingDeskAPI } from './trading-desk-api';
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
  /** The audit log (issue #47). */
  audit: AuditAPI;
  /** The trading desk: events, markets, quotes, plays and results (issue #48). */
  tradingDesk: TradingDeskAPI;
  /** Safer betting: the bettor's protections (issue #47). */
  saferBetting: SaferBettingAPI;
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
 * land in a shared entry. A class, not an object of getters: one object a request, its getters shared
 * (an object literal made ten getter closures for every request, every bet included).
 */
class OperationDataSources implements DataSources {
  #reference: ReferenceAPI | undefined;
  #account: AccountAPI | undefined;
  #banking: BankingAPI | undefined;
  #history: HistoryAPI | undefined;
  #markets: MarketAPI | undefined;
  #products: ProductAPI | undefined;
  #backofficeHierarchy: BackofficeHierarchyAPI | undefined;
  #backofficeRisk: BackofficeRiskAPI | undefined;
  #backofficeOperator: BackofficeOperatorAPI | undefined;
  #backofficeReports: BackofficeReportsAPI | undefined;
  #audit: AuditAPI | undefined;
  #tradingDesk: TradingDeskAPI | undefined;
  #saferBetting: SaferBettingAPI | undefined;

  constructor(
    private readonly deps: DataSourceDeps,
    /** The REST client bound to the operation's real client (`RestClient.forClient`). */
    private readonly rest: RestClient,
    private readonly token: string | null,
  ) {}

  get reference() {
    return (this.#reference ??= new ReferenceAPI(this.deps.rest, this.deps.referenceCache, this.deps.siteKey));
  }
  get account() {
    return (this.#account ??= new AccountAPI(this.rest, this.token, this.deps.siteKey));
  }
  get banking() {
    return (this.#banking ??= new BankingAPI(this.rest, this.token));
  }
  get history() {
    return (this.#history ??= new HistoryAPI(this.rest, this.token));
  }
  get markets() {
    return (this.#markets ??= new MarketAPI(this.rest, this.token));
  }
  get products() {
    return (this.#products ??= new ProductAPI(this.rest, this.token, this.deps.siteKey));
  }
  get backofficeHierarchy() {
    return (this.#backofficeHierarchy ??= new BackofficeHierarchyAPI(this.rest, this.token));
  }
  get backofficeRisk() {
    return (this.#backofficeRisk ??= new BackofficeRiskAPI(this.rest, this.token));
  }
  get backofficeOperator() {
    return (this.#backofficeOperator ??= new BackofficeOperatorAPI(this.rest, this.token));
  }
  get backofficeReports() {
    return (this.#backofficeReports ??= new BackofficeReportsAPI(this.rest, this.token));
  }
  get audit() {
    return (this.#audit ??= new AuditAPI(this.rest, this.token));
  }
  get tradingDesk() {
    return (this.#tradingDesk ??= new TradingDeskAPI(this.rest, this.token));
  }
  get saferBetting() {
    return (this.#saferBetting ??= new SaferBettingAPI(this.rest, this.token));
  }
}

export function createDataSources(deps: DataSourceDeps, token: string | null, client?: ClientInfo): DataSources {
  return new OperationDataSources(deps, deps.rest.forClient(client), token);
}
