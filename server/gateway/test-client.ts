import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { signInGraphql } from '../../tests/support/two-factor';

export interface GraphQLReply<T> {
  data: T;
  errors?: Array<{ message: string; extensions?: { code?: string; exchangeCode?: string } }>;
}

/** A small GraphQL-over-HTTP client for tests against a running gateway. */
export function gatewayClient(baseUrl: () => string) {
  const gql = async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphQLReply<T>> => {
    const res = await fetch(`${baseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GraphQLReply<T>;
  };
  /** The data of a reply, failing the test on any error. */
  const ok = async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> => {
    const reply = await gql<T>(query, variables, token);
    if (reply.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(reply.errors)}`);
    return reply.data;
  };
  /** A session token, through every sign-in step (staff answer their TOTP code: tests/support/two-factor.ts). */
  const login = async (username: string, password = 'demo-password'): Promise<string> =>
    (await signInGraphql((query, variables) => gql(query, variables), username, password)).token;
  /** The exchange REST API directly (operator actions the browser schema does not carry). */
  const rest = async <T = unknown>(route: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${baseUrl()}/api${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T; error?: { message: string } };
    if (!res.ok) throw new Error(`${route}: ${json.error?.message}`);
    return json.data;
  };
  return { gql, ok, login, rest };
}

/** A stock graphql-ws client (what the SPA's GraphQLWsLink uses) collecting one subscription's messages. */
export function wsSubscription<T>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const client: Client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: token ? { authorization: `Bearer ${token}` } : undefined,
  });
  const received: Array<{ data?: T; errors?: GraphQLReply<T>['errors'] }> = [];
  const errors: unknown[] = [];
  let waiters: Array<() => void> = [];
  const wake = () => {
    const current = waiters;
    waiters = [];
    for (const w of current) w();
  };
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        received.push(value as { data?: T });
        wake();
      },
      error: (err) => {
        errors.push(err);
        wake();
      },
      complete: wake,
    },
  );
  /** Resolves once `predicate` holds over what has arrived (or rejects after timeoutMs). */
  const until = (predicate: (values: typeof received) => boolean, timeoutMs = 5_000) =>
    new Promise<typeof received>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out; received ${JSON.stringify(received).slice(0, 500)} errors ${JSON.stringify(errors)}`)), timeoutMs);
      const check = () => {
        if (predicate(received) || errors.length) {
          clearTimeout(timer);
          resolve(received);
        } else waiters.push(check);
      };
      check();
    });
  return {
    received,
    errors,
    until,
    close: async () => {
      dispose();
      await client.dispose();
    },
  };
}

/** An ISO range around now: `days` back to an hour ahead. */
export function rangeAroundNow(days = 2): { from: string; to: string } {
  const now = Date.now();
  return { from: new Date(now - days * 86_400_000).toISOString(), to: new Date(now + 3_600_000).toISOString() };
}
