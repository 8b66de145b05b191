import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createFakeActors } from '../tools/machines/model-driver';
import { createEffectLog, describeModel } from '../tools/machines/model-test-kit';
import { saferBettingMachine, type ProtectionAct } from './safer-betting.machine';
import { saferBettingModel } from './safer-betting.model';

function start() {
  const fakes = createFakeActors();
  const log = createEffectLog();
  const machine = saferBettingMachine.provide({ actors: { saveAct: fakes.promise() }, actions: { notifySaved: log.effect('notifySaved') } });
  return { actor: createActor(machine).start(), fakes, log };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('saferBettingMachine', () => {
  it('sends a limit change at once and says so when the exchange takes it', async () => {
    const { actor, fakes, log } = start();
    const act: ProtectionAct = { kind: 'lossLimit', period: 'WEEK', amount: 200_000 };
    actor.send({ type: 'act.request', act });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    fakes.resolve('saveAct', undefined);
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(log.calls).toEqual([{ name: 'notifySaved', params: { act } }]);
  });

  it('asks to confirm a time-out, and sends nothing when the bettor steps back', () => {
    const { actor, log } = start();
    actor.send({ type: 'act.request', act: { kind: 'timeOut', hours: 168 } });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().can({ type: 'act.request', act: { kind: 'privacy', shareAmountsWithUpline: true } })).toBe(false);
    actor.send({ type: 'act.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.act).toBeNull();
    expect(log.calls).toEqual([]);
  });

  it('sends a confirmed self-exclusion and keeps the exchange refusal with its code', async () => {
    const { actor, fakes, log } = start();
    actor.send({ type: 'act.request', act: { kind: 'selfExclude', months: 6, permanent: false } });
    actor.send({ type: 'act.confirm' });
    expect(actor.getSnapshot().value).toBe('saving');
    fakes.reject('saveAct', Object.assign(new Error('You are already self-excluded'), { code: 'SELF_EXCLUDED' }));
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'SELF_EXCLUDED', message: 'You are already self-excluded' });
    expect(log.calls).toEqual([]);
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describeModel(saferBettingModel, { start: () => start() });
