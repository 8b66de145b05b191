import type { RunnerBet } from '../../domain/exposure';
import type { HouseBet, HouseRunnerMarket } from '../../domain/house-market';
import type { MarketStatus, OrderView, Side } from '../../domain/types';
import type { WaitingHouseBet } from '../../domain/house-delay';
import type { BetRow, MarketInfo, SettlementInput, StatusChange } from './types';

/** A bet the house took whole (matched at once, nothing remaining) as a My Bets row. */
export function takenBetRow(
  bet: { betId: string; side: Side; stake: number; placedAt: number },
  shown: { runnerId: string; selectionName: string; oddsPrice: number; averagePriceMatched: number | null; line?: number },
): BetRow {
  return {
    betId: bet.betId,
    runnerId: shown.runnerId,
    selectionName: shown.selectionName,
    side: bet.side,
    ...(shown.line !== undefined ? { line: shown.line } : {}),
    type: bet.side === 'BACK' ? 'B' : 'L',
    oddsPrice: shown.oddsPrice,
    averagePriceMatched: shown.averagePriceMatched,
    stake: bet.stake,
    sizeMatched: bet.stake,
    sizeRemaining: 0,
    status: 'EXECUTION_COMPLETE',
    placedAt: new Date(bet.placedAt).toISOString(),
  };
}

/** Shared by the kinds where the house takes runner bets (bookmaker, fixed odds): a user's bets as My Bets rows. */
export function houseBetRows(market: HouseRunnerMarket, { runners }: MarketInfo, userId: string): { matched: BetRow[]; unmatched: BetRow[] } {
  const names = new Map(runners.map((r) => [r.runnerId, r.runnerName]));
  const bets: HouseBet[] = market.betsOf(userId);
  return {
    matched: bets.map((b) => takenBetRow(b, { runnerId: b.runnerId, selectionName: names.get(b.runnerId) ?? b.runnerId, oddsPrice: b.odds100 / 100, averagePriceMatched: b.odds100 / 100 })),
    unmatched: [],
  };
}

/** A house bet waiting out the in-play delay as a My Bets row: PENDING, nothing matched yet. */
export function waitingBetRow(bet: WaitingHouseBet<unknown>, shown: { runnerId: string; selectionName: string; side: Side; oddsPrice: number; line?: number }): BetRow {
  return {
    ...takenBetRow({ betId: bet.betId, side: shown.side, stake: bet.stake, placedAt: bet.placedAt }, { ...shown, averagePriceMatched: null }),
    sizeMatched: 0,
    sizeRemaining: bet.stake,
    status: 'PENDING',
  };
}

/**
 * A house market's status, in-play flag and bet delay. Leaving OPEN lapses the bets waiting out the
 * delay in the engine (their stored rows are lapsed by the store's trigger on the market's status,
 * migration 0008); no exchange order changes, so none is answered.
 */
export function changeHouseStatus(
  market: { status: MarketStatus; setStatus(status: MarketStatus): unknown; setInPlay?(inPlay: boolean, betDelayMs: number): void; delay?: { inPlay: boolean; betDelayMs: number } },
  change: StatusChange,
): OrderView[] {
  if (market.setInPlay && market.delay && (change.inPlay !== undefined || change.betDelayMs !== undefined)) {
    market.setInPlay(change.inPlay ?? market.delay.inPlay, change.betDelayMs ?? market.delay.betDelayMs);
  }
  if (change.status !== undefined && change.status !== market.status) market.setStatus(change.status);
  return [];
}

/** The stored house bets of a market as the runner bets a settlement pays. */
export const storedRunnerBets = ({ houseBets }: SettlementInput): RunnerBet[] => houseBets.map((b) => b.bet as unknown as RunnerBet);
