/** One price level: decimal odds and the size available there (paise). */
export interface PriceSize {
  price: number;
  size: number;
}

export interface RunnerPrices {
  runnerId: string;
  /** Best first: highest odds a backer can take. */
  availableToBack: PriceSize[];
  /** Best first: lowest odds a layer can take. */
  availableToLay: PriceSize[];
  lastTradedPrice: number | null;
}

/** A fancy (session) market's live quote: YES line and rate, NO line and rate. */
export interface FancyQuote {
  yesLine: number;
  yesRate: number;
  noLine: number;
  noRate: number;
  /** The most one bet may stake at this quote, paise; null or absent: the market's max stake. */
  size?: number | null;
}

/** A market's live prices as every screen consumes them, whatever the source. */
export interface MarketBook {
  marketId: string;
  status: 'INACTIVE' | 'OPEN' | 'SUSPENDED' | 'CLOSED';
  inPlay: boolean;
  runners: RunnerPrices[];
  /** Money matched in the market so far, paise (absent where the source does not send it). */
  totalMatched?: number | null;
  /** Fancy markets: the current quote (absent where the source does not send one). */
  fancy?: FancyQuote | null;
}

/** An event's live score; `score` is sport-specific (runs and wickets, games and points, goals). */
export interface EventScore {
  eventId: string;
  inPlay: boolean;
  status: string;
  score: Record<string, unknown> | null;
}

export type Unsubscribe = () => void;

/**
 * The live feed: prices and scores. The default reads the gateway's `marketBook` and `score`
 * subscriptions; with the six Firebase projects configured it reads Firestore instead.
 */
export interface LiveFeed {
  watchMarket(marketId: string, sportId: number, onBook: (book: MarketBook) => void): Unsubscribe;
  watchScore(eventId: string, onScore: (score: EventScore) => void): Unsubscribe;
}
