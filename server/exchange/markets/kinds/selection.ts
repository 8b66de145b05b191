import { DomainError } from '../../domain/errors';

import type { BetSelection, SelectionKind } from '@domain/bet-contract';

/** What a bet is on (the REST body's `selection`): the contract's union, domain/bet-contract.ts. */
export type { BetSelection, SelectionKind };

/** The selection as the kind a market takes; another kind is INVALID_INPUT_DATA. */
export function fitting<K extends SelectionKind>(selection: BetSelection, kind: K): Extract<BetSelection, { kind: K }> {
  if (selection.kind !== kind) throw new DomainError('INVALID_INPUT_DATA', `selection: this market takes a ${kind} selection, not ${selection.kind}`);
  return selection as Extract<BetSelection, { kind: K }>;
}
