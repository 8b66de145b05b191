import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CASH_OUT_RESULT_MS, cashOutMachine } from './cash-out.machine';
import { cashOutModel, cashOutOutcomeFixture, cashOutPendingFixture, cashOutQuoteFixture, cashOutRequoteFixture, movedAnswer, movedAwayAnswer, placedAnswer, waitingAnswer } from './cash-out.model';
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
    fakes.resolve('placeCashOut', placedAnswer);
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.outcome).toEqual(cashOutOutcomeFixture);
    expect(log.calls).toEqual([{ name: 'notifyDone', params: { outcome: cashOutOutcomeFixture, guaranteed: 2_000 } }]);
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

  it('holds the new quote when the price moved, and one more click places it under its new key', async () => {
    const { actor, fakes, log } = start();
    actor.send({ type: 'cashOut.request', quote: cashOutQuoteFixture, idempotencyKey: 'co-key-0001' });
    actor.send({ type: 'cashOut.confirm' });
    fakes.resolve('placeCashOut', movedAnswer);
    await settle();
    expect(actor.getSnapshot().value).toBe('requoted');
    expect(actor.getSnapshot().context.quote).toEqual(cashOutRequoteFixture);
    expect(log.calls).toEqual([]);
    actor.send({ type: 'cashOut.confirm' });
    expect(fakes.inputs.placeCashOut).toEqual([
      { quote: cashOutQuoteFixture, idempotencyKey: 'co-key-0001' },
      { quote: cashOutRequoteFixture, idempotencyKey: 'co-key-0003' },
    ]);
    fakes.resolve('placeCashOut', placedAnswer);
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(log.calls).toEqual([{ name: 'notifyDone', params: { outcome: cashOutOutcomeFixture, guaranteed: 1_538 } }]);
  });

  it('goes back from the new quote without placing, and fails only when no new quote can be placed', async () => {
    const { actor, fakes, log } = start();
    actor.send({ type: 'cashOut.request', quote: cashOutQuoteFixture, idempotencyKey: 'co-key-0001' });
    actor.send({ type: 'cashOut.confirm' });
    fakes.resolve('placeCashOut', movedAnswer);
    await settle();
    actor.send({ type: 'cashOut.back' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.quote).toBeNull();
    actor.send({ type: 'cashOut.request', quote: cashOutQuoteFixture, idempotencyKey: 'co-key-0005' });
    actor.send({ type: 'cashOut.confirm' });
    fakes.resolve('placeCashOut', movedAwayAnswer);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(log.calls).toEqual([{ name: 'notifyFailed', params: { code: 'PRICE_MOVED' } }]);
  });

  describe('after matching', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it('waits out the in-play delay until the order push says the hedge matched, shows the result, then the live quote again', async () => {
      const { actor, fakes, log } = start();
      actor.send({ type: 'cashOut.request', quote: cashOutQuoteFixture, idempotencyKey: 'co-key-0001' });
      actor.send({ type: 'cashOut.confirm' });
      fakes.resolve('placeCashOut', waitingAnswer);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('waiting');
      expect(actor.getSnapshot().context.outcome).toEqual(cashOutPendingFixture);
      // No timer moves it on: only a push for the hedge's own bet does.
      await vi.advanceTimersByTimeAsync(60_000);
      actor.send({ type: 'order.update', betId: 'b-other', status: 'EXECUTION_COMPLETE' });
      actor.send({ type: 'order.update', betId: 'b-hedge-1', status: 'PENDING' });
      expect(actor.getSnapshot().value).toBe('waiting');
      expect(log.calls).toEqual([]);
      actor.send({ type: 'order.update', betId: 'b-hedge-1', status: 'EXECUTION_COMPLETE', sizeMatched: 12_000 });
      expect(actor.getSnapshot().value).toBe('done');
      expect(actor.getSnapshot().context.waited).toBe(true);
      expect(actor.getSnapshot().context.outcome!.bets[0]).toMatchObject({ status: 'EXECUTION_COMPLETE', sizeMatched: 12_000 });
      expect(log.names()).toEqual(['notifyDone']);
      await vi.advanceTimersByTimeAsync(CASH_OUT_RESULT_MS);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.quote).toBeNull();
    });

    it('a push that settles the bet without its size leaves the size unknown rather than the old 0', async () => {
      const { actor, fakes } = start();
      actor.send({ type: 'cashOut.request', quote: cashOutQuoteFixture, idempotencyKey: 'co-key-0001' });
      actor.send({ type: 'cashOut.confirm' });
      fakes.resolve('placeCashOut', waitingAnswer);
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'order.update', betId: 'b-hedge-1', status: 'EXECUTION_COMPLETE' });
      expect(actor.getSnapshot().value).toBe('done');
      expect(actor.getSnapshot().context.outcome!.bets[0]!.sizeMatched).toBeNull();
    });

    it('a result placed at once also returns to the live quote by itself, or at once on OK', async () => {
      const { actor, fakes } = start();
      actor.send({ type: 'cashOut.request', quote: cashOutQuoteFixture, idempotencyKey: 'co-key-0001' });
      actor.send({ type: 'cashOut.confirm' });
      fakes.resolve('placeCashOut', placedAnswer);
      await vi.advanceTimersByTimeAsync(CASH_OUT_RESULT_MS - 1);
      expect(actor.getSnapshot().value).toBe('done');
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toBe('idle');
    });
  });
});

describeModel(cashOutModel, { start: () => start() });
