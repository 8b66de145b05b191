/** The bet slip's odds-change paths: the bettor's `acceptOddsChanges` against the live price (domain/odds-change.ts). */
import { createActor, fromCallback } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { AcceptOddsChanges } from '@domain/odds-change';
import { betSlipMachine } from './bet-slip.machine';
import type { BetSelection, BetSlipEvent } from './bet-slip.types';
import { createFakeActors } from '../tools/machines/model-driver';

const backIndia: BetSelection = { kind: 'exchange', marketId: '1.1', runnerId: 'r1', runnerName: 'India', side: 'BACK', price: 2.5 };
const layIndia: BetSelection = { ...backIndia, side: 'LAY' };

function start(acceptOddsChanges: AcceptOddsChanges, available = 100_000) {
  const fakes = createFakeActors();
  const watched: BetSelection[] = [];
  let n = 0;
  const machine = betSlipMachine.provide({
    actors: {
      placeBet: fakes.promise(),
      awaitOutcome: fakes.promise(),
      watchPrice: fromCallback<BetSlipEvent, BetSelection>(({ input }) => void watched.push(input)),
    },
  });
  const actor = createActor(machine, { input: { minStake: 100, available, quickStakes: [1000], createIdempotencyKey: () => `key-${++n}`, acceptOddsChanges } }).start();
  const placed = () => (fakes.inputs.placeBet ?? []) as { selection: { price: number }; idempotencyKey: string }[];
  return { actor, watched, placed, snap: () => actor.getSnapshot() };
}

function pick(actor: ReturnType<typeof start>['actor'], selection: BetSelection, marketPrice: number | null) {
  actor.send({ type: 'selection.choose', selection });
  actor.send({ type: 'stake.change', stake: 1000 });
  actor.send({ type: 'odds.update', price: marketPrice });
  actor.send({ type: 'bet.place' });
}

describe('bet slip: odds changes', () => {
  it('watches the price of the selection on screen, again for each new selection', () => {
    const { actor, watched } = start('better');
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'selection.choose', selection: layIndia });
    expect(watched).toEqual([backIndia, layIndia]);
  });

  it('an unmoved price places as picked', () => {
    const { actor, placed, snap } = start('never');
    pick(actor, backIndia, 2.5);
    expect(snap().value).toBe('placing');
    expect(placed()[0]!.selection.price).toBe(2.5);
  });

  it('never: a move, even a better one, stops with the new price until the bettor confirms', () => {
    const { actor, placed, snap } = start('never');
    pick(actor, backIndia, 2.6);
    expect(snap().value).toBe('priceMoved');
    expect(snap().context.priceMove).toEqual({ from: 2.5, to: 2.6, better: true });
    expect(placed()).toEqual([]);
    actor.send({ type: 'odds.accept' });
    expect(snap().value).toBe('placing');
    expect(placed()[0]!.selection.price).toBe(2.6);
    expect(snap().context.priceMove).toBeNull();
  });

  it('never: editing instead keeps the picked price and places nothing', () => {
    const { actor, placed, snap } = start('never');
    pick(actor, backIndia, 2.4);
    actor.send({ type: 'bet.edit' });
    expect(snap().value).toEqual({ editing: 'ready' });
    expect(snap().context.price).toBe(2.5);
    expect(placed()).toEqual([]);
  });

  it('better: places at a higher back price, stops on a lower one', () => {
    const up = start('better');
    pick(up.actor, backIndia, 2.6);
    expect(up.snap().value).toBe('placing');
    expect(up.placed()[0]!.selection.price).toBe(2.6);

    const down = start('better');
    pick(down.actor, backIndia, 2.4);
    expect(down.snap().value).toBe('priceMoved');
    expect(down.snap().context.priceMove).toEqual({ from: 2.5, to: 2.4, better: false });
  });

  it('better: places at a lower lay price, stops on a higher one', () => {
    const down = start('better');
    pick(down.actor, layIndia, 2.4);
    expect(down.placed()[0]!.selection.price).toBe(2.4);

    const up = start('better');
    pick(up.actor, layIndia, 2.6);
    expect(up.snap().value).toBe('priceMoved');
  });

  it('any: places at the new price either way', () => {
    const { actor, placed } = start('any');
    pick(actor, layIndia, 2.6);
    expect(placed()[0]!.selection.price).toBe(2.6);
  });

  it('a price the bettor stepped is their limit: placed as set, whatever the market shows', () => {
    const { actor, placed, snap } = start('never');
    actor.send({ type: 'selection.choose', selection: backIndia });
    actor.send({ type: 'price.up' });
    actor.send({ type: 'stake.change', stake: 1000 });
    actor.send({ type: 'odds.update', price: 2.3 });
    actor.send({ type: 'bet.place' });
    expect(snap().value).toBe('placing');
    expect(placed()[0]!.selection.price).toBe(2.52);
  });

  it('a new price whose lay liability passes the balance goes back to fixing, not placing', () => {
    const { actor, placed, snap } = start('any', 2000);
    pick(actor, layIndia, 4);
    expect(snap().value).toEqual({ editing: 'needsFixing' });
    expect(snap().context.errors).toEqual(['INSUFFICIENT_FUNDS']);
    expect(snap().context.price).toBe(4);
    expect(placed()).toEqual([]);
  });

  it('the preference follows settings', () => {
    const { actor, snap } = start('never');
    actor.send({ type: 'settings.change', acceptOddsChanges: 'any' });
    pick(actor, backIndia, 2.4);
    expect(snap().value).toBe('placing');
  });

  it('a bookmaker quote that moved is placed at the new quote once accepted', () => {
    const { actor, placed } = start('never');
    pick(actor, { kind: 'bookmaker', marketId: '1.b', runnerId: 'r1', runnerName: 'India', side: 'BACK', price: 1.9 }, 1.85);
    actor.send({ type: 'odds.accept' });
    expect(placed()[0]!.selection).toEqual({ kind: 'bookmaker', runnerId: 'r1', price: 1.85 });
  });
});
