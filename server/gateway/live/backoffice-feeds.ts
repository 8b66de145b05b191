import { GraphQLError } from 'graphql';
import type { RiskChange, TickerBet } from '../../contract/backoffice-risk';
import { Channel } from './channel';
import type { LiveFeeds } from './feeds';

/**
 * The back office's live topics (issue #32, docs/risk-book.md): `risk` (a market's new risk book row)
 * and `ticker` (each new downline bet). Each subscription has its own upstream subscription with the
 * caller's token: the exchange decides the subtree (and refuses a bettor) when it subscribes.
 * Snapshots carry nothing (the page reads the book first); every delta goes to the reader.
 */
function backofficeFeed<T>(live: LiveFeeds, topic: 'risk' | 'ticker', token: string | null): AsyncIterableIterator<T> {
  if (!token) throw new GraphQLError('This subscription needs a logged-in user', { extensions: { code: 'UNAUTHENTICATED' } });
  let unsubscribe: (() => void) | null = null;
  const channel = new Channel<T>('queue', () => unsubscribe?.());
  unsubscribe = live.stream.subscribe(topic, token, (message) => {
    if (message.kind === 'error') {
      const code = message.code === 'INVALID_SESSION_INFORMATION' ? 'UNAUTHENTICATED' : message.code;
      channel.fail(new GraphQLError(message.message, { extensions: { code, exchangeCode: message.code } }));
    } else if (message.kind === 'delta' && message.data !== null && message.data !== undefined) {
      channel.push(message.data as T);
    }
  });
  return channel;
}

export const riskBookFeed = (live: LiveFeeds, token: string | null) => backofficeFeed<RiskChange>(live, 'risk', token);
export const betTickerFeed = (live: LiveFeeds, token: string | null) => backofficeFeed<TickerBet>(live, 'ticker', token);
