/**
 * What happens to a bet whose price moved between the bettor picking it and placing it — the one
 * place this rule lives (the bet slip machine asks it; the exchange then treats the price sent as a
 * limit: a back never matches below it, a lay never above it).
 *
 * - `never`: any move stops the slip; it shows the new price and the bettor confirms it.
 * - `better`: a move in the bettor's favour (higher odds to back, lower to lay) places at the new
 *   price; a move against them stops as `never` does.
 * - `any`: places at the new price whichever way it moved.
 */
import type { Side } from './side';

/** The bettor's odds-change preference (settings). */
export type AcceptOddsChanges = 'never' | 'better' | 'any';

export const ACCEPT_ODDS_CHANGES: readonly AcceptOddsChanges[] = ['never', 'better', 'any'];

/** The default: take a better price without asking, stop on a worse one. */
export const DEFAULT_ACCEPT_ODDS_CHANGES: AcceptOddsChanges = 'better';

/** Place at `price`, or stop and ask the bettor to confirm the new `price` (`better`: whether it is in their favour). */
export type OddsChangeDecision = { kind: 'place'; price: number } | { kind: 'confirm'; price: number; better: boolean };

/** Is `price` better than `than` for a bettor on `side`? Back wants higher odds, lay lower. */
export function isBetterPrice(side: Side, price: number, than: number): boolean {
  return side === 'BACK' ? price > than : price < than;
}

/**
 * The decision for a bet picked at `picked` when the market now offers `current` on the bettor's side
 * (null: no price there now, e.g. the book emptied — the bet goes as picked and rests or lapses).
 */
export function decideOddsChange(side: Side, picked: number, current: number | null, policy: AcceptOddsChanges): OddsChangeDecision {
  if (current === null || current === picked) return { kind: 'place', price: picked };
  const better = isBetterPrice(side, current, picked);
  if (policy === 'any' || (policy === 'better' && better)) return { kind: 'place', price: current };
  return { kind: 'confirm', price: current, better };
}

/** What the slip says when it stopped on a moved price. */
export function oddsChangeMessage(picked: number, moved: number, better: boolean): string {
  return `The price moved from ${picked.toFixed(2)} to ${moved.toFixed(2)} (${better ? 'better' : 'worse'} for you). Place at ${moved.toFixed(2)}?`;
}
