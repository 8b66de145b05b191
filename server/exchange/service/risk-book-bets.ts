/**
 * The bets of a set of bettors on one live market, read from the market's engine (no store read),
 * each with the bettor's profit or loss on every outcome of the market. The P&L is the engine's own
 * rule for a settled bet (domain/bet-outcome.ts: an exchange order's matched parts, a house bet, a
 * fancy bet at a result value), asked once per outcome as if that outcome were the result. Only what
 * is matched counts; an unmatched size is listed with nothing at stake.
 */
import type { RiskBetFields, RiskOutcome } from '../../contract/backoffice-risk';
import { houseBetProfit, matchedPartsProfit } from '../domain/bet-outcome';
import type { RunnerBet } from '../domain/exposure';
import type { FancyBet } from '../domain/fancy';
import type { HouseBet } from '../domain/house-market';
import { tickToOdds100, tickToPrice } from '../domain/ladder';
import type { OrderView, Trade } from '../domain/types';
import type { MarketEntry } from '../markets/registry';

export type { RiskOutcome };

/** A downline bet on the market, placed at (epoch ms), with what it does to its bettor on each outcome. */
export interface RiskBet extends RiskBetFields {
  placedAt: number;
}

export interface MarketBets {
  outcomes: RiskOutcome[];
  bets: RiskBet[];
}

type Bettors = ReadonlyMap<string, string>;

/** The bets of `bettors` (userId → userName) on the market, with the outcomes they are figured on. */
export function marketBets(entry: MarketEntry, bettors: Bettors): MarketBets {
  const { engine } = entry;
  if (engine.kind === 'exchange') return exchangeBets(entry, bettors);
  if (engine.kind === 'fancy') return fancyBets(entry, bettors);
  const outcomes = runnerOutcomes(entry);
  const names = new Map(outcomes.map((o) => [o.key, o.name]));
  const bets: RiskBet[] = [];
  for (const [userId, userName] of bettors) {
    for (const bet of engine.market.betsOf(userId) as HouseBet[]) {
      bets.push({
        ...betBase(bet, userName),
        runnerId: bet.runnerId,
        selectionName: names.get(bet.runnerId) ?? bet.runnerId,
        price: bet.odds100 / 100,
        line: null,
        bettorPnl: outcomes.map((o) => houseBetProfit(engine.kind, bet, { winners: [o.key] })),
      });
    }
  }
  return { outcomes, bets };
}

function runnerOutcomes(entry: MarketEntry): RiskOutcome[] {
  return entry.runners.map((r) => ({ key: r.runnerId, name: r.runnerName }));
}

function betBase(bet: HouseBet | FancyBet, userName: string) {
  return { betId: bet.betId, userId: bet.userId, userName, side: bet.side, stake: bet.stake, matched: bet.stake, placedAt: bet.placedAt };
}

function exchangeBets(entry: MarketEntry, bettors: Bettors): MarketBets {
  const outcomes = runnerOutcomes(entry);
  if (entry.engine.kind !== 'exchange') return { outcomes, bets: [] };
  const market = entry.engine.market;
  const names = new Map(outcomes.map((o) => [o.key, o.name]));
  const parts = matchedPartsOf(market.trades(), bettors);
  const bets: RiskBet[] = [];
  for (const [userId, userName] of bettors) {
    const { matched, unmatched } = market.ordersOf(userId);
    const seen = new Set<string>();
    for (const order of [...matched, ...unmatched]) {
      if (seen.has(order.orderId)) continue;
      seen.add(order.orderId);
      const own = parts.get(order.orderId) ?? [];
      bets.push(orderBet(order, userName, names, outcomes.map((o) => matchedPartsProfit(own, [o.key]))));
    }
  }
  return { outcomes, bets };
}

function orderBet(order: OrderView, userName: string, names: ReadonlyMap<string, string>, bettorPnl: number[]): RiskBet {
  return {
    betId: order.orderId,
    userId: order.userId,
    userName,
    side: order.side,
    runnerId: order.runnerId,
    selectionName: names.get(order.runnerId) ?? order.runnerId,
    price: tickToPrice(order.price),
    line: null,
    stake: order.size,
    matched: order.sizeMatched,
    placedAt: order.placedAt,
    bettorPnl,
  };
}

/** Each order's matched parts (one per trade it took part in), for the orders of `bettors`. */
function matchedPartsOf(trades: readonly Trade[], bettors: Bettors): Map<string, RunnerBet[]> {
  const parts = new Map<string, RunnerBet[]>();
  const add = (orderId: string, part: RunnerBet) => {
    const list = parts.get(orderId);
    if (list) list.push(part);
    else parts.set(orderId, [part]);
  };
  for (const t of trades) {
    const odds100 = tickToOdds100(t.price);
    if (bettors.has(t.backUserId)) add(t.backOrderId, { betId: t.backOrderId, userId: t.backUserId, runnerId: t.runnerId, side: 'BACK', stake: t.size, odds100 });
    if (bettors.has(t.layUserId)) add(t.layOrderId, { betId: t.layOrderId, userId: t.layUserId, runnerId: t.runnerId, side: 'LAY', stake: t.size, odds100 });
  }
  return parts;
}

/**
 * Fancy: the outcomes are run values from one below the lowest line to the highest line of the bets
 * (the Run / Amount book's range, domain/fancy.ts); results outside it score like its ends.
 */
function fancyBets(entry: MarketEntry, bettors: Bettors): MarketBets {
  if (entry.engine.kind !== 'fancy') return { outcomes: [], bets: [] };
  const market = entry.engine.market;
  const all: Array<[FancyBet, string]> = [];
  for (const [userId, userName] of bettors) for (const bet of market.betsOf(userId)) all.push([bet, userName]);
  if (all.length === 0) return { outcomes: [], bets: [] };
  const lines = all.map(([bet]) => bet.line);
  const low = Math.max(0, Math.min(...lines) - 1);
  const high = Math.max(...lines);
  const runs: number[] = [];
  for (let run = low; run <= high; run++) runs.push(run);
  const outcomes = runs.map((run, i) => ({ key: String(run), name: i === 0 && runs.length > 1 ? `${run} or fewer` : i === runs.length - 1 && runs.length > 1 ? `${run} or more` : String(run) }));
  const bets = all.map(([bet, userName]): RiskBet => ({
    ...betBase(bet, userName),
    runnerId: null,
    selectionName: `${bet.line} runs`,
    price: bet.rate,
    line: bet.line,
    bettorPnl: runs.map((value) => houseBetProfit('fancy', bet, { value })),
  }));
  return { outcomes, bets };
}
