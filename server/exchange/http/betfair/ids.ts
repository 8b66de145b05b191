/**
 * Backlay's ids in Betfair's kinds: an event type is a sport (its numeric id as a string), a
 * competition a tournament, an event an event, a market a market (ids kept as they are: Betfair's
 * marketId is a string). A selectionId is a long: a runner whose id is a whole number keeps it; any
 * other runner (a lottery digit's 'W', a binary 'YES') is numbered by its place in the market,
 * offset by NAMED_RUNNER_BASE so the two never meet.
 */
import type { MarketKind } from '../../markets/kinds';

/** A market's runners in its own order. */
interface RunnerList {
  runners: readonly { runnerId: string }[];
}

const NAMED_RUNNER_BASE = 1_000_000_000;
const NUMERIC = /^[1-9][0-9]{0,8}$/;

/** The selectionId of a market's runner. */
export function selectionIdOf(entry: RunnerList, runnerId: string): number {
  if (NUMERIC.test(runnerId)) return Number(runnerId);
  const index = entry.runners.findIndex((r) => r.runnerId === runnerId);
  return NAMED_RUNNER_BASE + (index < 0 ? entry.runners.length : index);
}

/** The runner of a selectionId in this market, or null. */
export function runnerIdOf(entry: RunnerList, selectionId: number): string | null {
  if (selectionId >= NAMED_RUNNER_BASE) return entry.runners[selectionId - NAMED_RUNNER_BASE]?.runnerId ?? null;
  const runnerId = String(selectionId);
  return entry.runners.some((r) => r.runnerId === runnerId) ? runnerId : null;
}

/** A market's Betfair marketType code: exchange markets by their name (MATCH_ODDS, WIN), the house kinds by their kind. */
export function marketTypeOf(kind: MarketKind, marketName: string): string {
  if (kind === 'exchange') return marketName.trim().toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'EXCHANGE';
  return { bookmaker: 'BOOKMAKER', fancy: 'FANCY', lottery: 'LOTTERY', ballByBall: 'BALL_BY_BALL', binary: 'BINARY' }[kind];
}

/** Betfair's betting type: exchange markets are ODDS; the house kinds (the house is the counterparty at its quote) FIXED_ODDS. */
export function bettingTypeOf(kind: MarketKind): 'ODDS' | 'FIXED_ODDS' {
  return kind === 'exchange' ? 'ODDS' : 'FIXED_ODDS';
}
