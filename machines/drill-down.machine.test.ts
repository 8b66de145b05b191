import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { drillDownMachine } from './drill-down.machine';
import { drillDownModel } from './drill-down.model';
import { createEffectLog, describeModel } from '../tools/machines/model-test-kit';
import { sideNavSports } from './lib/sports';

function start() {
  const log = createEffectLog();
  const actor = createActor(drillDownMachine.provide({ actions: { navigate: log.effect('navigate') } }));
  const selected: number[] = [];
  actor.on('sport.selected', (e) => selected.push(e.sportId));
  actor.start();
  return { actor, log, selected };
}

describe('drillDownMachine', () => {
  it('hides sports 4339 and 66102 in the side navigation', () => {
    expect(sideNavSports([4, 4339, 66102, 66103].map((sportId) => ({ sportId }))).map((s) => s.sportId)).toEqual([4, 66103]);
  });

  it('drills sports → competitions → events and opens an event', () => {
    const { actor, log, selected } = start();
    expect(actor.getSnapshot().value).toEqual({ menu: 'browsingSports', drawer: 'closed' });
    actor.send({ type: 'sport.choose', sportId: 2 });
    expect(actor.getSnapshot().matches({ menu: 'browsingCompetitions' })).toBe(true);
    expect(selected).toEqual([2]);
    actor.send({ type: 'competition.choose', competitionId: 'c1' });
    expect(actor.getSnapshot().matches({ menu: 'browsingEvents' })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ sportId: 2, competitionId: 'c1' });
    actor.send({ type: 'event.choose', eventId: '99', sportId: 2 });
    expect(log.calls).toEqual([{ name: 'navigate', params: { path: '/marketdetails/99/2' } }]);
  });

  it('Previous steps back one level; back from competitions re-selects Cricket (4)', () => {
    const { actor, selected } = start();
    actor.send({ type: 'sport.choose', sportId: 1 });
    actor.send({ type: 'competition.choose', competitionId: 'c1' });
    actor.send({ type: 'nav.previous' });
    expect(actor.getSnapshot().matches({ menu: 'browsingCompetitions' })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ sportId: 1, competitionId: null });
    actor.send({ type: 'nav.previous' });
    expect(actor.getSnapshot().matches({ menu: 'browsingSports' })).toBe(true);
    expect(actor.getSnapshot().context.sportId).toBe(4);
    expect(selected).toEqual([1, 4]);
  });

  it('the drawer opens, toggles, and closes when an item is chosen', () => {
    const { actor } = start();
    actor.send({ type: 'drawer.toggle' });
    expect(actor.getSnapshot().hasTag('drawerOpen')).toBe(true);
    actor.send({ type: 'drawer.choose' });
    expect(actor.getSnapshot().hasTag('drawerOpen')).toBe(false);
    actor.send({ type: 'drawer.open' });
    actor.send({ type: 'sport.choose', sportId: 4 });
    expect(actor.getSnapshot().value).toEqual({ menu: 'browsingCompetitions', drawer: 'closed' });
    actor.send({ type: 'drawer.open' });
    actor.send({ type: 'drawer.close' });
    expect(actor.getSnapshot().hasTag('drawerOpen')).toBe(false);
  });
});

describeModel(drillDownModel, { start: () => ({ actor: start().actor }) });
