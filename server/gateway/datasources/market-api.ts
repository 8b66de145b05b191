import type { RestClient } from './rest-client';

export interface PriceSizeRow {
  price: number;
  size: number;
}
export interface RunnerRow {
  runnerId: string;
  runnerName: string;
  availableToBack: PriceSizeRow[];
  availableToLay: PriceSizeRow[];
  lastTradedPrice: number | null;
  tradedVolume: number;
  /** Race card (horse racing). */
  metadata?: Record<string, string | number> | null;
}
/** The exchange's market view (markets/detail, events/detail, and the stream's market topic). */
export interface MarketRow {
  marketId: string;
  exEventId: string;
  marketName: string;
  kind: 'exchange' | 'bookmaker' | 'fancy' | 'lottery' | 'ballByBall' | 'binary';
  status: 'INACTIVE' | 'OPEN' | 'SUSPENDED' | 'CLOSED';
  inPlay: boolean;
  betDelayMs: number;
  minStake: number;
  maxStake: number;
  runners: RunnerRow[];
  fancy: { yesLine: number; yesRate: number; noLine: number; noRate: number } | null;
  line: number | null;
}
export interface EventDetailRow {
  exEventId: string;
  sportId: number;
  sportName: string;
  eventName: string;
  eventTime: string;
  tournamentId: string;
  tournamentName: string;
  inPlay: boolean;
  status: 'SCHEDULED' | 'IN_PLAY' | 'FINISHED' | 'CANCELLED';
  score: Record<string, unknown> | null;
  videoId: string | null;
  markets: MarketRow[];
}
/** A bet row as the exchange sends it (bets/event, bets/unsettled, the orders stream). */
export interface BetRow {
  betId: string;
  marketId: string;
  marketName?: string;
  exEventId?: string;
  eventName?: string | null;
  sportId?: number | null;
  runnerId: string;
  selectionName: string;
  side: 'BACK' | 'LAY';
  type?: 'B' | 'L';
  oddsPrice: number;
  /** Null in order updates (not worked out there) and when nothing has matched. */
  averagePriceMatched?: number | null;
  stake: number;
  sizeMatched: number;
  sizeRemaining: number;
  sizeCancelled?: number;
  sizeLapsed?: number;
  status: 'PENDING' | 'EXECUTABLE' | 'EXECUTION_COMPLETE';
  persistence?: 'LAPSE' | 'PERSIST';
  placedAt: string;
}
export interface BetReceiptRow {
  betId: string;
  marketId: string;
  status: 'PENDING' | 'EXECUTABLE' | 'EXECUTION_COMPLETE';
  sizeMatched: number;
  sizeRemaining: number;
  averagePriceMatched: number | null;
  releaseAt: string | null;
}
export interface ExposureRowData {
  sportName: string;
  eventName: string;
  marketName: string;
  marketId: string;
  betCounts: number;
  sportId: number;
  eventId: string;
  exposure: number;
}
export interface PlaceBetArgs {
  marketId: string;
  runnerId?: string | null;
  side: 'BACK' | 'LAY';
  price?: number | null;
  line?: number | null;
  rate?: number | null;
  size: number;
  persistence?: 'LAPSE' | 'PERSIST' | null;
  idempotencyKey: string;
}

/**
 * Markets and betting: live books (public, never cached: they change with every bet; identical reads
 * of one event-loop turn share a call, see RestClient.collapsed) and the caller's bets (token passed through). `betsOfEvent` is shared within one operation only, so
 * matchedBets and unmatchedBets in one query cost one REST call.
 */
export class MarketAPI {
  private readonly eventBets = new Map<string, Promise<{ matched: BetRow[]; unmatched: BetRow[] }>>();

  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
  ) {}

  private mine<T>(path: string, body?: unknown): Promise<T> {
    return this.rest.data<T>({ path, body, token: this.token });
  }

  async eventDetail(eventId: string): Promise<EventDetailRow> {
    const { event, markets } = await this.rest.collapsed<{ event: Omit<EventDetailRow, 'markets'>; markets: MarketRow[] }>({ path: '/events/detail', body: { eventId } });
    return { ...event, markets };
  }

  market = (marketId: string) => this.rest.collapsed<MarketRow>({ path: '/markets/detail', body: { marketId } });

  betsOfEvent(eventId: string) {
    let bets = this.eventBets.get(eventId);
    if (!bets) {
      bets = this.mine<{ matched: BetRow[]; unmatched: BetRow[] }>('/bets/event', { eventId });
      this.eventBets.set(eventId, bets);
    }
    return bets;
  }

  fancyBook = (marketId: string) => this.mine<Array<{ key: number; value: number }>>('/bets/fancy-book', { marketId });
  unsettled = () => this.mine<BetRow[]>('/bets/unsettled');
  eventsExposure = () => this.mine<ExposureRowData[]>('/user/events-exposure');

  place(input: PlaceBetArgs) {
    const body = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
    return this.mine<BetReceiptRow>('/bets/place', body);
  }

  cancel = (marketId: string, betId: string, sizeReduction?: number | null) =>
    this.mine<BetRow>('/bets/cancel', { marketId, betId, ...(sizeReduction ? { sizeReduction } : {}) });
  replace = (marketId: string, betId: string, price: number) => this.mine<BetReceiptRow>('/bets/replace', { marketId, betId, price });
}
