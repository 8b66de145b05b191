import type { SnapshotFrom } from 'xstate';
import { needsConfirm, type ProtectionAct, type saferBettingMachine } from '../../../machines/safer-betting.machine';

export interface SaferBettingViewState {
  /** An act is on its way to the exchange. */
  busy: boolean;
  /** The time-out or self-exclusion waiting for (or sent after) its confirm step. */
  confirming: ProtectionAct | null;
  /** The exchange's refusal of the last act, in its words. */
  failure: { code: string; message: string } | null;
}

/** The page's machine snapshot as the view's props. */
export function connectSaferBetting(snapshot: SnapshotFrom<typeof saferBettingMachine>): SaferBettingViewState {
  const { act, failure } = snapshot.context;
  const confirming = act !== null && needsConfirm(act) && (snapshot.matches('confirming') || snapshot.matches('saving')) ? act : null;
  return { busy: snapshot.hasTag('busy'), confirming, failure };
}
