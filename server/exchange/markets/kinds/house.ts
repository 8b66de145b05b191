import type { RunnerBet } from '../../domain/exposure';
import type { HouseBet, HouseRunnerMarket } from '../../domain/house-market';
import type { MarketStatus, OrderView, Side } from '../../domain/types';
import type { BetRow, MarketInfo, SettlementInput } from './types';

/** A bet the house took whole (matched at once, nothing remaining) as a My Bets row. */
export function takenBetRow(
  bet: { betId: string; side: Side; stake: number; placedAt: number },
  shown: { runnerId: string; selectionName: string; oddsPrice: number; averagePriceMatched: number | null },
): BetRow {
  return {
    betId: bet.betId,
    runnerId: shown.runnerId,
    selectionName: shown.selectionName,
    side: bet.side,
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

/** House markets only change status (no in-play delay, nothing rests to lapse). */
export function changeHouseStatus(market: { status: MarketStatus; setStatus(status: MarketStatus): void }, change: { status?: MarketStatus }): OrderView[] {
  if (change.status !== undefined && change.status !== market.status) market.setStatus(change.status);
  return [];
}

/** The stored house bets of a market as the runner bets a settlement pays. */
export const storedRunnerBets = ({ houseBets }: SettlementInput): RunnerBet[] => houseBets.map((b) => b.bet as unknown as RunnerBet);
