import type { SnapshotFrom } from 'xstate';
import type { cashOutMachine, CashOutOutcome, CashOutQuote } from '../../../machines/cash-out.machine';

export type CashOutStage = 'idle' | 'confirming' | 'placing' | 'done' | 'failed';

/** What the panel shows of the cash-out actor. */
export interface CashOutView {
  stage: CashOutStage;
  fraction: number;
  /** The quote being confirmed or placed (frozen when asked). */
  held: CashOutQuote | null;
  outcome: CashOutOutcome | null;
  failure: string | null;
}

/** The cash-out actor's snapshot as panel props (one pure mapping, like Zag's connect()). */
export function connectCashOut(snapshot: SnapshotFrom<typeof cashOutMachine>): CashOutView {
  const { fraction, quote, outcome, failure } = snapshot.context;
  return { stage: snapshot.value as CashOutStage, fraction, held: quote, outcome, failure };
}
