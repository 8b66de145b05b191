import { describe, expect, it } from 'vitest';
import { searchMachine } from '../../machines/search.machine';
import { searchModel } from '../../machines/search.model';
import { sessionMachine } from '../../machines/session.machine';
import { sessionModel } from '../../machines/session.model';
import { toastMachine } from '../../machines/toast.machine';
import { toastModel } from '../../machines/toast.model';
import { acceptedEvents, runBench } from './bench';
import { benchSpec } from './bench-spec';
import { recordingOf, replayRecording } from './replay';

const session = benchSpec('session', sessionMachine, sessionModel);
const login = { type: 'session.login', credentials: { userName: 'asha', password: 'secret' } };

describe('workbench engine', () => {
  it('runs a machine with its services waiting for the tester, and logs effects', async () => {
    const run = await runBench(session, { inputIndex: 0, steps: [{ event: login }] });
    expect(run.snapshot.value).toBe('loggingIn');
    expect(run.pending).toEqual(['login']);
    const failed = await runBench(session, {
      inputIndex: 0,
      steps: [{ event: login }, { event: { type: 'xstate.error.actor.login', error: { message: 'Invalid username or password' } } }],
    });
    expect(failed.snapshot.value).toBe('loggedOut');
    expect(failed.snapshot.context.loginError).toBe('Invalid username or password');
    expect(failed.error).toBeNull();
  });

  it('settles services by mode, recording the steps it took', async () => {
    const run = await runBench(session, { inputIndex: 0, steps: [{ event: login }], modes: { login: 'succeed' } });
    expect(run.snapshot.value).toEqual({ loggedIn: 'active' });
    expect(run.steps.map((s) => [s.event.type, !!s.auto])).toEqual([
      ['session.login', false],
      ['xstate.done.actor.login', true],
    ]);
    // Runs never share storage: the same input starts logged out again.
    expect((await runBench(session, { inputIndex: 0, steps: [] })).snapshot.value).toBe('loggedOut');
  });

  it('logs the effects the app would provide', async () => {
    const run = await runBench(session, {
      inputIndex: 1,
      steps: [{ event: { type: 'session.logout' } }, { event: { type: 'xstate.error.actor.logout', error: { message: 'down' } } }],
    });
    expect(run.effects[2]!.map((e) => e.name)).toEqual(expect.arrayContaining(['toastError', 'navigate']));
  });

  it('advances the simulated clock for delayed transitions', async () => {
    const toast = benchSpec('toast', toastMachine, toastModel);
    const shown = await runBench(toast, { steps: [{ event: { type: 'toast.show', kind: 'success', message: 'Bet placed' } }] });
    const [after] = acceptedEvents(shown.snapshot).clock;
    expect(after).toMatch(/^xstate\.after\./);
    const gone = await runBench(toast, { steps: [...shown.steps, { event: { type: after! } }] });
    expect(gone.now).toBe(3000);
    expect(gone.snapshot.value).toBe('hidden');
  });

  it('stops at a step that cannot be taken and says which', async () => {
    const run = await runBench(session, { inputIndex: 0, steps: [{ event: { type: 'xstate.done.actor.login', output: null } }] });
    expect(run.error).toMatch(/step 1 .*no live invocation "login"/);
  });

  it('exports a run and replays it, failing when the machine ends elsewhere', async () => {
    const search = benchSpec('search', searchMachine, searchModel);
    const run = await runBench(search, { steps: [{ event: { type: 'search.focus' } }, { event: { type: 'search.type', text: 'IND' } }] });
    const recording = recordingOf(search, 0, run);
    await expect(replayRecording(search, recording)).resolves.toBeTruthy();
    await expect(replayRecording(search, { ...recording, expect: { value: 'nowhere' } })).rejects.toThrow(/expected "nowhere"/);
    await expect(replayRecording(session, recording)).rejects.toThrow(/replayed against "session"/);
  });
});
