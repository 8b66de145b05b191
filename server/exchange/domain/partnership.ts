import { DomainError } from './errors';

/**
 * Partnership shares (issue #32, docs/adr/partnership.md) — the one place for these rules.
 *
 * A bettor's chain is the levels above it, top (the operator) first. Each level keeps `shareBps`
 * basis points of the WHOLE of the bettor's result; the operator's share is whatever the others
 * leave (10,000 − their sum). A level may give its direct downline at most what it was itself left:
 * super master keeps 20 % → 80 % left → the master keeps at most 80 %, keeps 30 % → the agent at most 50 %.
 *
 * Rounding rule (the one rule): every level below the top gets its exact share of the bettor's
 * result rounded toward zero to the paisa; the top (operator) takes the remainder. So the levels'
 * amounts plus the bettor's net sum to exactly zero, each lower level is less than 1 paisa from its
 * exact share, and the operator absorbs the sub-paisa parts (less than 1 paisa per lower level).
 */

export const WHOLE_BPS = 10_000;

/** One level of a chain: who, at which role, keeping which share of the whole (basis points). */
export interface ChainLevel {
  readonly userId: string;
  readonly role: string;
  readonly shareBps: number;
}

/** A level's part of a bettor's result: + it gains (the bettor lost), − it pays. */
export interface LevelAmount extends ChainLevel {
  readonly amount: number;
}

const isBps = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= WHOLE_BPS;

/**
 * A chain from the levels above a bettor, top first, with the partnership each level keeps; the top's
 * own setting is ignored: it keeps the rest. Refuses a chain whose lower levels keep more than the whole.
 */
export function chainOf(levels: ReadonlyArray<{ userId: string; role: string; partnershipBps: number }>): ChainLevel[] {
  if (levels.length === 0) throw new DomainError('INVALID_INPUT_DATA', 'A chain has at least the top level');
  const below = levels.slice(1);
  for (const l of below) if (!isBps(l.partnershipBps)) throw new DomainError('INVALID_INPUT_DATA', `Share of ${l.userId} must be 0–${WHOLE_BPS} bps`);
  const kept = below.reduce((sum, l) => sum + l.partnershipBps, 0);
  if (kept > WHOLE_BPS) throw new DomainError('INVALID_INPUT_DATA', `The levels below the top keep ${kept} bps, more than the whole`);
  const [top] = levels;
  return [{ userId: top!.userId, role: top!.role, shareBps: WHOLE_BPS - kept }, ...below.map((l) => ({ userId: l.userId, role: l.role, shareBps: l.partnershipBps }))];
}

/**
 * What a level leaves below itself: the whole less the shares kept by the levels from under the top
 * down to (and including) it. `keptAbove` are those shares, top's excluded (the top keeps the rest).
 */
export function shareLeftBelow(keptAbove: readonly number[]): number {
  return WHOLE_BPS - keptAbove.reduce((sum, s) => sum + s, 0);
}

/**
 * The most a level's direct downline may keep: what the level left below itself, less the largest
 * total the downline's own downline already keeps along any one path (so no chain passes the whole).
 */
export function maxShareFor(leftByUpline: number, keptBelowDownline: number): number {
  return Math.max(0, leftByUpline - keptBelowDownline);
}

/** True when `shareBps` is a whole number of basis points within 0…max. */
export function shareWithin(shareBps: unknown, max: number): shareBps is number {
  return isBps(shareBps) && shareBps <= max;
}

/** Exact share toward zero: trunc(x × bps / 10,000), exact for any safe integer x. */
function towardZero(x: number, bps: number): number {
  return Number((BigInt(x) * BigInt(bps)) / BigInt(WHOLE_BPS));
}

/**
 * Splits a bettor's net result (after commission, paise; + the bettor won) along its chain: each
 * level gains what the bettor loses times its share. Every level below the top rounds toward zero;
 * the top takes the remainder, so sum(amounts) + bettorNet = 0 exactly.
 */
export function splitResult(bettorNet: number, chain: readonly ChainLevel[]): LevelAmount[] {
  if (!Number.isSafeInteger(bettorNet)) throw new DomainError('INVALID_INPUT_DATA', 'A bettor result is a whole number of paise');
  if (chain.length === 0) throw new DomainError('INVALID_INPUT_DATA', 'A chain has at least the top level');
  const total = chain.reduce((sum, l) => sum + l.shareBps, 0);
  if (!chain.every((l) => isBps(l.shareBps)) || total !== WHOLE_BPS) throw new DomainError('INVALID_INPUT_DATA', `A chain's shares must sum to ${WHOLE_BPS} bps, got ${total}`);
  const levelsGain = -bettorNet;
  const lower = chain.slice(1).map((l) => ({ ...l, amount: towardZero(levelsGain, l.shareBps) }));
  const top = chain[0]!;
  return [{ ...top, amount: levelsGain - lower.reduce((sum, l) => sum + l.amount, 0) }, ...lower];
}

/**
 * Divides `total` paise over parts in proportion to non-negative `weights` (a bettor's net over the
 * chains its bets carried on one market): each part rounds toward zero, the largest weight takes the
 * remainder; all-zero weights put everything on the first part. Sums to `total` exactly.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new DomainError('INVALID_INPUT_DATA', 'Weights are whole non-negative numbers');
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const parts = weights.map((w) => Number((BigInt(total) * BigInt(w)) / BigInt(sum)));
  const largest = weights.indexOf(Math.max(...weights));
  parts[largest]! += total - parts.reduce((a, p) => a + p, 0);
  return parts;
}
