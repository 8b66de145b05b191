import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { betSlipFigures, matchedFigures, priceDown, priceModeOf, priceUp, validateBet } from './bet-slip.logic';
import { betSlipMachine } from './bet-slip.machine';
import { betSlipModel } from './bet-slip.model';
import type { BetSelection, BetSlipInput } from './bet-slip.types';
import { createFakeActors } from '../tools/machines/model-driver';
import { describeModel } from '../tools/machines/model-test-kit';

const backIndia: BetSelection = { kind: 'exchange', marketId: '1.1', runnerId: 'r1', runnerName: 'India', side: 'BACK', price: 2.5 };
const layIndia: BetSelection = { ...backIndia, side: 'LAY' };

function start(input: Partial<BetSlipInput> = {}) {
  const fakes = createFakeActors();
  let n = 0;
  const machine = betSlipMachine.provide({ actors: { placeBet: fakes.promise(), awaitOutcome: fakes.promise() } });
  const actor = createActor(machine, {
    input: { minStake: 100, available: 10000, quickStakes: [1000, 5000], createIdempotencyKey: () => `key-${++n}`, ...input },
  }).start();
  return { actor, fakes, snap: () => actor.getSnapshot() };
}

describe('bet slip figures and validation', () => {
  const ctx = { selection: backIndia, price: 2.5, stake: 1000, minStake: 100, available: 10000 };
  it('back: profit = stake × (odds − 1), liability = stake', () => {
    expect(betSlipFigures(ctx)).toEqual({ profit: 1500, liability: 1000 });
  });
  it('lay: profit = stake, liability = stake × (odds − 1)', () => {
    expect(betSlipFigures({ ...ctx, selection: layIndia })).toEqual({ profit: 1000, liability: 1500 });
  });
  it('computes in paise without float drift, rounding as the exchange does', () => {
    expect(betSlipFigures({ selection: backIndia, price: 1.1, stake: 30 })).toEqual({ profit: 3, liability: 30 });
    // 10.10 × 0.07 = 0.707: the exchange's winnings round down to the paisa, so a lay risks 0.70 (issue 12: one rounding rule)
    expect(betSlipFigures({ selection: layIndia, price: 1.07, stake: 1010 })).toEqual({ profit: 1010, liability: 70 });
    // 0.03 × 0.01 = 0.0003: the back wins nothing, the lay risks nothing beyond the exchange's figure
    expect(betSlipFigures({ selection: backIndia, price: 1.01, stake: 3 })).toEqual({ profit: 0, liability: 3 });
    expect(betSlipFigures({ selection: layIndia, price: 1.01, stake: 3 })).toEqual({ profit: 3, liability: 0 });
  });
  it('names every problem', () => {
    expect(validateBet(ctx)).toEqual([]);
    expect(validateBet({ ...ctx, price: 2.51 })).toEqual(['INVALID_ODDS']);
    expect(validateBet({ ...ctx, stake: 0 })).toEqual(['STAKE_REQUIRED']);
    expect(validateBet({ ...ctx, stake: 99 })).toEqual(['INVALID_BET_SIZE']);
    expect(validateBet({ ...ctx, stake: 100 })).toEqual([]); // exactly the minimum
    expect(validateBet({ ...ctx, available: 1000 })).toEqual([]); // exactly the balance
    expect(validateBet({ ...ctx, available: 999 })).toEqual(['INSUFFICIENT_FUNDS']);
    expect(validateBet({ ...ctx, selection: layIndia, stake: 1000, available: 1499 })).toEqual(['INSUFFICIENT_FUNDS']);
    expect(validateBet({ ...ctx, selection: layIndia, stake: 1000, available: 1500 })).toEqual([]);
    expect(validateBet({ ...ctx, price: 1000.5, stake: -5 })).toEqual(['INVALID_ODDS', 'STAKE_REQUIRED']);
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

describe('bet slip selections by kind', () => {
  const noOver45: BetSelection = { kind: 'fancy', marketId: '1.f', runnerName: 'Over 45 NO 45', side: 'LAY', line: 45, rate: 110 };
  const digit7: BetSelection = { kind: 'outcome', marketId: '1.l', outcomeId: '7', runnerName: '7', side: 'BACK', odds: 9.5 };
  const houseIndia: BetSelection = { kind: 'bookmaker', marketId: '1.b', runnerId: 'r1', runnerName: 'India', side: 'BACK', price: 1.9 };

  it('the price mode follows from the kind', () => {
    expect([backIndia, houseIndia, noOver45, digit7].map(priceModeOf)).toEqual(['ladder', 'fixed', 'rate', 'fixed']);
  });

  it('a fancy bet is priced by its rate (NO risks stake × rate), with no odds', () => {
    expect(betSlipFigures({ selection: noOver45, price: 0, stake: 1000 })).toEqual({ profit: 1000, liability: 1100 });
    expect(betSlipFigures({ selection: { ...noOver45, side: 'BACK', rate: 105 }, price: 0, stake: 1000 })).toEqual({ profit: 1050, liability: 1000 });
    expect(validateBet({ selection: { ...noOver45, rate: 105 }, price: 0, stake: 1000, minStake: 100, available: 10000 })).toEqual([]);
    expect(validateBet({ selection: { ...noOver45, rate: 0 }, price: 0, stake: 1000, minStake: 100, available: 10000 })).toEqual(['INVALID_ODDS']);
  });

  it('an outcome takes the house’s fixed odds, on the ladder or not', () => {
    expect(validateBet({ selection: digit7, price: 9.5, stake: 1000, minStake: 100, available: 10000 })).toEqual([]);
    expect(betSlipFigures({ selection: digit7, price: 9.5, stake: 1000 })).toEqual({ profit: 8500, liability: 1000 });
    expect(validateBet({ selection: digit7, price: 1, stake: 1000, minStake: 100, available: 10000 })).toEqual(['INVALID_ODDS']);
  });

  it('places each kind as its own selection; only exchange odds can be stepped', async () => {
    const { actor, fakes, snap } = start();
    for (const selection of [noOver45, digit7, houseIndia]) {
      actor.send({ type: 'selection.choose', selection });
      actor.send({ type: 'price.up' });
      actor.send({ type: 'price.change', price: 3 });
      actor.send({ type: 'stake.change', stake: 1000 });
      actor.send({ type: 'bet.place' });
      fakes.reject('placeBet', { extensions: { code: 'MARKET_SUSPENDED' } });
      await Promise.resolve();
      await Promise.resolve();
      expect(snap().value).toBe('rejected');
    }
    expect((fakes.inputs.placeBet as { selection: unknown }[]).map((i) => i.selection)).toEqual([
      { kind: 'fancy', line: 45, rate: 110 },
      { kind: 'outcome', outcomeId: '7', odds: 9.5 },
      { kind: 'bookmaker', runnerId: 'r1', price: 1.9 },
    ]);
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'price.up' });
    expect(snap().context.price).toBe(2.52);
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
    actor.send({ type: 'stake.quick', amount: 5000 });
    expect(snap().context.stake).toBe(5000);
    actor.send({ type: 'stake.quick', amount: 700 });
    expect(snap().context.stake).toBe(5000);
    actor.send({ type: 'settings.change', quickStakes: [700] });
    actor.send({ type: 'stake.quick', amount: 700 });
    expect(snap().context.stake).toBe(700);
  });

  it('validates ladder, minimum stake and available balance as they change', () => {
    const { actor, snap } = start({ minStake: 500, available: 2000 });
    actor.send({ type: 'selection.choose', selection: layIndia });
    actor.send({ type: 'stake.change', stake: 400 });
    expect(snap().context.errors).toEqual(['INVALID_BET_SIZE']);
    actor.send({ type: 'stake.change', stake: 2000 });
    expect(snap().context.errors).toEqual(['INSUFFICIENT_FUNDS']); // lay liability 30 > 20
    actor.send({ type: 'balance.change', available: 3000 });
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
    actor.send({ type: 'stake.change', stake: 1000 });
    actor.send({ type: 'bet.place' });
    expect(snap().hasTag('busy')).toBe(true);
    expect(fakes.inputs.placeBet).toEqual([
      { marketId: '1.1', side: 'BACK', selection: { kind: 'exchange', runnerId: 'r1', price: 2.5 }, size: 1000, idempotencyKey: 'key-1' },
    ]);
    // Asked 2.5, matched at a better average of 2.52: the outcome carries the exchange's price (issue 19).
    fakes.resolve('placeBet', { betId: 'b1', status: 'EXECUTION_COMPLETE', sizeMatched: 1000, sizeRemaining: 0, averagePriceMatched: 2.52 });
    await settle();
    expect(snap().value).toEqual({ settled: 'matched' });
    expect(snap().context.outcome).toEqual({ status: 'EXECUTION_COMPLETE', betId: 'b1', sizeMatched: 1000, averagePriceMatched: 2.52, sizeRemaining: 0, errorCode: null });
    expect(matchedFigures(snap().context.outcome, 'BACK')).toEqual({ profit: 1520, liability: 1000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(snap().value).toBe('empty');
    expect(snap().context.selection).toBeNull();
  });

  it.each([
    ['EXECUTABLE with 300 matched', { status: 'EXECUTABLE', sizeMatched: 300, sizeRemaining: 700 }, 'partlyMatched'],
    ['EXECUTABLE with none matched', { status: 'EXECUTABLE', sizeMatched: 0, sizeRemaining: 1000 }, 'unmatched'],
  ] as const)('%s shows as %s', async (_name, answer, state) => {
    const { actor, fakes, snap } = start();
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'stake.change', stake: 1000 });
    actor.send({ type: 'bet.place' });
    fakes.resolve('placeBet', { betId: 'b', averagePriceMatched: null, ...answer });
    await settle();
    expect(snap().value).toEqual({ settled: state });
    expect(snap().context.outcome?.status).toBe('EXECUTABLE');
  });

  it.each(['LAPSED', 'CANCELLED', 'VOIDED'] as const)('an order the exchange answers %s (nothing matched) shows as taken or lapsed, its status kept', async (status) => {
    const { actor, fakes, snap } = start();
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'stake.change', stake: 1000 });
    actor.send({ type: 'bet.place' });
    fakes.resolve('placeBet', { betId: 'b', status, sizeMatched: 0, sizeRemaining: 0, averagePriceMatched: null });
    await settle();
    expect(snap().value).toBe('rejected');
    expect(snap().context.outcome).toMatchObject({ status, betId: 'b', errorCode: 'BET_TAKEN_OR_LAPSED' });
  });

  it.each([
    ['MARKET_SUSPENDED', 'MARKET_SUSPENDED'],
    ['INVALID_BACK_LAY_COMBINATION', 'INVALID_BACK_LAY_COMBINATION'],
    [null, 'BET_TAKEN_OR_LAPSED'],
  ] as const)('a bet that lapsed for %s shows that reason’s code (%s)', async (lapseReason, errorCode) => {
    const { actor, fakes, snap } = start();
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'stake.change', stake: 1000 });
    actor.send({ type: 'bet.place' });
    fakes.resolve('placeBet', { betId: 'b', status: 'LAPSED', sizeMatched: 0, sizeRemaining: 0, averagePriceMatched: null, lapseReason });
    await settle();
    expect(snap().value).toBe('rejected');
    expect(snap().context.outcome).toMatchObject({ status: 'LAPSED', betId: 'b', errorCode });
  });

  it('a bet the exchange took that lapsed in the delay is retried as a new bet: a new key, after Try again or Edit then Place', async () => {
    const { actor, fakes, snap } = start();
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'stake.change', stake: 1000 });
    actor.send({ type: 'bet.place' });
    fakes.resolve('placeBet', { betId: 'b1', status: 'LAPSED', sizeMatched: 0, sizeRemaining: 0, averagePriceMatched: null, lapseReason: 'MARKET_SUSPENDED' });
    await settle();
    expect(snap().value).toBe('rejected');
    actor.send({ type: 'bet.retry' });
    fakes.resolve('placeBet', { betId: 'b2', status: 'LAPSED', sizeMatched: 0, sizeRemaining: 0, averagePriceMatched: null, lapseReason: 'MARKET_SUSPENDED' });
    await settle();
    actor.send({ type: 'bet.edit' });
    actor.send({ type: 'bet.place' });
    const keys = (fakes.inputs.placeBet as { idempotencyKey: string }[]).map((i) => i.idempotencyKey);
    expect(keys).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('a rejection keeps the exchange code; retry reuses the key, any change makes a new one', async () => {
    const { actor, fakes, snap } = start();
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'stake.change', stake: 1000 });
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
    actor.send({ type: 'stake.change', stake: 1100 });
    actor.send({ type: 'bet.place' });
    const keys = (fakes.inputs.placeBet as { idempotencyKey: string }[]).map((i) => i.idempotencyKey);
    expect(keys).toEqual(['key-1', 'key-1', 'key-1', 'key-2']);
  });

  it('an overload refusal (SERVICE_BUSY / TOO_MANY_REQUESTS) keeps the wait it names, the selection and the stake: one retry sends the same bet', async () => {
    const { actor, fakes, snap } = start();
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'stake.change', stake: 1000 });
    actor.send({ type: 'bet.place' });
    fakes.resolve('placeBet', { status: 'REJECTED', errorCode: 'SERVICE_BUSY', retryAfterS: 1 });
    await settle();
    expect(snap().value).toBe('rejected');
    expect(snap().context.outcome).toMatchObject({ status: 'REJECTED', errorCode: 'SERVICE_BUSY', retryAfterS: 1 });
    expect(snap().context).toMatchObject({ selection: backIndia, price: 2.5, stake: 1000 });
    actor.send({ type: 'bet.retry' });
    expect(snap().value).toBe('placing');
    fakes.reject('placeBet', { message: 'x', extensions: { code: 'TOO_MANY_REQUESTS', retryAfterS: 2 } });
    await settle();
    expect(snap().context.outcome).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', retryAfterS: 2 });
    expect(snap().context).toMatchObject({ selection: backIndia, stake: 1000 });
    actor.send({ type: 'bet.retry' });
    fakes.resolve('placeBet', { betId: 'b1', status: 'EXECUTION_COMPLETE', sizeMatched: 1000, sizeRemaining: 0, averagePriceMatched: 2.5 });
    await settle();
    expect(snap().value).toEqual({ settled: 'matched' });
    const inputs = fakes.inputs.placeBet as { idempotencyKey: string; size: number; selection: unknown }[];
    expect(inputs).toHaveLength(3);
    for (const input of inputs) expect(input).toMatchObject({ idempotencyKey: 'key-1', size: 1000, selection: { kind: 'exchange', runnerId: 'r1', price: 2.5 } });
  });

  it('counts down an in-play delay on the clock, then shows the outcome', async () => {
    const { actor, fakes, snap } = start();
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'stake.change', stake: 1000 });
    actor.send({ type: 'bet.place' });
    fakes.resolve('placeBet', { betId: 'b7', status: 'PENDING', sizeMatched: 0, sizeRemaining: 1000, averagePriceMatched: null, delayMs: 2500 });
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
    fakes.resolve('awaitOutcome', { betId: 'b7', status: 'EXECUTION_COMPLETE', sizeMatched: 1000, sizeRemaining: 0, averagePriceMatched: 2.5 });
    await settle();
    expect(snap().value).toEqual({ settled: 'matched' });
    expect(snap().context.outcome).toMatchObject({ status: 'EXECUTION_COMPLETE', betId: 'b7', sizeMatched: 1000 });
  });

  it('one click places the clicked runner at once with the one-click stake, through the same placeBet and a fresh key', async () => {
    const { actor, fakes, snap } = start();
    actor.send({ type: 'bet.oneClick', selection: backIndia, stake: 5000 });
    expect(snap().value).toBe('placing');
    expect(fakes.inputs.placeBet).toEqual([{ marketId: '1.1', side: 'BACK', selection: { kind: 'exchange', runnerId: 'r1', price: 2.5 }, size: 5000, idempotencyKey: 'key-1' }]);
    fakes.resolve('placeBet', { betId: 'b1', status: 'EXECUTION_COMPLETE', sizeMatched: 5000, sizeRemaining: 0, averagePriceMatched: 2.5 });
    await settle();
    expect(snap().value).toEqual({ settled: 'matched' });
    // A second click while the outcome shows is a new bet with a new key.
    actor.send({ type: 'bet.oneClick', selection: layIndia, stake: 5000 });
    expect(snap().value).toBe('placing');
    expect((fakes.inputs.placeBet as { idempotencyKey: string; side: string }[]).map((i) => [i.side, i.idempotencyKey])).toEqual([
      ['BACK', 'key-1'],
      ['LAY', 'key-2'],
    ]);
  });

  it('a one-click bet that cannot be placed stops on the slip with what to fix; a click while placing is ignored', async () => {
    const { actor, fakes, snap } = start();
    actor.send({ type: 'bet.oneClick', selection: backIndia, stake: 50 });
    expect(snap().value).toEqual({ editing: 'needsFixing' });
    expect(snap().context.errors).toEqual(['INVALID_BET_SIZE']);
    expect(fakes.inputs.placeBet ?? []).toEqual([]);
    actor.send({ type: 'bet.oneClick', selection: backIndia, stake: 1000 });
    expect(snap().value).toBe('placing');
    actor.send({ type: 'bet.oneClick', selection: layIndia, stake: 1000 });
    expect(snap().value).toBe('placing');
    expect(fakes.inputs.placeBet).toHaveLength(1);
  });

  it('an unprovided placeBet rejects the bet (key kept for a retry)', async () => {
    const actor = createActor(betSlipMachine, { input: { minStake: 100, available: 10000, quickStakes: [] } }).start();
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'stake.change', stake: 200 });
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
