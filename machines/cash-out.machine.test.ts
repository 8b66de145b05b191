import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { cashOutMachine } from './cash-out.machine';
import { cashOutModel, cashOutOutcomeFixture, cashOutQuoteFixture } from './cash-out.model';
import { createFakeActors } from '../tools/machines/model-driver';
import { createEffectLog, describeModel } from '../tools/machines/model-test-kit';

function start() {
  const fakes = createFakeActors();
  const log = createEffectLog();
  const machine = cashOutMachine.provide({ actors: { placeCashOut: fakes.promise() }, actions: { notifyDone: log.effect('notifyDone'), notifyFailed: log.effect('notifyFailed') } });
  return { actor: createActor(machine).start(), fakes, log };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cashOutMachine', () => {
  it('places exactly the quote the bettor confirmed, under its key, and reports what matched', async () => {
    const { actor, fakes, log } = start();
    actor.send({ type: 'fraction.change', fraction: 0.5 });
    actor.send({ type: 'cashOut.request', quote: cashOutQuoteFixture, idempotencyKey: 'co-key-0001' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'cashOut.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs.placeCashOut).toEqual([{ quote: cashOutQuoteFixture, idempotencyKey: 'co-key-0001' }]);
    fakes.resolve('placeCashOut', cashOutOutcomeFixture);
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.outcome).toEqual(cashOutOutcomeFixture);
    expect(log.calls).toEqual([{ name: 'notifyDone', params: { outcome: cashOutOutcomeFixture } }]);
    expect(actor.getSnapshot().context.fraction).toBe(0.5);
  });

  it('keeps the refusal code, and a new quote can be confirmed straight away', async () => {
    const { actor, fakes, log } = start();
    actor.send({ type: 'cashOut.request', quote: cashOutQuoteFixture, idempotencyKey: 'co-key-0001' });
    actor.send({ type: 'cashOut.confirm' });
    fakes.reject('placeCashOut', Object.assign(new Error('moved'), { extensions: { code: 'PRICE_MOVED' } }));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('PRICE_MOVED');
    expect(log.calls).toEqual([{ name: 'notifyFailed', params: { code: 'PRICE_MOVED' } }]);
    actor.send({ type: 'cashOut.request', quote: { ...cashOutQuoteFixture, bets: [{ ...cashOutQuoteFixture.bets[0]!, price: 2.6, size: 11_538 }] }, idempotencyKey: 'co-key-0002' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('does not confirm a quote that cannot be placed, nor an odd share', () => {
    const { actor } = start();
    actor.send({ type: 'fraction.change', fraction: 0.3 });
    actor.send({ type: 'cashOut.request', quote: { ...cashOutQuoteFixture, available: false, bets: [] }, idempotencyKey: 'co-key-0003' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fraction).toBe(1);
  });
});

describeModel(cashOutModel, { start: () => start() });
