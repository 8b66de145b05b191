import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createLiveFeed } from './create-feed';
import type { LiveFeed, MarketBook } from './feed';
import { FIREBASE_PROJECTS } from './firebase-config';

const FIELDS = ['API_KEY', 'AUTH_DOMAIN', 'PROJECT_ID', 'STORAGE_BUCKET', 'MESSAGING_SENDER_ID', 'APP_ID', 'MEASUREMENT_ID'];
const allSix = Object.fromEntries(FIREBASE_PROJECTS.flatMap((p) => FIELDS.map((f) => [`VITE_FIREBASE_${p}_${f}`, `${p}-${f}`])));

const market = {
  __typename: 'Market',
  marketId: '41001.mo',
  status: 'OPEN',
  inPlay: true,
  fancy: null,
  runners: [{ __typename: 'Runner', runnerId: '1', availableToBack: [{ __typename: 'PriceSize', price: 1.9, size: 5000 }], availableToLay: [], lastTradedPrice: null }],
};

/** A client whose link answers every subscription with one marketBook message. */
function clientWithSubscription() {
  const operations: string[] = [];
  const link = new ApolloLink((operation) => {
    operations.push(operation.operationName ?? '');
    return new Observable((observer) => {
      observer.next({ data: { marketBook: market } });
    });
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), operations };
}

describe('the live feed factory', () => {
  it('reads the gateway’s marketBook subscription when Firebase is not configured', async () => {
    const { client, operations } = clientWithSubscription();
    const load = vi.fn();
    const feed = createLiveFeed(client, {}, load);
    const books: MarketBook[] = [];
    const stop = feed.watchMarket('41001.mo', 4, (book) => books.push(book));
    await vi.waitFor(() => expect(books).toHaveLength(1));
    expect(books[0]).toEqual({
      marketId: '41001.mo',
      status: 'OPEN',
      inPlay: true,
      fancy: null,
      runners: [{ runnerId: '1', availableToBack: [{ price: 1.9, size: 5000 }], availableToLay: [], lastTradedPrice: null }],
    });
    expect(operations).toEqual(['FeedMarketBook']);
    expect(load).not.toHaveBeenCalled();
    stop();
  });

  it('loads the Firebase source (lazily) only when all six projects are configured', async () => {
    const { client } = clientWithSubscription();
    const firebase: LiveFeed = { watchMarket: vi.fn(() => () => {}), watchScore: vi.fn(() => () => {}) };
    const load = vi.fn(async () => firebase);

    const partly = { ...allSix };
    delete partly.VITE_FIREBASE_SCORE_APP_ID;
    createLiveFeed(client, partly, load);
    expect(load).not.toHaveBeenCalled();

    const feed = createLiveFeed(client, allSix, load);
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ CRICKET: expect.objectContaining({ apiKey: 'CRICKET-API_KEY', measurementId: 'CRICKET-MEASUREMENT_ID' }) }));
    const onBook = vi.fn();
    feed.watchMarket('41001.mo', 4, onBook);
    const stopped = feed.watchScore('41001', vi.fn());
    stopped(); // stopped before the source loaded: never started
    await vi.waitFor(() => expect(firebase.watchMarket).toHaveBeenCalledWith('41001.mo', 4, onBook));
    expect(firebase.watchScore).not.toHaveBeenCalled();
  });
});
