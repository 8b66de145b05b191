import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { SportIcon } from '@/components/icons';
import styles from '@/components/product-page.module.css';
import type { BinaryQueryQuery } from '@/gql/graphql';
import { RightColumnEvent } from '@/features/shell/public';
import { bookFromQuery, FancyMarkets, OddsGrid, type PricePick } from '@/features/market/public';
import type { MarketBook } from '@/lib/feed/feed';
import { useLiveFeed, useMarketBooks } from '@/lib/feed/use-live';
import { formatEventClock } from '@/lib/format';
import { productState, type ProductState } from '@/lib/product-state';
import { useServices } from '@/lib/services';
import { formatCountdown, useNow } from '@/lib/use-now';
import { AppActor, useChild, useSessionView } from '@/lib/app-actor';
import { BinaryLive, BinaryQuery } from './binary-documents';
import { useProductLists } from '@/lib/product-lists';
import { byStartTime } from '@/lib/start-time';

const LABEL: Record<ProductState, string> = { upcoming: 'Open', suspended: 'Suspended', running: 'Closing', settled: 'Closed' };

export type BinaryEvent = BinaryQueryQuery['binaryMarkets'][number];
export type BinaryResult = BinaryQueryQuery['productResults'][number];

export interface BinaryViewProps {
  events: readonly BinaryEvent[];
  results: readonly BinaryResult[];
  /** Live books by market id (the query's until the feed's first message). */
  books: ReadonlyMap<string, MarketBook | undefined>;
  /** Live index scoreboards by event id. */
  scores: Readonly<Record<string, Record<string, unknown> | null | undefined>>;
  now: number;
  onPick: (pick: PricePick, market: { minStake: number }) => void;
  onOpenBook: (market: { marketId: string; marketName: string }) => void;
}

const indexOf = (score: Record<string, unknown> | null | undefined): number | null => (score && typeof score.index === 'number' ? score.index : null);

/** `/binary`: YES/NO lines on where an index closes, priced like session markets, with a countdown to close. */
export function BinaryView({ events, results, books, scores, now, onPick, onOpenBook }: BinaryViewProps) {
  const sorted = [...events].sort(byStartTime);
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="binary-title">
        <h1 id="binary-title" className={styles.heading}>
          <SportIcon sportId={66103} size={16} /> Binary
        </h1>
        {sorted.length === 0 ? <p className={styles.empty}>No binary lines are open right now. New lines open every few minutes.</p> : null}
      </section>
      {sorted.map((event) => {
        const liveMarkets = event.markets.map((m) => ({ ...m, status: books.get(m.marketId)?.status ?? m.status }));
        const state = productState({ ...event, markets: liveMarkets }, now);
        const index = indexOf(scores[event.exEventId]);
        const lines = event.markets.filter((m) => m.kind === 'fancy');
        const outcomes = event.markets.filter((m) => m.kind === 'binary');
        return (
          <section key={event.exEventId} className={styles.panel} aria-label={event.eventName} data-state={state}>
            <div className={styles.row}>
              <time className={styles.time} dateTime={event.eventTime}>
                {formatEventClock(event.eventTime)}
              </time>
              <span className={styles.name}>
                {event.eventName}
                <span className={styles.meta}>{index === null ? 'YES wins at or above the line at the close' : `NIFTY 50 now ${index.toLocaleString('en-IN')}`}</span>
              </span>
              <span className={styles.countdown} aria-label="Time to close">
                {formatCountdown(event.eventTime, now)}
              </span>
              <span className={styles.chip} data-state={state}>
                {LABEL[state]}
              </span>
            </div>
            {lines.length > 0 ? (
              <FancyMarkets
                title="Lines"
                rows={lines.map((market) => ({ market, book: books.get(market.marketId) ?? bookFromQuery(market) }))}
                onPick={(pick) => onPick(pick, lines.find((m) => m.marketId === pick.marketId) ?? { minStake: 0 })}
                onOpenBook={onOpenBook}
              />
            ) : null}
            {outcomes.map((market) => (
              <OddsGrid key={market.marketId} market={market} book={books.get(market.marketId) ?? bookFromQuery(market)} profitLoss={null} projected={null} onPick={(pick) => onPick(pick, market)} />
            ))}
          </section>
        );
      })}
      <section className={styles.panel} aria-labelledby="binary-results">
        <h2 id="binary-results" className={styles.subheading}>
          Recent closes
        </h2>
        {results.length === 0 ? (
          <p className={styles.empty}>No line has closed yet.</p>
        ) : (
          <ul className={styles.list}>
            {results.map((result) => (
              <li key={result.exEventId} className={styles.row}>
                <time className={styles.time} dateTime={result.eventTime}>
                  {formatEventClock(result.eventTime)}
                </time>
                <span className={styles.name}>{result.eventName}</span>
                <span className={styles.countdown}>{indexOf(result.score)?.toLocaleString('en-IN') ?? '—'}</span>
                <span className={styles.chip} data-state="settled">
                  {LABEL.settled}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The index scoreboards of these events, live from the feed. */
function useIndexScores(eventIds: readonly string[]) {
  const services = useServices();
  const [scores, setScores] = useState<Record<string, Record<string, unknown> | null>>({});
  const key = eventIds.join(',');
  useEffect(() => {
    const stops = (key ? key.split(',') : []).map((id) => services.feed.watchScore(id, (score) => setScores((prev) => ({ ...prev, [id]: score.score ?? null }))));
    return () => stops.forEach((stop) => stop());
  }, [services.feed, key]);
  return scores;
}

/** `/binary` (login-enabled): live quotes and index, picks into the bet slip (login first when logged out). */
export function BinaryPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<BinaryQueryQuery>);
  // Lines open, close and settle on the stream; their quotes move on marketBook (useLiveFeed).
  useProductLists(BinaryLive, BinaryQuery);
  const services = useServices();
  const now = useNow();
  const marketIds = data.binaryMarkets.flatMap((e) => e.markets.map((m) => m.marketId));
  useLiveFeed(services.feed, services.liveStore, 66103, marketIds, null);
  const books = useMarketBooks(services.liveStore, marketIds);
  const scores = useIndexScores(data.binaryMarkets.map((e) => e.exEventId));
  const { loggedIn } = useSessionView();
  const app = AppActor.useActorRef();
  const slip = useChild('betSlip');
  // The line a bettor picked a price of last: its bets show in the right column's My Bets.
  const [pickedEventId, setPickedEventId] = useState<string | null>(null);
  const onPick = (pick: PricePick, market: { minStake: number }) => {
    setPickedEventId(data.binaryMarkets.find((e) => e.markets.some((m) => m.marketId === pick.marketId))?.exEventId ?? null);
    if (!loggedIn) {
      app.send({ type: 'popup.open', name: 'login' });
      return;
    }
    slip.send({ type: 'settings.change', minStake: market.minStake });
    slip.send({ type: 'selection.choose', selection: pick });
  };
  return (
    <>
      {/* The right column's My Bets shows the line last picked, else the one closing first: the one a bettor is trading now. */}
      <RightColumnEvent eventId={data.binaryMarkets.some((e) => e.exEventId === pickedEventId) ? pickedEventId : ([...data.binaryMarkets].sort(byStartTime)[0]?.exEventId ?? null)} />
      <BinaryView
        events={data.binaryMarkets}
        results={data.productResults}
        books={books}
        scores={scores}
        now={now}
        onPick={onPick}
        onOpenBook={(market) => app.send({ type: 'book.open', market })}
      />
    </>
  );
}
