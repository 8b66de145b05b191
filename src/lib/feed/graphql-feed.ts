import type { ApolloClient } from '@apollo/client';
import { graphql } from '@/gql/gql';
import type { FeedMarketBookSubscription, FeedScoreSubscription } from '@/gql/graphql';
import type { EventScore, LiveFeed, MarketBook, Unsubscribe } from './feed';
import { marketBookOf } from './market-book-fragment';

/** A market's live book, as the gateway's `marketBook` subscription sends it. */
export const FeedMarketBook = graphql(`
  subscription FeedMarketBook($marketId: ID!) {
    marketBook(marketId: $marketId) {
      ...MarketBook_market
    }
  }
`);

/** An event's score and state, as the gateway's `score` subscription sends it. */
export const FeedScore = graphql(`
  subscription FeedScore($eventId: ID!) {
    score(eventId: $eventId) {
      eventId
      inPlay
      status
      score
    }
  }
`);

type BookMessage = FeedMarketBookSubscription['marketBook'];

/** The subscription's Market → the feed's MarketBook (the fragment's one conversion). */
export function marketBookFromMessage(message: BookMessage): MarketBook {
  return marketBookOf(message);
}

export function eventScoreFromMessage(message: FeedScoreSubscription['score']): EventScore {
  return { eventId: message.eventId, inPlay: message.inPlay, status: message.status, score: message.score ?? null };
}

/**
 * The default live feed: the gateway's subscriptions over graphql-ws. Messages bypass Apollo's
 * cache (`no-cache`): at thousands of updates a second the screens read them through the frame
 * batcher instead of cache writes.
 */
export function createGraphqlFeed(client: ApolloClient): LiveFeed {
  return {
    watchMarket(marketId, _sportId, onBook): Unsubscribe {
      const subscription = client.subscribe({ query: FeedMarketBook, variables: { marketId }, fetchPolicy: 'no-cache' }).subscribe({
        next: ({ data }) => {
          if (data) onBook(marketBookFromMessage(data.marketBook));
        },
      });
      return () => subscription.unsubscribe();
    },
    watchScore(eventId, onScore): Unsubscribe {
      const subscription = client.subscribe({ query: FeedScore, variables: { eventId }, fetchPolicy: 'no-cache' }).subscribe({
        next: ({ data }) => {
          if (data) onScore(eventScoreFromMessage(data.score));
        },
      });
      return () => subscription.unsubscribe();
    },
  };
}
