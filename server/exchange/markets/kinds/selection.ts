import { DomainError } from '../../domain/errors';

/**
 * What a bet is on, one shape per kind of market (the REST body's `selection`):
 * - exchange / bookmaker: a runner at a ladder price (decimal odds);
 * - fancy: the run line and the rate the bettor saw (side BACK = YES, LAY = NO);
 * - outcome: a fixed-odds outcome (lottery digit, binary YES/NO, ball-by-ball result) at the offered odds.
 */
export type BetSelection =
  | { kind: 'exchange'; runnerId: string; price: number }
  | { kind: 'bookmaker'; runnerId: string; price: number }
  | { kind: 'fancy'; line: number; rate: number }
  | { kind: 'outcome'; outcomeId: string; odds: number };

export type SelectionKind = BetSelection['kind'];

/** The selection as the kind a market takes; another kind is INVALID_INPUT_DATA. */
export function fitting<K extends SelectionKind>(selection: BetSelection, kind: K): Extract<BetSelection, { kind: K }> {
  if (selection.kind !== kind) throw new DomainError('INVALID_INPUT_DATA', `selection: this market takes a ${kind} selection, not ${selection.kind}`);
  return selection as Extract<BetSelection, { kind: K }>;
}
