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
