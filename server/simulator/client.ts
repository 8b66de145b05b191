/** The simulator's REST client: it uses the exchange API exactly as any other client does. */
export class ExchangeClient {
  private token: string | null = null;

  constructor(
    private readonly baseUrl: string,
    readonly userName: string,
    private readonly password: string,
  ) {}

  async login(): Promise<void> {
    const { data } = await this.call<{ data: { token: string } }>('/auth/login', { userName: this.userName, password: this.password }, false);
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
