/**
 * The cluster tests' bettor: GraphQL over HTTP against one gateway (login, placeBet), answering the
 * data or the first error's code — the way the SPA talks to whichever gateway the balancer picked.
 */
export type GqlResult<T> = { data: T; code?: undefined } | { data?: undefined; code: string };

export async function gql<T>(gatewayUrl: string, query: string, variables: Record<string, unknown>, token?: string): Promise<GqlResult<T>> {
  let res: Response;
  try {
    res = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (err) {
    return { code: (err as Error).name === 'TimeoutError' ? 'CLIENT_TIMEOUT' : 'NETWORK' };
  }
  const body = (await res.json().catch(() => ({}))) as { data?: T | null; errors?: Array<{ extensions?: { code?: string } }> };
  if (body.errors?.length || !body.data) return { code: body.errors?.[0]?.extensions?.code ?? `HTTP_${res.status}` };
  return { data: body.data };
}

export async function login(gatewayUrl: string, username: string, password: string): Promise<string> {
  const result = await gql<{ login: { token: string } }>(gatewayUrl, 'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', { u: username, p: password });
  if (!result.data) throw new Error(`login ${username} at ${gatewayUrl}: ${result.code}`);
  return result.data.login.token;
}

export interface ExchangeBet {
  idempotencyKey: string;
  marketId: string;
  side: 'BACK' | 'LAY';
  size: number;
  runnerId: string;
  price: number;
}

const PLACE = 'mutation Place($input: PlaceBetInput!) { placeBet(input: $input) { betId status sizeMatched sizeRemaining } }';

/** Places an exchange bet through a gateway: its bet id when acknowledged, else the error code. */
export async function placeBet(gatewayUrl: string, token: string, bet: ExchangeBet): Promise<GqlResult<{ betId: string }>> {
  const input = { marketId: bet.marketId, side: bet.side, size: bet.size, idempotencyKey: bet.idempotencyKey, selection: { exchange: { runnerId: bet.runnerId, price: bet.price } } };
  const result = await gql<{ placeBet: { betId: string } }>(gatewayUrl, PLACE, { input }, token);
  return result.data ? { data: { betId: result.data.placeBet.betId } } : { code: result.code };
}
