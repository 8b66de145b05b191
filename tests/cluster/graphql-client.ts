/**
 * The cluster tests' bettor: GraphQL over HTTP against one gateway (login, placeBet), answering the
 * data or the first error's code — the way the SPA talks to whichever gateway the balancer picked.
 */
export type GqlResult<T> = { data: T; code?: undefined } | { data?: undefined; code: string };
import { signInGraphql, type GraphqlCall } from '../support/two-factor';

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

/** A session token through every sign-in step (staff answer their TOTP code: tests/support/two-factor.ts). */
export async function login(gatewayUrl: string, username: string, password: string): Promise<string> {
  const call: GraphqlCall = async (query, variables) => {
    const result = await gql<Record<string, unknown>>(gatewayUrl, query, variables);
    return result.data ? { data: result.data } : { data: null, errors: [{ message: `login ${username} at ${gatewayUrl}: ${result.code}`, extensions: { code: result.code } }] };
  };
  return (await signInGraphql(call, username, password)).token;
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
