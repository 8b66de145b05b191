import { GraphQLError } from 'graphql';

export interface RestCall {
  path: string;
  body?: unknown;
  token?: string | null;
}

/**
 * The gateway's only door to the exchange service. A REST error becomes a GraphQL error whose
 * `extensions.code` is the exchange's code; a 401 becomes UNAUTHENTICATED so the SPA ends the session.
 */
export class RestClient {
  constructor(private readonly baseUrl: string) {}

  async post<T>({ path, body, token }: RestCall): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}) });
    } catch (cause) {
      throw new GraphQLError('The exchange service is unreachable', {
        extensions: { code: 'SERVICE_UNAVAILABLE' },
        originalError: cause instanceof Error ? cause : undefined,
      });
    }
    const payload = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    if (!response.ok) {
      const exchangeCode = payload?.error?.code ?? `HTTP_${response.status}`;
      const code = response.status === 401 ? 'UNAUTHENTICATED' : exchangeCode;
      throw new GraphQLError(payload?.error?.message ?? `Exchange call ${path} failed`, {
        extensions: { code, exchangeCode, http: { status: response.status } },
      });
    }
    return payload as T;
  }
}
