/**
 * The whole-event book: the bettor's profit or loss for each outcome of an event, combined across
 * its runner markets (exchange match odds, bookmaker), with its fancy lines beside it as run books.
 *
 * What an "outcome" is. Match odds and bookmaker runners of one event name the same results (team A,
 * team B, the draw), so they are combined by runner name (trimmed, case-insensitive): runner ids
 * are per market and need not agree across markets. The event's first runner market (the
 * match odds) fixes the outcomes and their order. A market that does not list an outcome is void
 * on it (the bookmaker is void on a draw), so it adds 0 there. A runner market with a runner that
 * is not one of the outcomes (another question about the event, not who wins) is not combined:
 * it is kept out rather than guessed at.
 *
 * Fancy lines are not combined. A fancy line pays on runs (6 over runs ≥ 52), which is a different
 * question from who wins; any joint distribution of runs and result would be invented. Each fancy
 * market keeps its own Run / Amount rows (`runAmountBook`), shown beside the outcomes.
 *
 * Worked example (a cricket event, teams India and Australia, with a draw):
 *   Match odds: back India 10,000 paise at 2.50 → India +15,000, Australia −10,000, Draw −10,000.
 *   Bookmaker (India, Australia only): lay India 5,000 at 1.80 → India −4,000, Australia +5,000;
 *     void on the draw → 0.
 *   Event outcomes: India 15,000 − 4,000 = +11,000; Australia −10,000 + 5,000 = −5,000;
 *     Draw −10,000 + 0 = −10,000.
 *   Fancy "6 Over Runs IND", YES 52 at 100% for 2,000 → rows 51: −2,000, 52: +2,000 (its own table).
 *
 * The exchange computes the current book with {@link combineEventBook}; the bet slip's what-if is
 * the same function over the markets with the slip's bet added ({@link withRunnerBet},
 * {@link withFancyBet}).
 */
import { fancyProfit, runAmountBook, type FancyPosition, type RunAmount } from './fancy';
import type { Paise } from './money';
import { profitLossByRunner, type PositionBet } from './positions';

/** A runner market's matched profit or loss if each runner wins (the engine's figures). */
export interface RunnerMarketBook {
  readonly marketId: string;
  readonly marketName: string;
  readonly runners: readonly { readonly runnerId: string; readonly runnerName: string; readonly profit: Paise }[];
}

/** A fancy market's Run / Amount rows (values outside the rows' range equal the nearest end). */
export interface FancyMarketBook {
  readonly marketId: string;
  readonly marketName: string;
  readonly rows: readonly RunAmount[];
}

/** One outcome of the event and the bettor's combined profit (+) or loss (−) if it happens. */
export interface EventOutcome {
  readonly key: string;
  readonly name: string;
  readonly profit: Paise;
}

export interface EventBook {
  /** The outcomes in the first runner market's order, each summed over the combined markets. */
  readonly outcomes: readonly EventOutcome[];
  /** The runner markets that were combined and where the bettor has a position. */
  readonly markets: readonly RunnerMarketBook[];
  /** Fancy markets where the bettor has a position, each its own run book. */
  readonly fancy: readonly FancyMarketBook[];
  /** Whether the bettor has any position in the event. */
  readonly hasPosition: boolean;
}

/** How runner names meet across markets: trimmed, case-insensitive. */
export function outcomeKey(runnerName: string): string {
  return runnerName.trim().toLowerCase();
}

const hasProfit = (market: RunnerMarketBook) => market.runners.some((r) => r.profit !== 0);

/**
 * Combines the event's runner markets (first = the one that fixes the outcomes) and fancy books.
 * Markets and fancy books without a position drop out of `markets` / `fancy`; the outcomes still
 * come from the first runner market, so they show (at 0) before the first bet.
 */
export function combineEventBook(runnerMarkets: readonly RunnerMarketBook[], fancyMarkets: readonly FancyMarketBook[]): EventBook {
  const first = runnerMarkets[0];
  const outcomes = (first?.runners ?? []).map((r) => ({ key: outcomeKey(r.runnerName), name: r.runnerName, profit: 0 }));
  const index = new Map(outcomes.map((o, i) => [o.key, i]));
  const combined = runnerMarkets.filter((market) => market.runners.every((r) => index.has(outcomeKey(r.runnerName))));
  for (const market of combined) {
    for (const runner of market.runners) outcomes[index.get(outcomeKey(runner.runnerName))!]!.profit += runner.profit;
  }
  const markets = combined.filter(hasProfit);
  const fancy = fancyMarkets.filter((f) => f.rows.some((row) => row.value !== 0));
  return { outcomes: outcomes.map((o) => ({ ...o, profit: o.profit + 0 })), markets, fancy, hasPosition: markets.length > 0 || fancy.length > 0 };
}

/**
 * The runner markets with a bet added to one of them (the slip's what-if): `market` is that market
 * with its runners (its current profits where the bettor has a position, else 0).
 */
export function withRunnerBet(runnerMarkets: readonly RunnerMarketBook[], market: RunnerMarketBook, bet: PositionBet): RunnerMarketBook[] {
  const current = runnerMarkets.find((m) => m.marketId === market.marketId) ?? market;
  const added = profitLossByRunner(
    current.runners.map((r) => r.runnerId),
    [bet],
  );
  const next: RunnerMarketBook = { ...current, runners: current.runners.map((r) => ({ ...r, profit: r.profit + (added.get(r.runnerId) ?? 0) })) };
  return runnerMarkets.some((m) => m.marketId === market.marketId) ? runnerMarkets.map((m) => (m.marketId === market.marketId ? next : m)) : [...runnerMarkets, next];
}

/**
 * Run / Amount rows with one more fancy bet: the range grows to cover the bet's line (one run below
 * it up to it, as `runAmountBook` does), and every row adds the bet's profit at that run. A run
 * outside the old rows' range takes the nearest end's value (that is how the rows are made).
 *
 * Example: rows 51: −2,000, 52: +2,000 (YES 52 for 2,000); add NO 55 at 100% for 1,000 → rows
 * 51: −1,000, 52: +3,000, 53: +3,000, 54: +3,000, 55: +1,000.
 */
export function addFancyBet(rows: readonly RunAmount[], bet: FancyPosition): RunAmount[] {
  if (rows.length === 0) return runAmountBook([bet]);
  const low = Math.min(rows[0]!.key, Math.max(0, bet.line - 1));
  const high = Math.max(rows[rows.length - 1]!.key, bet.line);
  const valueAt = (run: number) => rows[Math.min(rows.length - 1, Math.max(0, run - rows[0]!.key))]!.value;
  const result: RunAmount[] = [];
  for (let run = low; run <= high; run++) result.push({ key: run, value: valueAt(run) + fancyProfit(bet, run) });
  return result;
}

/** The fancy books with a bet added to one market's rows (the slip's what-if on a fancy line). */
export function withFancyBet(fancyMarkets: readonly FancyMarketBook[], market: { marketId: string; marketName: string }, bet: FancyPosition): FancyMarketBook[] {
  const current = fancyMarkets.find((m) => m.marketId === market.marketId);
  const next: FancyMarketBook = { marketId: market.marketId, marketName: current?.marketName ?? market.marketName, rows: addFancyBet(current?.rows ?? [], bet) };
  return current ? fancyMarkets.map((m) => (m.marketId === market.marketId ? next : m)) : [...fancyMarkets, next];
}

/** The bet slip's bet as the what-if sees it: on a runner market (with its runners) or on a fancy line. */
export type WhatIfBet =
  | { readonly kind: 'runner'; readonly market: RunnerMarketBook; readonly bet: PositionBet }
  | { readonly kind: 'fancy'; readonly market: { readonly marketId: string; readonly marketName: string }; readonly bet: FancyPosition };

/**
 * The book as it would be if the slip's bet were matched in full: the exchange's book with the bet
 * added by the same rules. The book's outcomes stay first (a zero-profit stand-in market names them),
 * so a bet on the bookmaker alone still shows the draw.
 *
 * Example: book India +11,000, Australia −5,000, Draw −10,000; the slip backs Australia on match
 * odds for 1,000 at 3.00 → India +10,000, Australia −3,000, Draw −11,000.
 */
export function eventBookWhatIf(book: EventBook, slip: WhatIfBet): EventBook {
  const names: RunnerMarketBook[] =
    book.outcomes.length === 0 ? [] : [{ marketId: '', marketName: '', runners: book.outcomes.map((o) => ({ runnerId: o.key, runnerName: o.name, profit: 0 })) }];
  if (slip.kind === 'runner') return combineEventBook([...names, ...withRunnerBet(book.markets, slip.market, slip.bet)], book.fancy);
  return combineEventBook([...names, ...book.markets], withFancyBet(book.fancy, slip.market, slip.bet));
}
