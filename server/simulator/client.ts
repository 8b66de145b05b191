/**
 * The simulator's REST client (the operator's calls): it uses the exchange API exactly as any other
 * client does. The operator has two-step sign-in, so the client signs in as a bot: its API key in
 * place of a code (`appKey`, docs/security.md "Two-step sign-in").
 */
export class ExchangeClient {
  private token: string | null = null;

  constructor(
    private readonly baseUrl: string,
    readonly userName: string,
    private readonly password: string,
    private readonly appKey?: string,
  ) {}

  async login(): Promise<void> {
    const { data } = await this.call<{ data: { token?: string; challenge?: { code: string } } }>(
      '/auth/login',
      { userName: this.userName, password: this.password, ...(this.appKey ? { appKey: this.appKey } : {}) },
      false,
    );
    if (!data.token) throw new ExchangeCallError('/auth/login', 200, data.challenge?.code ?? 'NO_TOKEN', 'the login needs a second step: give the simulator an API key (SIMULATOR_APP_KEY)');
    this.token = data.token;
  }

  /** POSTs JSON; throws ExchangeCallError with the exchange's code on failure. Logs in again on 401. */
  async call<T>(path: string, body: unknown = {}, auth = true, retried = false): Promise<T> {
    if (auth && !this.token) await this.login();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth && this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify(body),
    });
    const payload = (await response.json().catch(() => ({}))) as { error?: { code: string; message: string } };
    if (response.status === 401 && auth && !retried) {
      this.token = null;
      return this.call<T>(path, body, auth, true);
    }
    if (!response.ok) throw new ExchangeCallError(path, response.status, payload.error?.code ?? `HTTP_${response.status}`, payload.error?.message ?? '');
    return payload as T;
  }
}

export class ExchangeCallError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`${path}: ${code} ${message}`);
  }
}

/** The Betfair API's app key the simulator sends (Backlay issues none: any non-empty key is taken). */
const APP_KEY = 'backlay-simulator';

/** An execution report as the Betfair API answers placeOrders, cancelOrders and replaceOrders. */
export interface ExecutionReport {
  status: 'SUCCESS' | 'FAILURE' | 'PROCESSED_WITH_ERRORS';
  errorCode?: string;
  instructionReports?: Array<{ status: string; errorCode?: string }>;
}

/**
 * A market maker's client of the Betfair-compatible trading API (docs/trading-api.md): the
 * interactive login, then JSON-RPC calls with X-Application and X-Authentication, as any bot trades.
 * `tradingUrl` is the server's root (the API lives at /api/login and /exchange/...).
 */
export class TradingClient {
  private token: string | null = null;

  constructor(
    private readonly tradingUrl: string,
    readonly userName: string,
    private readonly password: string,
  ) {}

  async login(): Promise<void> {
    const response = await fetch(`${this.tradingUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'x-application': APP_KEY },
      body: new URLSearchParams({ username: this.userName, password: this.password }).toString(),
    });
    const answer = (await response.json().catch(() => ({}))) as { token?: string; status?: string; error?: string };
    if (answer.status !== 'SUCCESS' || !answer.token) throw new ExchangeCallError('/api/login', response.status, answer.error || `HTTP_${response.status}`, 'Betfair API login failed');
    this.token = answer.token;
  }

  /** The session token (logging in first when there is none): what the Exchange Stream API's authentication takes. */
  async session(): Promise<string> {
    if (!this.token) await this.login();
    return this.token!;
  }

  /** Drops the session, so the next call or session() logs in again (a stream that refused it). */
  forgetSession(): void {
    this.token = null;
  }

  /** One SportsAPING call; an APINGException throws ExchangeCallError with its code. Logs in again once when the session ended. */
  async rpc<T>(method: string, params: Record<string, unknown>, retried = false): Promise<T> {
    if (!this.token) await this.login();
    const response = await fetch(`${this.tradingUrl}/exchange/betting/json-rpc/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-application': APP_KEY, 'x-authentication': this.token! },
      body: JSON.stringify({ jsonrpc: '2.0', method: `SportsAPING/v1.0/${method}`, params, id: 1 }),
    });
    const answer = (await response.json().catch(() => ({}))) as { result?: T; error?: { message: string; data?: { APINGException?: { errorCode: string; errorDetails: string } } } };
    const exception = answer.error?.data?.APINGException;
    if (!retried && (exception?.errorCode === 'INVALID_SESSION_INFORMATION' || exception?.errorCode === 'NO_SESSION')) {
      this.token = null;
      return this.rpc<T>(method, params, true);
    }
    if (answer.error || answer.result === undefined) throw new ExchangeCallError(method, response.status, exception?.errorCode ?? answer.error?.message ?? `HTTP_${response.status}`, exception?.errorDetails ?? '');
    return answer.result;
  }

  /** placeOrders, cancelOrders or replaceOrders with one instruction: a refused one throws ExchangeCallError with the report's errorCode. */
  async order(method: 'placeOrders' | 'cancelOrders' | 'replaceOrders', params: Record<string, unknown>): Promise<ExecutionReport> {
    const report = await this.rpc<ExecutionReport>(method, params);
    if (report.status !== 'SUCCESS') throw new ExchangeCallError(method, 200, report.errorCode ?? 'ERROR_IN_ORDER', report.instructionReports?.[0]?.errorCode ?? '');
    return report;
  }
}
