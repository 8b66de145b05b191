import type { EventRow } from './reference-api';
import { GraphQLError } from 'graphql';
import type { EventBook } from '@domain/event-book';
import type { BetReceipt, BetRow as ContractBetRow, BetSelection, BetOrder } from '@domain/bet-contract';
import type { RestClient } from './rest-client';
import type { MarketView, PriceSizeView, RunnerView } from '../../contract/market-view';

/** The exchange's market view, as the gateway reads it (server/contract/market-view.ts: one shape, the exchange's). */
export type PriceSizeRow = PriceSizeView;
export type RunnerRow = RunnerView;
export type MarketRow = MarketView;

/** The exchange's full-depth ladder of one runner (markets/ladder). */
export interface RunnerLadderRow {
  marketId: string;
  runnerId: string;
  status: MarketRow['status'];
  lastTradedPrice: number | null;
  tradedVolume: number;
  levels: Array<{ price: number; availableToBack: number; availableToLay: number; traded: number }>;
}
/** A runner's traded prices over time (markets/price-history); `at` is ms since the epoch. */
export interface PriceHistoryRow {
  marketId: string;
  runnerId: string;
  bucketMs: number;
  buckets: Array<{ at: number; open: number; high: number; low: number; close: number; average: number; volume: number; trades: number }>;
}
/** The caller's whole-event book (bets/event-book): the shared domain's EventBook with the event's id. */
export type EventBookRow = EventBook & { eventId: string };

export interface EventDetailRow extends EventRow {
  status: 'SCHEDULED' | 'IN_PLAY' | 'FINISHED' | 'CANCELLED';
  score: Record<string, unknown> | null;
  videoId: string | null;
  markets: MarketRow[];
}
/** A bet row as the exchange sends it (bets/event, bets/unsettled, the orders stream): the contract's, domain/bet-contract.ts. */
export type BetRow = ContractBetRow;
/** The exchange's answer to a placed or re-priced bet: the contract's receipt. */
export type BetReceiptRow = BetReceipt;
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
interface RunnerProfitRow {
  runnerId: string;
  profit: number;
}
interface CashOutBetArgs {
  runnerId: string;
  side: 'BACK' | 'LAY';
  price: number;
  size: number;
}
export interface CashOutArgs {
  marketId: string;
  fraction: number;
  idempotencyKey: string;
  bets: CashOutBetArgs[];
}
/** bets/cash-out/quote: the hedge the exchange works out. */
export interface CashOutQuoteRow {
  marketId: string;
  fraction: number;
  available: boolean;
  reason: string | null;
  bets: Array<CashOutBetArgs & { runnerName: string }>;
  profitBefore: RunnerProfitRow[];
  profitAfter: RunnerProfitRow[];
  guaranteed: number | null;
}
/** bets/cash-out: what each hedge bet did. */
export interface CashOutResultRow {
  refused?: string | null;
  requote?: CashOutQuoteRow | null;
  marketId: string;
  bets: Array<CashOutBetArgs & { betId: string | null; status: string; sizeMatched: number; averagePriceMatched: number | null; sizeCancelled: number; releaseAt: string | null; error: string | null }>;
  profitAfter: RunnerProfitRow[];
}
/** A runner (exchange, bookmaker) at a price. */
interface RunnerPriceArgs {
  runnerId: string;
  price: number;
}
/** The GraphQL BetSelectionInput (@oneOf: exactly one member, checked before execution). */
export interface BetSelectionArgs {
  exchange?: RunnerPriceArgs | null;
  bookmaker?: RunnerPriceArgs | null;
  fancy?: { line: number; rate: number } | null;
  outcome?: { outcomeId: string; odds: number } | null;
}
export interface PlaceBetArgs {
  marketId: string;
  side: 'BACK' | 'LAY';
  size: number;
  persistence?: 'LAPSE' | 'PERSIST' | null;
  idempotencyKey: string;
  selection: BetSelectionArgs;
}
/** The REST body's selection: the contract's union tagged by `kind`. */
export type RestSelection = BetSelection;

/** The one member of a BetSelectionInput as the REST selection. */
export function restSelection(selection: BetSelectionArgs): RestSelection {
  const { exchange, bookmaker, fancy, outcome } = selection;
  if (exchange) return { kind: 'exchange', runnerId: exchange.runnerId, price: exchange.price };
  if (bookmaker) return { kind: 'bookmaker', runnerId: bookmaker.runnerId, price: bookmaker.price };
  if (fancy) return { kind: 'fancy', line: fancy.line, rate: fancy.rate };
  if (outcome) return { kind: 'outcome', outcomeId: outcome.outcomeId, odds: outcome.odds };
  throw new GraphQLError('selection: give exactly one of exchange, bookmaker, fancy, outcome', { extensions: { code: 'INVALID_INPUT_DATA' } });
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
  runnerLadder = (marketId: string, runnerId: string) => this.rest.data<RunnerLadderRow>({ path: '/markets/ladder', body: { marketId, runnerId } });
  priceHistory = async (marketId: string, runnerId: string, bucketMs?: number | null) => {
    const row = await this.rest.data<PriceHistoryRow>({ path: '/markets/price-history', body: { marketId, runnerId, ...(bucketMs != null ? { bucketMs } : {}) } });
    return { ...row, buckets: row.buckets.map((b) => ({ ...b, at: new Date(b.at).toISOString() })) };
  };
  matchOdds = (eventIds: readonly string[]) => this.rest.collapsed<MarketRow[]>({ path: '/markets/match-odds', body: { eventIds } });

  betsOfEvent(eventId: string) {
    let bets = this.eventBets.get(eventId);
    if (!bets) {
      bets = this.mine<{ matched: BetRow[]; unmatched: BetRow[] }>('/bets/event', { eventId });
      this.eventBets.set(eventId, bets);
    }
    return bets;
  }

  fancyBook = (marketId: string) => this.mine<Array<{ key: number; value: number }>>('/bets/fancy-book', { marketId });
  marketPositions = (eventId: string) => this.mine<Array<{ marketId: string; kind: MarketRow['kind']; runners: Array<{ runnerId: string; profit: number }> }>>('/bets/positions', { eventId });
  eventBook = (eventId: string) => this.mine<EventBookRow>('/bets/event-book', { eventId });
  unsettled = () => this.mine<BetRow[]>('/bets/unsettled');
  eventsExposure = () => this.mine<ExposureRowData[]>('/user/events-exposure');

  place({ marketId, side, size, persistence, idempotencyKey, selection }: PlaceBetArgs) {
    const body: BetOrder = { marketId, side, size, ...(persistence ? { persistence } : {}), idempotencyKey, selection: restSelection(selection) };
    return this.mine<BetReceiptRow>('/bets/place', body);
  }

  cancel = (marketId: string, betId: string, sizeReduction?: number | null) =>
    this.mine<BetRow>('/bets/cancel', { marketId, betId, ...(sizeReduction ? { sizeReduction } : {}) });
  replace = (marketId: string, betId: string, price: number) => this.mine<BetReceiptRow>('/bets/replace', { marketId, betId, price });

  cashOutQuote = (marketId: string, fraction?: number | null) => this.mine<CashOutQuoteRow>('/bets/cash-out/quote', { marketId, ...(fraction != null ? { fraction } : {}) });
  cashOut = (input: CashOutArgs) => this.mine<CashOutResultRow>('/bets/cash-out', input);
  /** A cash out; when the price moved (nothing placed) the exchange's fresh quote, to confirm instead. */
  cashOutOrRequote = async (input: CashOutArgs): Promise<CashOutResultRow> => {
    try {
      return { ...(await this.cashOut(input)), refused: null, requote: null };
    } catch (err) {
      const quote = err instanceof GraphQLError && err.extensions.code === 'PRICE_MOVED' ? (err.extensions.quote as CashOutQuoteRow | undefined) : undefined;
      if (!quote) throw err;
      return { marketId: input.marketId, bets: [], profitAfter: quote.profitBefore, refused: 'PRICE_MOVED', requote: quote };
    }
  };
}
