import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEffectLog, describeModel } from '../tools/machines/model-test-kit';
import { topNavSports } from './lib/sports';
import { topNavMachine } from './top-nav.machine';
import { topNavModel } from './top-nav.model';

function start(exchangeId = '11') {
  const log = createEffectLog();
  const actor = createActor(topNavMachine.provide({ actions: { navigate: log.effect('navigate') } }), { input: { exchangeId } });
  const published: number[] = [];
  actor.on('sport.published', (e) => published.push(e.sportId));
  actor.start();
  return { actor, log, published };
}

describe('topNavMachine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('hides sports 4339, 66102, 66101 and 66103', () => {
    const sports = [4, 4339, 66102, 66101, 66103, 7, 66104].map((sportId) => ({ sportId }));
    expect(topNavSports(sports).map((s) => s.sportId)).toEqual([4, 7, 66104]);
  });

  it('goes home and publishes the sport 50 ms later', () => {
    const { actor, log, published } = start('11');
    actor.send({ type: 'sport.select', sportId: 2 });
    expect(log.calls).toEqual([{ name: 'navigate', params: { path: '/' } }]);
    expect(actor.getSnapshot().context.chosenSportId).toBe(2);
    vi.advanceTimersByTime(49);
    expect(published).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(published).toEqual([2]);
    expect(actor.getSnapshot().value).toBe('showingSport');
    expect(actor.getSnapshot().context.publishedSportId).toBe(2);
  });

  it('goes to /inplay when the stored exchange is 00', () => {
    const { actor, log } = start('00');
    actor.send({ type: 'sport.select', sportId: 1 });
    expect(log.calls).toEqual([{ name: 'navigate', params: { path: '/inplay' } }]);
    actor.send({ type: 'exchange.change', exchangeId: '11' });
    actor.send({ type: 'sport.select', sportId: 1 });
    expect(log.calls[1]).toEqual({ name: 'navigate', params: { path: '/' } });
  });

  it('publishes after 100 ms when chosen from the side navigation', () => {
    const { actor, published } = start();
    actor.send({ type: 'sport.select', sportId: 4, source: 'sideNav' });
    vi.advanceTimersByTime(99);
    expect(published).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(published).toEqual([4]);
  });

  it('a new choice restarts the delay and only the last one is published', () => {
    const { actor, published } = start();
    actor.send({ type: 'sport.select', sportId: 4 });
    vi.advanceTimersByTime(40);
    actor.send({ type: 'sport.select', sportId: 1 });
    vi.advanceTimersByTime(40);
    expect(published).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(published).toEqual([1]);
  });

  it('horse racing goes to /horseRacing/7 and lottery to /lottery, without publishing', () => {
    const { actor, log, published } = start();
    actor.send({ type: 'sport.select', sportId: 7 });
    expect(actor.getSnapshot().value).toBe('onHorseRacing');
    actor.send({ type: 'sport.select', sportId: 66104 });
    expect(actor.getSnapshot().value).toBe('onLottery');
    vi.advanceTimersByTime(500);
    expect(log.calls.map((c) => c.params)).toEqual([{ path: '/horseRacing/7' }, { path: '/lottery' }]);
    expect(published).toEqual([]);
  });
});

describeModel(topNavModel, { start: (input) => ({ actor: start((input as { exchangeId: string }).exchangeId).actor }) });
