import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { authHeaders, type RequestIdentity } from '@/lib/request-rule';

export interface ApolloOptions {
  uri?: string;
  /** Who is calling (read on every request, so login and logout take effect at once). */
  identity?: () => RequestIdentity;
  /** A 401 anywhere ends the session (spec §4, §8). */
  onUnauthenticated?: () => void;
  /** graphql-ws address for subscriptions; by default /graphql on this page's host (none outside a browser). */
  wsUrl?: string | null;
}

/** ws(s)://<this host>/graphql, or null where there is no page (tests under Node). */
export function defaultWsUrl(uri: string): string | null {
  if (typeof window === 'undefined' || typeof WebSocket === 'undefined' || !window.location.host) return null;
  const url = new URL(uri, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

const isSubscription = ({ query }: ApolloLink.Operation) => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
};

/** Whether an Apollo error is the gateway's 401 (UNAUTHENTICATED) or an HTTP 401. */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}

/** The SPA talks only to the gateway (ARCHITECTURE §1), with the request rule of spec §7. */
export function createApolloClient({
  uri = '/graphql',
  identity = () => ({ token: null, userName: null }),
  onUnauthenticated,
  wsUrl = defaultWsUrl(uri),
}: ApolloOptions = {}): ApolloClient {
  const requestRule = new SetContextLink((prev) => ({ headers: { ...prev.headers, ...authHeaders(uri, identity()) } }));
  const sessionEnd = new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) onUnauthenticated?.();
  });
  const http = ApolloLink.from([requestRule, new HttpLink({ uri })]);
  // Subscriptions (live prices, scores) over graphql-ws; the socket opens on the first one (lazy).
  const live = wsUrl
    ? new GraphQLWsLink(
        createClient({
          url: wsUrl,
          connectionParams: () => {
            const { token } = identity();
            return token ? { authorization: `Bearer ${token}` } : {};
          },
          retryAttempts: Number.POSITIVE_INFINITY,
          shouldRetry: () => true,
        }),
      )
    : null;
  return new ApolloClient({
    link: ApolloLink.from([sessionEnd, live ? ApolloLink.split(isSubscription, live, http) : http]),
    cache: new InMemoryCache({
      typePolicies: {
        Sport: { keyFields: ['sportId'] },
        Event: { keyFields: ['exEventId'] },
        ExchangeType: { keyFields: ['exchangeId'] },
        CasinoGame: { keyFields: ['eventId'] },
        SportEvents: { keyFields: ['sportId'] },
        EventDetail: { keyFields: ['exEventId'] },
        Market: { keyFields: ['marketId'] },
        Runner: { keyFields: false },
        Bet: { keyFields: ['betId'] },
      },
    }),
  });
}
