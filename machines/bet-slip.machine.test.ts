import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { betSlipFigures, priceDown, priceUp, validateBet } from './bet-slip.logic';
import { betSlipMachine } from './bet-slip.machine';
import { betSlipModel } from './bet-slip.model';
import type { BetSelection, BetSlipInput } from './bet-slip.types';
import { createFakeActors } from './lib/model-driver';
import { describeModel } from './lib/model-test-kit';

const backIndia: BetSelection = { marketId: '1.1', runnerId: 'r1', runnerName: 'India', side: 'BACK', price: 2.5 };
const layIndia: BetSelection = { ...backIndia, side: 'LAY' };

function start(input: Partial<BetSlipInput> = {}) {
  const fakes = createFakeActors();
  let n = 0;
  const machine = betSlipMachine.provide({ actors: { placeBet: fakes.promise(), awaitOutcome: fakes.promise() } });
  const actor = createActor(machine, {
    input: { minStake: 1, availableBalance: 100, quickStakes: [10, 50], createIdempotencyKey: () => `key-${++n}`, ...input },
  }).start();
  return { actor, fakes, snap: () => actor.getSnapshot() };
}

describe('bet slip figures and validation', () => {
  const ctx = { selection: backIndia, price: 2.5, stakeMinor: 1000, minStakeMinor: 100, availableMinor: 10000 };
  it('back: profit = stake × (odds − 1), liability = stake', () => {
    expect(betSlipFigures(ctx)).toEqual({ profit: 15, liability: 10 });
  });
  it('lay: profit = stake, liability = stake × (odds − 1)', () => {
    expect(betSlipFigures({ ...ctx, selection: layIndia })).toEqual({ profit: 10, liability: 15 });
  });
  it('computes in minor units without float drift', () => {
    expect(betSlipFigures({ selection: backIndia, price: 1.1, stakeMinor: 30 })).toEqual({ profit: 0.03, liability: 0.3 });
    expect(betSlipFigures({ selection: layIndia, price: 1.07, stakeMinor: 1010 })).toEqual({ profit: 10.1, liability: 0.71 });
    // 0.03 × 0.01 = 0.0003: profit rounds down, liability up
    expect(betSlipFigures({ selection: backIndia, price: 1.01, stakeMinor: 3 })).toEqual({ profit: 0, liability: 0.03 });
    expect(betSlipFigures({ selection: layIndia, price: 1.01, stakeMinor: 3 })).toEqual({ profit: 0.03, liability: 0.01 });
  });
  it('names every problem', () => {
    expect(validateBet(ctx)).toEqual([]);
    expect(validateBet({ ...ctx, price: 2.51 })).toEqual(['INVALID_ODDS']);
    expect(validateBet({ ...ctx, stakeMinor: 0 })).toEqual(['STAKE_REQUIRED']);
    expect(validateBet({ ...ctx, stakeMinor: 99 })).toEqual(['INVALID_BET_SIZE']);
    expect(validateBet({ ...ctx, stakeMinor: 100 })).toEqual([]); // exactly the minimum
    expect(validateBet({ ...ctx, availableMinor: 1000 })).toEqual([]); // exactly the balance
    expect(validateBet({ ...ctx, availableMinor: 999 })).toEqual(['INSUFFICIENT_FUNDS']);
    expect(validateBet({ ...ctx, selection: layIndia, stakeMinor: 1000, availableMinor: 1499 })).toEqual(['INSUFFICIENT_FUNDS']);
    expect(validateBet({ ...ctx, selection: layIndia, stakeMinor: 1000, availableMinor: 1500 })).toEqual([]);
    expect(validateBet({ ...ctx, price: 1000.5, stakeMinor: -5 })).toEqual(['INVALID_ODDS', 'STAKE_REQUIRED']);
  });
  it('steps prices along the ladder, snapping off-ladder prices', () => {
    expect(priceUp(1.99)).toBe(2);
    expect(priceUp(2)).toBe(2.02);
    expect(priceDown(2)).toBe(1.99);
    expect(priceUp(1.015)).toBe(1.02);
    expect(priceDown(1.015)).toBe(1.01);
    expect(priceDown(1.1)).toBe(1.09);
    expect(priceUp(1000)).toBe(1000);
    expect(priceDown(1.01)).toBe(1.01);
  });
});

describe('betSlipMachine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('starts empty and needs a stake once a runner is chosen', () => {
    const { actor, snap } = start();
    expect(snap().value).toBe('empty');
    actor.send({ type: 'selection.choose', selection: backIndia });
    expect(snap().value).toEqual({ editing: 'needsFixing' });
    expect(snap().context.errors).toEqual(['STAKE_REQUIRED']);
    expect(snap().can({ type: 'bet.place' })).toBe(false);
  });

  it('quick stakes come from settings; other amounts are ignored', () => {
    const { actor, snap } = start();
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'stake.quick', amount: 50 });
    expect(snap().context.stakeMinor).toBe(5000);
    actor.send({ type: 'stake.quick', amount: 7 });
    expect(snap().context.stakeMinor).toBe(5000);
    actor.send({ type: 'settings.change', quickStakes: [7] });
    actor.send({ type: 'stake.quick', amount: 7 });
    expect(snap().context.stakeMinor).toBe(700);
  });

  it('validates ladder, minimum stake and available balance as they change', () => {
    const { actor, snap } = start({ minStake: 5, availableBalance: 20 });
    actor.send({ type: 'selection.choose', selection: layIndia });
    actor.send({ type: 'stake.change', stake: 4 });
    expect(snap().context.errors).toEqual(['INVALID_BET_SIZE']);
    actor.send({ type: 'stake.change', stake: 20 });
    expect(snap().context.errors).toEqual(['INSUFFICIENT_FUNDS']); // lay liability 30 > 20
    actor.send({ type: 'balance.change', availableBalance: 30 });
    expect(snap().value).toEqual({ editing: 'ready' });
    expect(snap().hasTag('placeable')).toBe(true);
    actor.send({ type: 'price.change', price: 2.51 });
    expect(snap().context.errors).toEqual(['INVALID_ODDS']);
    actor.send({ type: 'price.down' });
    expect(snap().context.price).toBe(2.5);
    actor.send({ type: 'price.up' });
    expect(snap().context.price).toBe(2.52);
    expect(snap().context.errors).toEqual(['INSUFFICIENT_FUNDS']);
  });

  it('places with an idempotency key, shows matched, then clears', async () => {
    const { actor, fakes, snap } = start();
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'stake.change', stake: 10 });
    actor.send({ type: 'bet.place' });
    expect(snap().hasTag('busy')).toBe(true);
    expect(fakes.inputs.placeBet).toEqual([{ marketId: '1.1', runnerId: 'r1', side: 'BACK', price: 2.5, stake: 10, idempotencyKey: 'key-1' }]);
    fakes.resolve('placeBet', { betId: 'b1', status: 'MATCHED', sizeMatched: 10 });
    await settle();
    expect(snap().value).toEqual({ settled: 'matched' });
    expect(snap().context.outcome).toEqual({ status: 'MATCHED', betId: 'b1', sizeMatched: 10, errorCode: null });
    await vi.advanceTimersByTimeAsync(3000);
    expect(snap().value).toBe('empty');
    expect(snap().context.selection).toBeNull();
  });

  it.each([
    ['PARTLY_MATCHED', 'partlyMatched'],
    ['UNMATCHED', 'unmatched'],
  ] as const)('%s shows as %s', async (status, state) => {
    const { actor, fakes, snap } = start();
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'stake.change', stake: 10 });
    actor.send({ type: 'bet.place' });
    fakes.resolve('placeBet', { betId: 'b', status, sizeMatched: 3 });
    await settle();
    expect(snap().value).toEqual({ settled: state });
  });

  it('a rejection keeps the exchange code; retry reuses the key, any change makes a new one', async () => {
    const { actor, fakes, snap } = start();
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'stake.change', stake: 10 });
    actor.send({ type: 'bet.place' });
    fakes.resolve('placeBet', { status: 'REJECTED', errorCode: 'MARKET_SUSPENDED' });
    await settle();
    expect(snap().value).toBe('rejected');
    expect(snap().context.outcome?.errorCode).toBe('MARKET_SUSPENDED');
    actor.send({ type: 'bet.retry' });
    fakes.reject('placeBet', { message: 'x', extensions: { code: 'TOO_MANY_REQUESTS' } });
    await settle();
    expect(snap().context.outcome?.errorCode).toBe('TOO_MANY_REQUESTS');
    actor.send({ type: 'bet.retry' });
    fakes.reject('placeBet', new Error('network'));
    await settle();
    expect(snap().context.outcome?.errorCode).toBe('UNKNOWN_ERROR');
    actor.send({ type: 'bet.edit' });
    expect(snap().value).toEqual({ editing: 'ready' });
    actor.send({ type: 'stake.change', stake: 11 });
    actor.send({ type: 'bet.place' });
    const keys = (fakes.inputs.placeBet as { idempotencyKey: string }[]).map((i) => i.idempotencyKey);
    expect(keys).toEqual(['key-1', 'key-1', 'key-1', 'key-2']);
  });

  it('counts down an in-play delay on the clock, then shows the outcome', async () => {
    const { actor, fakes, snap } = start();
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'stake.change', stake: 10 });
    actor.send({ type: 'bet.place' });
    fakes.resolve('placeBet', { betId: 'b7', delayMs: 2500 });
    await settle();
    expect(snap().value).toEqual({ waitingOutDelay: 'countingDown' });
    expect(snap().context.delayRemainingMs).toBe(2500);
    expect(fakes.inputs.awaitOutcome).toEqual([{ betId: 'b7', idempotencyKey: 'key-1' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(snap().context.delayRemainingMs).toBe(1500);
    await vi.advanceTimersByTimeAsync(1000);
    expect(snap().context.delayRemainingMs).toBe(500);
    await vi.advanceTimersByTimeAsync(499);
    expect(snap().value).toEqual({ waitingOutDelay: 'countingDown' });
    await vi.advanceTimersByTimeAsync(1);
    expect(snap().value).toEqual({ waitingOutDelay: 'delayOver' });
    expect(snap().context.delayRemainingMs).toBe(0);
    fakes.resolve('awaitOutcome', { betId: 'b7', status: 'MATCHED', sizeMatched: 10 });
    await settle();
    expect(snap().value).toEqual({ settled: 'matched' });
  });

  it('an unprovided placeBet rejects the bet (key kept for a retry)', async () => {
    const actor = createActor(betSlipMachine, { input: { minStake: 1, availableBalance: 100, quickStakes: [] } }).start();
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'stake.change', stake: 2 });
    actor.send({ type: 'bet.place' });
    await settle();
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(typeof actor.getSnapshot().context.idempotencyKey).toBe('string');
  });
});

describeModel(betSlipModel, {
  start: () => {
    const fakes = createFakeActors();
    const machine = betSlipMachine.provide({ actors: { placeBet: fakes.promise(), awaitOutcome: fakes.promise() } });
    const actor = createActor(machine, { input: (betSlipModel.input as object) as BetSlipInput }).start();
    return { actor, fakes };
  },
});
