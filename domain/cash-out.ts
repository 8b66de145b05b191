/**
 * Cash out (trade out) of a runner market: the hedge bets that make the bettor's profit the same
 * whichever runner wins, at the prices available now.
 *
 * With a matched position P_k (profit if runner k wins) and a target level c, runner k needs a
 * hedge that adds R_k = c − P_k "if k wins" on top of what the hedge bets add to every outcome:
 *   R_k > 0: back k at o_k with stake R_k / o_k   (adds stake·(o_k − 1) if k wins, −stake otherwise)
 *   R_k < 0: lay  k at q_k with stake −R_k / q_k  (adds −stake·(q_k − 1) if k wins, +stake otherwise)
 * Each outcome then ends at c + Σ(lay stakes) − Σ(back stakes): the same for every runner. Any c
 * equalises; the best is one of the P_k (the result is piecewise linear in c with its corners
 * there), which also leaves that runner without a bet. We try each and keep the best guarantee.
 *
 * Stakes are whole paise. With S = Σ(lay stakes) − Σ(back stakes), a hedge bet of stake s at odds
 * o on runner k leaves, by the exchange's rounding of winnings (down to the paisa, and s whole):
 *   back: profit_k = P_k + floor(s·o) + S        lay: profit_k = P_k − floor(s·o) + S
 * so runner k ends at c + S + e_k with the residual e_k = |R_k| − floor(s·o) (signed). The stake is
 * the whole s whose floor(s·o) is nearest |R_k| (`stakeFor`): |R_k| lies between floor(s·o) and
 * floor((s+1)·o) for s = floor(|R_k|/o), two values at most ceil(o) apart, so |e_k| ≤ ⌊⌈o⌉/2⌋.
 * One hedge bet at o ≤ 3.00 therefore ends every runner equal within one paisa; at longer odds the
 * gap cannot be closed with one stake (the test gives the proof). The figures quoted are worked out
 * with the settlement's rule, so they are exactly what settlement pays at the quoted prices.
 */
import { betProfit, type PositionBet } from '@domain/positions';
import type { Paise } from '@domain/money';
import type { Side } from '@domain/side';
import { toOdds100 } from '@domain/ladder';

/** A price level someone can take now: decimal odds × 100 and the paise available there. */
export interface Level {
  readonly odds100: number;
  readonly size: Paise;
}

/** One runner as cash out sees it: the bettor's matched profit if it wins, and the book, best first. */
export interface CashOutRunner {
  readonly runnerId: string;
  readonly profit: Paise;
  /** Prices a backer can take (resting lays), best (highest) first. */
  readonly toBack: readonly Level[];
  /** Prices a layer can take (resting backs), best (lowest) first. */
  readonly toLay: readonly Level[];
}

/** A hedge bet: a limit price the whole stake can be matched at or better, given the book now. */
export interface HedgeBet {
  readonly runnerId: string;
  readonly side: Side;
  readonly odds100: number;
  readonly stake: Paise;
}

export interface CashOutPlan {
  readonly bets: readonly HedgeBet[];
  /** Profit if each runner wins after the hedge, in the runners' order. */
  readonly profitAfter: readonly { runnerId: string; profit: Paise }[];
  /** The worst of profitAfter: what a full cash out guarantees (for a partial one, the worst case). */
  readonly guaranteed: Paise;
}

export type CashOutReason = 'NO_POSITION' | 'NO_PRICES' | 'NO_LIQUIDITY' | 'BELOW_MIN_STAKE';

export type CashOutResult = { readonly ok: true; readonly plan: CashOutPlan } | { readonly ok: false; readonly reason: CashOutReason };

export interface CashOutOptions {
  /** Share of the hedge to place, (0, 1]; 1 = full cash out. */
  readonly fraction?: number;
  /** The market's minimum stake: a smaller hedge bet cannot be placed. */
  readonly minStake?: Paise;
}

const REASON_RANK: Record<CashOutReason, number> = { NO_POSITION: 0, NO_PRICES: 1, NO_LIQUIDITY: 2, BELOW_MIN_STAKE: 3 };

type Need = { ok: true; bet: HedgeBet | null } | { ok: false; reason: CashOutReason };

/**
 * The whole stake s at odds × 100 whose floor(s·o) (what it moves its own runner against the rest,
 * paise) is nearest `target`; of two as near, the one the rounded division gives.
 */
export function stakeFor(target: number, odds100: number): Paise {
  const moved = (stake: number) => Math.floor((stake * odds100) / 100);
  const rounded = Math.round((target * 100) / odds100);
  const low = Math.floor((target * 100) / odds100);
  let best = rounded;
  for (const stake of [low, low + 1]) if (Math.abs(moved(stake) - target) < Math.abs(moved(best) - target)) best = stake;
  return best;
}

/**
 * The hedge stake for `amount` (= R_k, paise) on one runner, and the worst level it needs: walks the
 * book until the levels at or better than the limit price hold the whole stake.
 */
function hedgeFor(runner: CashOutRunner, amount: number, fraction: number): Need {
  if (amount === 0) return { ok: true, bet: null };
  const side: Side = amount > 0 ? 'BACK' : 'LAY';
  const levels = side === 'BACK' ? runner.toBack : runner.toLay;
  if (levels.length === 0) return { ok: false, reason: 'NO_PRICES' };
  let available = 0;
  for (const level of levels) {
    available += level.size;
    const stake = stakeFor(Math.abs(amount) * fraction, level.odds100);
    if (stake === 0) return { ok: true, bet: null };
    if (stake <= available) return { ok: true, bet: { runnerId: runner.runnerId, side, odds100: level.odds100, stake } };
  }
  return { ok: false, reason: 'NO_LIQUIDITY' };
}

/** Profit if each runner wins: the position plus the hedge bets, each with the exchange's rounding. */
export function profitAfter(runners: readonly CashOutRunner[], bets: readonly PositionBet[]): { runnerId: string; profit: Paise }[] {
  return runners.map((r) => {
    const winners = new Set([r.runnerId]);
    return { runnerId: r.runnerId, profit: bets.reduce((sum, b) => sum + betProfit(b, winners), r.profit) };
  });
}

/** The hedge for level c, or why there is none. */
function planAt(runners: readonly CashOutRunner[], c: Paise, fraction: number, minStake: Paise): CashOutResult {
  const bets: HedgeBet[] = [];
  for (const runner of runners) {
    const need = hedgeFor(runner, c - runner.profit, fraction);
    if (!need.ok) return need;
    if (need.bet) bets.push(need.bet);
  }
  if (bets.some((b) => b.stake < minStake)) return { ok: false, reason: 'BELOW_MIN_STAKE' };
  const after = profitAfter(runners, bets);
  return { ok: true, plan: { bets, profitAfter: after, guaranteed: Math.min(...after.map((a) => a.profit)) } };
}

/**
 * The cash out of a position: the hedge bets and the profit on each runner afterwards. Answers why
 * not when there is nothing to cash out or the book cannot take the hedge.
 */
export function cashOut(runners: readonly CashOutRunner[], options: CashOutOptions = {}): CashOutResult {
  const fraction = options.fraction ?? 1;
  if (!(fraction > 0 && fraction <= 1)) throw new RangeError('fraction must be in (0, 1]');
  const profits = runners.map((r) => r.profit);
  if (runners.length < 2 || profits.every((p) => p === profits[0])) return { ok: false, reason: 'NO_POSITION' };
  let best: CashOutPlan | null = null;
  // When no level works, the reason of the one that came closest: a stake too small, then too little money, then no price at all.
  let reason: CashOutReason = 'NO_PRICES';
  for (const c of new Set(profits)) {
    const result = planAt(runners, c, fraction, options.minStake ?? 1);
    if (!result.ok) {
      if (REASON_RANK[result.reason] > REASON_RANK[reason]) reason = result.reason;
    } else if (!best || result.plan.guaranteed > best.guaranteed) best = result.plan;
  }
  if (!best) return { ok: false, reason };
  // The best a hedge can do places nothing: every stake it needs rounds to 0 paise (the runners are a
  // paisa or two apart at short odds), and any hedge that does place a bet would leave the bettor with
  // less than that on some runner. The position is as even as whole paise allow: nothing to cash out.
  if (best.bets.length === 0) return { ok: false, reason: 'NO_POSITION' };
  return { ok: true, plan: best };
}

/** A price level as a market's book shows it (the view, the `marketBook` push): decimal odds, paise. */
export interface BookLevel {
  readonly price: number;
  readonly size: Paise;
}

/** A runner of a market's book as shown: its name and levels, best first. */
export interface BookRunner {
  readonly runnerId: string;
  readonly runnerName: string;
  /** Prices a backer can take (resting lays), best (highest) first. */
  readonly availableToBack: readonly BookLevel[];
  /** Prices a layer can take (resting backs), best (lowest) first. */
  readonly availableToLay: readonly BookLevel[];
}

/** One of the bettor's own orders resting on the book (executable, something unmatched), decimal odds. */
export interface OwnOrder {
  readonly runnerId: string;
  readonly side: Side;
  readonly price: number;
}

/**
 * The runners as cash out sees them, from the book as shown: the bettor's matched profit if each wins
 * and the levels the bettor can take. A level the bettor's own resting order would cross is left out
 * (the engine refuses a bet that would match its owner's own order): a back at a price crosses an own
 * lay resting at that price or above, a lay an own back at that price or below.
 */
export function cashOutRunnersOf(book: readonly BookRunner[], profits: ReadonlyMap<string, Paise>, own: readonly OwnOrder[]): CashOutRunner[] {
  return book.map((runner) => {
    const mine = own.filter((o) => o.runnerId === runner.runnerId);
    const highestOwnLay = Math.max(-1, ...mine.filter((o) => o.side === 'LAY').map((o) => toOdds100(o.price)));
    const lowestOwnBack = Math.min(Infinity, ...mine.filter((o) => o.side === 'BACK').map((o) => toOdds100(o.price)));
    const levels = (shown: readonly BookLevel[], usable: (odds100: number) => boolean): Level[] =>
      shown.map((l) => ({ odds100: toOdds100(l.price), size: l.size })).filter((l) => usable(l.odds100));
    return {
      runnerId: runner.runnerId,
      profit: profits.get(runner.runnerId) ?? 0,
      toBack: levels(runner.availableToBack, (odds100) => odds100 > highestOwnLay),
      toLay: levels(runner.availableToLay, (odds100) => odds100 < lowestOwnBack),
    };
  });
}

/** A hedge bet as the quote shows it and the bettor sends it back to place: decimal odds, paise. */
export interface CashOutBet {
  runnerId: string;
  side: Side;
  price: number;
  size: Paise;
}

/** The cash-out quote of one market: what the exchange answers (`cashOutQuote`) and the browser works out from the pushed book and position. */
export interface CashOutQuoteView {
  marketId: string;
  fraction: number;
  /** Whether the hedge can be placed now; `reason` says why not. */
  available: boolean;
  reason: CashOutReason | 'MARKET_NOT_OPEN' | null;
  bets: (CashOutBet & { runnerName: string })[];
  /** Matched profit if each runner wins, now (with the runner's name). */
  profitBefore: { runnerId: string; runnerName: string; profit: Paise }[];
  /** The same after the hedge, at the quoted prices. */
  profitAfter: { runnerId: string; runnerName: string; profit: Paise }[];
  /** The worst of profitAfter (a full cash out: what every runner pays); null when not available. */
  guaranteed: Paise | null;
}

export interface CashOutQuoteInput {
  marketId: string;
  fraction: number;
  /** The market's status is OPEN (a quote of a suspended market is shown, not placeable). */
  open: boolean;
  minStake: Paise;
  /** The market's book as shown. */
  book: readonly BookRunner[];
  /** The bettor's matched profit if each runner wins. */
  profits: ReadonlyMap<string, Paise>;
  /** The bettor's orders resting on the book. */
  own: readonly OwnOrder[];
}

/** A hedge bet in the quote's terms (decimal odds). */
export const cashOutBetOf = (bet: HedgeBet): CashOutBet => ({ runnerId: bet.runnerId, side: bet.side, price: bet.odds100 / 100, size: bet.stake });

/**
 * The cash-out quote of a position in a market from its book as shown: the one rule the exchange
 * answers `cashOutQuote` with and the browser works the value out by from the pushed book and
 * position (so the panel needs no query while the book moves).
 */
export function quoteCashOut(input: CashOutQuoteInput): CashOutQuoteView {
  const { marketId, fraction } = input;
  const names = new Map(input.book.map((r) => [r.runnerId, r.runnerName]));
  const named = (rows: readonly { runnerId: string; profit: Paise }[]) => rows.map((r) => ({ runnerId: r.runnerId, runnerName: names.get(r.runnerId) ?? r.runnerId, profit: r.profit }));
  const runners = cashOutRunnersOf(input.book, input.profits, input.own);
  const result = cashOut(runners, { fraction, minStake: input.minStake });
  const profitBefore = named(runners);
  if (!result.ok) return { marketId, fraction, available: false, reason: result.reason, bets: [], profitBefore, profitAfter: profitBefore, guaranteed: null };
  const { plan } = result;
  return {
    marketId,
    fraction,
    available: input.open,
    reason: input.open ? null : 'MARKET_NOT_OPEN',
    bets: plan.bets.map((b) => ({ ...cashOutBetOf(b), runnerName: names.get(b.runnerId) ?? b.runnerId })),
    profitBefore,
    profitAfter: named(plan.profitAfter),
    guaranteed: plan.guaranteed,
  };
}
