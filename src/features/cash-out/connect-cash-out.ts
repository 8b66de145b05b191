import type { SnapshotFrom } from 'xstate';
import type { cashOutMachine } from '../../../machines/cash-out.machine';
import type { CashOutOutcome, CashOutQuote } from '../../../machines/cash-out.types';

export type CashOutStage = 'idle' | 'confirming' | 'placing' | 'requoted' | 'waiting' | 'done' | 'failed';

/** What the panel shows of the cash-out actor. */
export interface CashOutView {
  stage: CashOutStage;
  fraction: number;
  /** The quote being confirmed or placed (frozen when asked; the new one after the price moved). */
  held: CashOutQuote | null;
  outcome: CashOutOutcome | null;
  /** The result came by the order push after the in-play delay (the profits are the live position's). */
  waited: boolean;
  failure: string | null;
}

/** The cash-out actor's snapshot as panel props (one pure mapping, like Zag's connect()). */
export function connectCashOut(snapshot: SnapshotFrom<typeof cashOutMachine>): CashOutView {
  const { fraction, quote, outcome, waited, failure } = snapshot.context;
  return { stage: snapshot.value as CashOutStage, fraction, held: quote, outcome, waited, failure };
}
