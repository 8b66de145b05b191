import type { ExchangeMarket } from '../../domain/exchange-market';
import type { FancyBet, RunAmount } from '../../domain/fancy';
import type { FancyQuote } from '../../domain/fancy-market';
import type { HouseBet } from '../../domain/house-market';
import type { HouseRelease, Refusal, WaitingHouseBet } from '../../domain/house-delay';
import type { Settlement } from '../../domain/settlement';
import type { Funds, MarketStatus, OrderView, Persistence, PlaceResult, Side } from '../../domain/types';
import type { houseBets, trades } from '../../db/schema';
import type { MarketRow, RunnerRow } from '../engines';
import type { BetSelection, SelectionKind } from './selection';
import type { BetRow as ContractBetRow } from '@domain/bet-contract';

export type { MarketRow, RunnerRow };
export type MarketKind = MarketRow['kind'];

/** A bet as the service hands it to a market's adapter. */
export interface PlaceCommand {
  betId: string;
  userId: string;
  side: Side;
  /** Stake, paise. */
  size: number;
  persistence: Persistence;
  now: number;
  selection: BetSelection;
}

/**
 * What placing did: an exchange order went into the book (orders and trades to save), the house took
 * the bet, or (a house market in play with a bet delay) the bet waits out the delay.
 */
export type Placed =
  | { book: 'exchange'; market: ExchangeMarket; result: PlaceResult }
  | { book: 'house'; bet: HouseBet | FancyBet; averagePriceMatched: number | null }
  | { book: 'waiting'; bet: WaitingHouseBet<unknown> };

/** One of a user's bets as a My Bets row: the contract's row (domain/bet-contract.ts) before the caller adds the market's id and name. */
export type BetRow = Omit<ContractBetRow, 'marketId' | 'marketName' | 'exEventId' | 'eventName' | 'sportId'> & { type: 'B' | 'L'; averagePriceMatched: number | null };

export interface UserBets {
  matched: BetRow[];
  unmatched: BetRow[];
}

export interface PriceSizeView {
  /** Decimal odds. */
  price: number;
  /** Paise available at that price. */
  size: number;
}

export interface RunnerView {
  runnerId: string;
  runnerName: string;
  /** Best three prices a backer can take (resting lays, or the house's back quote), best first. */
  availableToBack: PriceSizeView[];
  /** Best three prices a layer can take, best first. */
  availableToLay: PriceSizeView[];
  lastTradedPrice: number | null;
  tradedVolume: number;
  /** The runner's part in a match (HOME, AWAY, DRAW); null where the market has none. */
  role?: RunnerRow['role'];
  /** Race card (horse racing): stall, jockey, trainer, age, weight, form. */
  metadata?: Record<string, string | number> | null;
}

/** The kind-specific part of a market's public view. */
export interface KindView {
  inPlay: boolean;
  betDelayMs: number;
  runners: RunnerView[];
  fancy: FancyQuote | null;
  line: number | null;
}

export interface StatusChange {
  status?: MarketStatus;
  inPlay?: boolean;
  betDelayMs?: number;
}

/**
 * An operator's new quote: bookmaker prices (decimal odds), a fancy line, or fixed odds (× 100). A
 * bookmaker runner's or a fancy line's `size` is the most one bet may stake there (paise); none (null
 * or absent): the market's max stake.
 */
export interface QuoteChange {
  quotes?: Record<string, { back: number | null; lay: number | null; size?: number | null | undefined } | null>;
  fancy?: (Omit<FancyQuote, 'size'> & { size?: number | null | undefined }) | null;
  odds?: Record<string, number>;
}

export type { MarketResult } from '../../domain/bet-outcome';
import type { MarketResult } from '../../domain/bet-outcome';

/** What a settlement reads of a market from the store. */
export interface SettlementInput {
  row: MarketRow;
  result: MarketResult;
  version: number;
  houseBets: ReadonlyArray<typeof houseBets.$inferSelect>;
  trades: ReadonlyArray<typeof trades.$inferSelect>;
  /** The market's runner ids from the store (read only when the kind needs them). */
  runnerIds: () => Promise<string[]>;
}

/** What an adapter reads of a market entry besides its engine. */
export interface MarketInfo {
  row: MarketRow;
  runners: readonly RunnerRow[];
}

/**
 * One market kind's behaviour over its engine `M`: how it takes a bet (and which selection kind
 * fits it), how its book and a user's bets look, how status changes and quotes apply, how a
 * stored bet is restored, and how it settles. The service layer calls these instead of asking
 * `engine.kind`.
 */
/** A user's position in one market: profit or loss if each runner wins, or (fancy) at each run. */
export type Position = { kind: 'runners'; runners: { runnerId: string; profit: number }[] } | { kind: 'runs'; book: RunAmount[] };

export interface MarketKindAdapter<M> {
  /** The selection kind a bet on this market carries. */
  readonly selectionKind: SelectionKind;
  /** Places a bet (the selection's kind is checked first: another kind is INVALID_INPUT_DATA). */
  place(market: M, command: PlaceCommand, funds: Funds): Placed;
  view(market: M, entry: MarketInfo): KindView;
  /** A user's bets as My Bets rows; `openOnly`: only those with something unmatched (a kind may answer more; callers filter). */
  betsOf(market: M, entry: MarketInfo, userId: string, openOnly?: boolean): UserBets;
  /** Applies a status / in-play / delay change; answers the orders it lapsed. */
  changeStatus(market: M, change: StatusChange): OrderView[];
  /** Applies an operator's quote; answers the market's new config, or null when the quote does not fit this kind. */
  applyQuote(market: M, row: MarketRow, quote: QuoteChange): Record<string, unknown> | null;
  /** Restores a stored house bet (not called for exchange markets, whose orders and trades are replayed). */
  restoreBet(market: M, bet: HouseBet | FancyBet): void;
  /** House markets with an in-play delay: restores a stored bet still waiting out its delay. */
  restoreWaiting?(market: M, bet: WaitingHouseBet<unknown>): void;
  /** House markets with an in-play delay: ends the delay of the bets due by `now` (taken, or lapsed: `refused` names bettors no longer allowed to bet). */
  release?(market: M, now: number, refused?: Refusal): HouseRelease<HouseBet | FancyBet, unknown>;
  /** House markets with an in-play delay: a waiting bet as a My Bets row (PENDING). */
  waitingRow?(market: M, entry: MarketInfo, bet: WaitingHouseBet<unknown>): BetRow;
  /** What the user's matched bets win or lose: per runner, or for a fancy line per run. */
  position(market: M, userId: string): Position;
  /** Works out the settlement of a result (void included). */
  settle(input: SettlementInput): Promise<Settlement>;
}

