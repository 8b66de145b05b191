import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { Observable, type Subscription } from 'rxjs';
import { resumeAfterSeq } from './resume-link';
import { authHeaders, type RequestIdentity } from '@/lib/request-rule';
import { betTypePolicy } from '@/features/bets/bet-type-policy';

export interface ApolloOptions {
  uri?: string;
  /** Who is calling (read on every request, so login and logout take effect at once). */
  identity?: () => RequestIdentity;
  /** A 401 anywhere ends the session (spec §4, §8). */
  onUnauthenticated?: () => void;
  /** graphql-ws address for subscriptions; by default /graphql on this page's host (none outside a browser). */
  wsUrl?: string | null;
  /**
   * Resolves once no token change is in flight (a password change ends the old token's sessions,
   * and may say so down the live socket before its answer with the new token arrives).
   */
  identitySettled?: () => Promise<void>;
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
  identitySettled = () => Promise.resolve(),
}: ApolloOptions = {}): ApolloClient {
  const requestRule = new SetContextLink((prev) => ({ headers: { ...prev.headers, ...authHeaders(uri, identity()) } }));
  // Who asked: a 401 for a token that has since been replaced (a password change, a new login) says
  // nothing about the current session.
  const stampCaller = new ApolloLink((operation, forward) => {
    operation.setContext({ callerToken: identity().token });
    return forward(operation);
  });
  const sessionEnd = new ErrorLink(({ error, operation }) => {
    if (!isUnauthenticated(error)) return;
    const { callerToken } = operation.getContext() as { callerToken?: string | null };
    if (callerToken !== undefined && callerToken !== identity().token) return;
    onUnauthenticated?.();
  });
  const http = ApolloLink.from([requestRule, new HttpLink({ uri })]);
  // Subscriptions (live prices, scores, the caller's balance and orders) over graphql-ws; the socket
  // opens on the first one (lazy).
  const live = wsUrl ? liveLink(wsUrl, identity, identitySettled) : null;
  const client = new ApolloClient({
    link: ApolloLink.from([stampCaller, sessionEnd, live ? ApolloLink.split(isSubscription, live.link, http) : http]),
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
        // The product screens' lists (issue #51): each productChanged push replaces a whole list (a draw settled leaves it), its events and results kept by id.
        Query: { fields: Object.fromEntries(['lotteryDraws', 'binaryMarkets', 'virtualEvents', 'racingEvents', 'productResults', 'tips', 'tipAuthors'].map((field) => [field, { merge: false }])) },
        ProductEvent: { keyFields: ['exEventId'] },
        ProductResult: { keyFields: ['exEventId'] },
        Tip: { keyFields: ['tipId'] },
        TipAuthor: { keyFields: ['author'] },
        Bet: betTypePolicy,
        BankingRequest: { keyFields: ['requestId'] },
        BankAccount: { keyFields: ['accountId'] },
        TransferEntry: { keyFields: ['txId'] },
        DownlineUser: { keyFields: ['userName'] },
        // A user of the back office's tree (issue #32): an act's answer moves its row, its card and the frame's figures.
        BackofficeUser: { keyFields: ['userName'] },
        // A market's risk book row (issue #32): a push replaces it in the book and in its drill-down.
        BackofficeRiskRow: { keyFields: ['marketId'] },
        // A market of the operator's console (issue #32): an act's answer and the market stream's state move its row.
        OperatorMarket: { keyFields: ['marketId'] },
        // The trading desk (issue #48): an act's answer moves the event or market it changed everywhere it shows.
        DeskEvent: { keyFields: ['eventId'] },
        DeskMarket: { keyFields: ['marketId'] },
        DeskRunner: { keyFields: false },
        TradingDesk: { keyFields: [] },
        // The site settings (a singleton): a save's answer replaces the form's.
        SiteSettings: { keyFields: [] },
        RewardOffer: { keyFields: ['rewardId'] },
        Reward: { keyFields: ['reference'] },
        // The caller's one Balance (a singleton): every query's `balance` and each myBalance push are the same object.
        Balance: { keyFields: [] },
        // The caller's settings (a singleton): a save's answer updates every query's `settings` (the bet slip's too), no refetch.
        Settings: { keyFields: [] },
        // The caller's safer-betting protections (issue #47, a singleton): an act's answer replaces the page's.
        SaferBetting: { keyFields: [] },
        DownlineProtections: { keyFields: ['userName'] },
      },
    }),
  });
  if (live) liveRestarts.set(client, live.restartUnlessCurrent);
  return client;
}

const liveRestarts = new WeakMap<ApolloClient, () => void>();

/**
 * The caller's token changed without a new subscription (a password change issues a new token and
 * ends the old sessions): the live socket, opened with the old token, reconnects with the new one
 * before the gateway's token re-check would end its private subscriptions.
 */
export function restartLiveIfIdentityChanged(client: ApolloClient): void {
  liveRestarts.get(client)?.();
}

/** graphql-ws's own backoff: 2^retries seconds plus 0.3–3 s of jitter. */
async function backoff(retries: number): Promise<void> {
  const seconds = 2 ** retries;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + Math.floor(Math.random() * 2700 + 300)));
}

/**
 * The subscription link. The gateway reads the token once, from the socket's connection params, so a
 * socket opened before login (a market page's live prices) cannot carry the caller's balance and
 * orders, and one opened before logout must not keep the old token. So a subscription asked for by
 * someone other than whom the socket was opened for restarts the socket first: it closes with 4205
 * (graphql-ws's "client restart") and reconnects at once with the new token, and graphql-ws
 * re-subscribes every running subscription on the new socket. Drops still back off as usual.
 */
function liveLink(url: string, identity: () => RequestIdentity, identitySettled: () => Promise<void>): { link: ApolloLink; restartUnlessCurrent: () => void } {
  let opening: string | null = null;
  let connected: { socket: WebSocket; token: string | null } | null = null;
  let restarting = false;
  /** Closes the socket (if it is not the caller's) so that it reconnects at once with the caller's token. */
  const restartUnlessCurrent = () => {
    if (!connected || connected.token === identity().token || connected.socket.readyState !== connected.socket.OPEN) return;
    restarting = true;
    connected.socket.close(4205, 'Client Restart');
    connected = null;
  };
  const client = createClient({
    url,
    connectionParams: () => {
      opening = identity().token;
      return opening ? { authorization: `Bearer ${opening}` } : {};
    },
    on: {
      connected: (socket) => {
        connected = { socket: socket as WebSocket, token: opening };
        // Logged in or out while this socket was opening: nothing has been sent on it yet.
        restartUnlessCurrent();
      },
      closed: () => {
        connected = null;
      },
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: async (retries) => {
      if (restarting) {
        restarting = false;
        return;
      }
      await backoff(retries);
    },
  });
  const reauthenticate = new ApolloLink((operation, forward) => {
    restartUnlessCurrent();
    return forward(operation);
  });
  return { link: ApolloLink.from([resubscribeOnNewToken(identity, identitySettled), reauthenticate, resumeAfterSeq, new GraphQLWsLink(client)]), restartUnlessCurrent };
}

/**
 * A private subscription (balance, orders) that the gateway ended as UNAUTHENTICATED because its
 * token was replaced: when the token change in flight settles with another token, it subscribes
 * again (on the socket restarted with the new token) instead of ending. graphql-ws re-subscribes
 * only the subscriptions still running when the socket restarts, and the old token's end can reach
 * the socket first. Any other end, and a refusal of the token still current, passes on.
 */
function resubscribeOnNewToken(identity: () => RequestIdentity, identitySettled: () => Promise<void>): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let current: Subscription | null = null;
        let closed = false;
        const start = () => {
          const sentWith = identity().token;
          current = forward(operation).subscribe({
            next: (result) => observer.next(result),
            complete: () => observer.complete(),
            error: (error: unknown) => {
              if (!sentWith || !isUnauthenticated(error)) return observer.error(error);
              void identitySettled().then(() => {
                if (closed) return;
                const now = identity().token;
                if (now && now !== sentWith) start();
                else observer.error(error);
              });
            },
          });
        };
        start();
        return () => {
          closed = true;
          current?.unsubscribe();
        };
      }),
  );
}
