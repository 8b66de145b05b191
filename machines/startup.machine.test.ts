import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeActors } from '../tools/machines/model-driver';
import { createEffectLog, describeModel } from '../tools/machines/model-test-kit';
import { createMemoryStorage, THEME_CONFIG_KEY } from './lib/storage';
import { startupMachine } from './startup.machine';
import { startupFixtures, startupModel, themeFixture } from './startup.model';
import { THEME_POLL_MS } from './startup.types';
import type { StartupLists } from './startup.types';

const listIds = Object.keys(startupFixtures) as (keyof typeof startupFixtures)[];

function start() {
  const storage = createMemoryStorage();
  const fakes = createFakeActors();
  const log = createEffectLog();
  const machine = startupMachine.provide({
    actors: Object.fromEntries(
      [...listIds, 'checkSports', 'loadThemeConfig', 'loadSupportInfo'].map((id) => [id, fakes.promise()]),
    ) as never,
    actions: {
      storeLists: log.effect('storeLists'),
      applyTheme: log.effect('applyTheme'),
      storeSupportInfo: log.effect('storeSupportInfo'),
      logError: log.effect('logError'),
    },
  });
  const actor = createActor(machine, { input: { storage } }).start();
  return { actor, fakes, log, storage };
}

describe('startupMachine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('loads the five lists in parallel and stores them only when all complete', async () => {
    const { actor, fakes, log } = start();
    for (const id of listIds) expect(fakes.inputs[id]).toHaveLength(1);
    for (const id of listIds.slice(0, 4)) fakes.resolve(id, startupFixtures[id]);
    await settle();
    expect(log.names()).toEqual([]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    fakes.resolve('loadExchangeTypes', startupFixtures.loadExchangeTypes);
    await settle();
    expect(log.calls).toEqual([
      {
        name: 'storeLists',
        params: {
          casinoEvents: startupFixtures.loadCasinoEvents,
          sports: [{ sportId: 4, sportName: 'Cricket' }],
          allEvents: startupFixtures.loadAllEvents,
          racingEvents: startupFixtures.loadRacingEvents,
          exchangeTypes: startupFixtures.loadExchangeTypes,
        },
      },
    ]);
    expect(actor.getSnapshot().value).toBe('checkingSports');
    expect(fakes.inputs.checkSports).toEqual([{ sports: [{ sportId: 4, sportName: 'Cricket' }] }]);
  });

  it('logs a failed list naming its endpoint and stores it as empty', async () => {
    const { fakes, log, actor } = start();
    fakes.reject('loadSports', new Error('boom'));
    fakes.reject('loadAllEvents', new Error('boom'));
    for (const id of ['loadCasinoEvents', 'loadRacingEvents', 'loadExchangeTypes'] as const) fakes.resolve(id, startupFixtures[id]);
    await settle();
    expect(log.calls.filter((c) => c.name === 'logError').map((c) => (c.params as { message: string }).message)).toEqual([
      'Startup: sports list failed',
      'Startup: all events list failed',
    ]);
    const stored = log.calls.find((c) => c.name === 'storeLists')!.params as StartupLists;
    expect(stored.sports).toEqual([]);
    expect(stored.allEvents).toEqual({});
    expect(stored.casinoEvents).toEqual(startupFixtures.loadCasinoEvents);
    expect(actor.getSnapshot().context.failedLists).toEqual(['sports', 'allEvents']);
  });

  it('polls theme config every 50 ms until available, then stores and applies it, then loads support info', async () => {
    const { actor, fakes, log, storage } = start();
    for (const id of listIds) fakes.resolve(id, startupFixtures[id]);
    await settle();
    fakes.resolve('checkSports', undefined);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loadingTheme: 'fetching' });
    fakes.resolve('loadThemeConfig', null);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loadingTheme: 'waiting' });
    await vi.advanceTimersByTimeAsync(THEME_POLL_MS - 1);
    expect(fakes.inputs.loadThemeConfig).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fakes.inputs.loadThemeConfig).toHaveLength(2);
    fakes.reject('loadThemeConfig', new Error('not yet'));
    await vi.advanceTimersByTimeAsync(THEME_POLL_MS);
    expect(fakes.inputs.loadThemeConfig).toHaveLength(3);
    fakes.resolve('loadThemeConfig', themeFixture);
    await settle();
    expect(JSON.parse(storage.get(THEME_CONFIG_KEY)!)).toEqual(themeFixture);
    expect(log.calls.find((c) => c.name === 'applyTheme')?.params).toEqual(themeFixture);
    expect(actor.getSnapshot().context.themeAttempts).toBe(3);
    expect(actor.getSnapshot().value).toBe('loadingSupport');
    fakes.resolve('loadSupportInfo', { whatsapp: '1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(log.calls.at(-1)).toEqual({ name: 'storeSupportInfo', params: { info: { whatsapp: '1' } } });
  });

  it('logs a failed sports check or support call and carries on', async () => {
    const { actor, fakes, log } = start();
    for (const id of listIds) fakes.resolve(id, startupFixtures[id]);
    await settle();
    fakes.reject('checkSports', new Error('x'));
    await settle();
    fakes.resolve('loadThemeConfig', themeFixture);
    await settle();
    fakes.reject('loadSupportInfo', new Error('y'));
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(log.calls.filter((c) => c.name === 'logError').map((c) => (c.params as { message: string }).message)).toEqual([
      'Startup: sports check failed',
      'Startup: customer support info failed',
    ]);
  });

  it('unprovided effects fail loudly: calls reject into the log, then storeLists stops the actor', async () => {
    const errors: unknown[] = [];
    const actor = createActor(startupMachine.provide({ actions: { logError: (_, p) => void errors.push(p.error) } }), {
      input: { storage: createMemoryStorage() },
    });
    actor.subscribe({ error: () => {} });
    actor.start();
    await settle();
    expect(errors.map(String)).toHaveLength(5);
    expect(String(errors[0])).toMatch(/startupMachine: "loadCasinoEvents" is not provided/);
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toMatch(/"storeLists" is not provided/);
  });
});

describeModel(startupModel, {
  start: () => {
    const { actor, fakes } = start();
    return { actor, fakes };
  },
  // Context carries retry counts and arrival order, which paths do not pin down.
  project: (s) => s.value,
});
