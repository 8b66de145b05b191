import { useState } from 'react';
import { actFailure } from './error-words';

/** Where an act (a dialog's send) stands: editing, sent and waiting, done, or refused with a reason. */
export type ActState = { status: 'idle' } | { status: 'busy' } | { status: 'done' } | { status: 'failed'; code: string; message: string };

/** Runs one act at a time and keeps its state for the dialog (busy disables the form; a refusal shows in words). */
export function useAct(): [ActState, (work: () => Promise<unknown>) => void, () => void] {
  const [state, setState] = useState<ActState>({ status: 'idle' });
  const run = (work: () => Promise<unknown>) => {
    if (state.status === 'busy') return;
    setState({ status: 'busy' });
    work().then(
      () => setState({ status: 'done' }),
      (err: unknown) => setState({ status: 'failed', ...actFailure(err) }),
    );
  };
  return [state, run, () => setState({ status: 'idle' })];
}
