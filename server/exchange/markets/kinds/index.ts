import type { FancyBet } from '../../domain/fancy';
import { DomainError } from '../../domain/errors';
import type { HouseRelease, Refusal, WaitingHouseBet } from '../../domain/house-delay';
import type { HouseBet } from '../../domain/house-market';
import type { Funds, OrderView } from '../../domain/types';
import type { Engine } from '../engines';
import { bookmakerKind } from './bookmaker';
import { exchangeKind } from './exchange';
import { fancyKind } from './fancy';
import { fixedOddsKind } from './fixed-odds';
import type { SelectionKind } from './selection';
import type { BetRow, KindView, MarketInfo, MarketKind, MarketKindAdapter, MarketRow, PlaceCommand, Placed, Position, QuoteChange, SettlementInput, StatusChange, UserBets } from './types';

type MarketOf<K extends MarketKind> = Extract<Engine, { kind: K }>['market'];

/** The adapter of each market kind; the fixed-odds kinds share one. */
const adapters: { [K in MarketKind]: MarketKindAdapter<MarketOf<K>> } = {
  exchange: exchangeKind,
  bookmaker: bookmakerKind,
  fancy: fancyKind,
  lottery: fixedOddsKind,
  ballByBall: fixedOddsKind,
  binary: fixedOddsKind,
};

/** A market's adapter bound to its live engine (held by its registry entry). */
export interface MarketAdapter {
  readonly selectionKind: SelectionKind;
  place(command: PlaceCommand, funds: Funds): Placed;
  view(info: MarketInfo): KindView;
  betsOf(info: MarketInfo, userId: string, openOnly?: boolean): UserBets;
  changeStatus(change: StatusChange): OrderView[];
  applyQuote(row: MarketRow, quote: QuoteChange): Record<string, unknown> | null;
  restoreBet(bet: HouseBet | FancyBet): void;
  /** Restores a stored house bet still waiting out its in-play delay (house markets with a delay only). */
  restoreWaiting(bet: WaitingHouseBet<unknown>): void;
  /** Ends the delay of the house bets due by `now` (lapsing those of bettors `refused` names); null for a kind without house bet delays. */
  release(now: number, refused?: Refusal): HouseRelease<HouseBet | FancyBet, unknown> | null;
  /** A house bet waiting out (or, once over, ended by) the delay as a My Bets row; null for a kind without delays. */
  waitingRow(info: MarketInfo, bet: WaitingHouseBet<unknown>): BetRow | null;
  position(userId: string): Position;
}

function bind<M>(adapter: MarketKindAdapter<M>, market: M): MarketAdapter {
  return {
    selectionKind: adapter.selectionKind,
    place: (command, funds) => adapter.place(market, command, funds),
    view: (info) => adapter.view(market, info),
    betsOf: (info, userId, openOnly) => adapter.betsOf(market, info, userId, openOnly),
    changeStatus: (change) => adapter.changeStatus(market, change),
    applyQuote: (row, quote) => adapter.applyQuote(market, row, quote),
    restoreBet: (bet) => adapter.restoreBet(market, bet),
    restoreWaiting: (bet) => {
      if (!adapter.restoreWaiting) throw new DomainError('INVALID_INPUT_DATA', 'This market kind has no bet delay');
      adapter.restoreWaiting(market, bet);
    },
    release: (now, refused) => adapter.release?.(market, now, refused) ?? null,
    waitingRow: (info, bet) => adapter.waitingRow?.(market, info, bet) ?? null,
    position: (userId) => adapter.position(market, userId),
  };
}

/** The adapter of an engine's kind, bound to it. */
export function adapterFor(engine: Engine): MarketAdapter {
  return bind(adapters[engine.kind] as MarketKindAdapter<typeof engine.market>, engine.market);
}

/** Settles a market of the given kind (it may no longer have a live engine: a resettlement). */
export function settle(kind: MarketKind, input: SettlementInput) {
  return adapters[kind].settle(input);
}

export type { BetRow, Position, KindView, MarketKind, MarketResult, PlaceCommand, Placed, QuoteChange, StatusChange, UserBets } from './types';
export type { BetSelection, SelectionKind } from './selection';
