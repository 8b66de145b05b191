import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeActors } from '../tools/machines/model-driver';
import { createEffectLog, describeModel } from '../tools/machines/model-test-kit';
import { matchEvents, searchMachine } from './search.machine';
import { searchEventsFixture, searchModel } from './search.model';

function start() {
  const fakes = createFakeActors();
  const log = createEffectLog();
  const machine = searchMachine.provide({ actors: { loadEvents: fakes.promise() }, actions: { navigate: log.effect('navigate') } });
  return { actor: createActor(machine).start(), fakes, log };
}

describe('matchEvents', () => {
  it('matches sport or event name case-insensitively as a substring', () => {
    expect(matchEvents(searchEventsFixture, 'aUsTr').map((e) => e.exEventId)).toEqual(['31']);
    expect(matchEvents(searchEventsFixture, 'SOCC').map((e) => e.exEventId)).toEqual(['32']);
    expect(matchEvents(searchEventsFixture, ' v ').map((e) => e.exEventId)).toEqual(['31', '32', '33']);
    expect(matchEvents(searchEventsFixture, 'golf')).toEqual([]);
  });
  it('returns nothing for empty text', () => {
    expect(matchEvents(searchEventsFixture, '')).toEqual([]);
    expect(matchEvents(searchEventsFixture, '   ')).toEqual([]);
  });
});

describe('searchMachine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('does not search for empty text', () => {
    const { actor, fakes } = start();
    actor.send({ type: 'search.type', text: '' });
    actor.send({ type: 'search.type', text: '  ' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(fakes.inputs.loadEvents).toBeUndefined();
  });

  it('searches non-empty text and shows the matches', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'search.type', text: 'tennis' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    fakes.resolve('loadEvents', searchEventsFixture);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ active: 'showingResults' });
    expect(actor.getSnapshot().context.results.map((e) => e.eventName)).toEqual(['Alcaraz v Sinner']);
  });

  it('clearing the text hides the results', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'search.type', text: 'a' });
    fakes.resolve('loadEvents', searchEventsFixture);
    await settle();
    actor.send({ type: 'search.type', text: '' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('resultsVisible')).toBe(false);
    expect(actor.getSnapshot().context.results).toEqual([]);
  });

  it('keeps the dropdown 150 ms after blur, then clears it', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'search.type', text: 'cricket' });
    fakes.resolve('loadEvents', searchEventsFixture);
    await settle();
    actor.send({ type: 'search.blur' });
    await vi.advanceTimersByTimeAsync(149);
    expect(actor.getSnapshot().context.results).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('resultsVisible')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.results).toEqual([]);
    expect(actor.getSnapshot().context.text).toBe('cricket');
  });

  it('a click on a result during the blur delay opens the event', async () => {
    const { actor, fakes, log } = start();
    actor.send({ type: 'search.type', text: 'india' });
    fakes.resolve('loadEvents', searchEventsFixture);
    await settle();
    actor.send({ type: 'search.blur' });
    actor.send({ type: 'search.choose', exEventId: '31', sportId: 4 });
    expect(log.calls).toEqual([{ name: 'navigate', params: { path: '/marketdetails/31/4' } }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.text).toBe('');
  });

  it('Escape closes the results at once and keeps the text; focus opens them again', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'search.type', text: 'india' });
    fakes.resolve('loadEvents', searchEventsFixture);
    await settle();
    actor.send({ type: 'search.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('resultsVisible')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ text: 'india', results: [] });
    actor.send({ type: 'search.focus' });
    expect(actor.getSnapshot().value).toEqual({ active: 'searching' });
  });

  it('a failed load shows no results and keeps the error', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'search.type', text: 'x' });
    fakes.reject('loadEvents', new Error('offline'));
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ results: [], error: 'offline' });
  });

  it('refocusing with text searches again', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'search.type', text: 'soccer' });
    fakes.resolve('loadEvents', searchEventsFixture);
    await settle();
    actor.send({ type: 'search.blur' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'search.focus' });
    expect(actor.getSnapshot().value).toEqual({ active: 'searching' });
    expect(fakes.inputs.loadEvents).toHaveLength(2);
  });
});

describeModel(searchModel, {
  start: () => {
    const { actor, fakes } = start();
    return { actor, fakes };
  },
});
