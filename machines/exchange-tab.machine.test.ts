import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXCHANGE_ID, exchangeTabMachine } from './exchange-tab.machine';
import { exchangeTabModel } from './exchange-tab.model';
import { PLEASE_LOGIN_FIRST } from './lib/messages';
import { createEffectLog, describeModel } from '../tools/machines/model-test-kit';
import { exchangeBarSports, exchangeTabs } from './lib/sports';
import { createMemoryStorage, EXCHANGE_NAME_KEY } from './lib/storage';

function start(stored = '', loggedIn = false) {
  const storage = createMemoryStorage(stored ? { [EXCHANGE_NAME_KEY]: stored } : {});
  const log = createEffectLog();
  const machine = exchangeTabMachine.provide({
    actions: { navigate: log.effect('navigate'), toastError: log.effect('toastError'), openPartnerSite: log.effect('openPartnerSite') },
  });
  const actor = createActor(machine, { input: { storage, loggedIn } });
  const published: unknown[] = [];
  actor.on('exchange.published', (e) => published.push(e));
  actor.start();
  return { actor, log, storage, published };
}

describe('exchangeTabMachine', () => {
  it("defaults to '11' (home tab active) and does not navigate on start", () => {
    const { actor, log } = start();
    expect(DEFAULT_EXCHANGE_ID).toBe('11');
    expect(actor.getSnapshot().context.selectedId).toBe('11');
    expect(actor.getSnapshot().value).toBe('onHome');
    expect(actor.getSnapshot().hasTag('homeTab')).toBe(true);
    expect(log.calls).toEqual([]);
  });

  it('restores the stored exchangeName', () => {
    expect(start('00').actor.getSnapshot().value).toBe('onInplay');
    expect(start('66103').actor.getSnapshot().value).toBe('onBinary');
    expect(start('77').actor.getSnapshot().value).toBe('onCricketHome');
  });

  it.each([
    ['00', '/inplay', 'onInplay', 'inplay'],
    ['11', '/', 'onHome', 'exchange'],
    ['98', '/tipsreview', 'onTipsReview', 'exchange'],
    ['66101', '/virtualsports', 'onVirtualSports', 'exchange'],
    ['16', '/intcasino', 'onInternationalCasino', 'exchange'],
    ['66103', '/binary', 'onBinary', 'exchange'],
    ['4', '/', 'onCricketHome', 'exchange'],
    ['7', '/', 'onCricketHome', 'exchange'],
  ])('selecting %s navigates to %s, stores it and publishes', (exchangeId, path, state, kind) => {
    const { actor, log, storage, published } = start('98');
    actor.send({ type: 'exchange.select', exchangeId });
    expect(actor.getSnapshot().value).toBe(state);
    expect(log.calls).toEqual([{ name: 'navigate', params: { path } }]);
    expect(storage.get(EXCHANGE_NAME_KEY)).toBe(exchangeId);
    expect(published).toEqual([{ type: 'exchange.published', kind, exchangeId }]);
    expect(actor.getSnapshot().hasTag('homeTab')).toBe(exchangeId === '11');
  });

  it('VIMAAN (88022) without a token: Please Login first! and back to root, selection unchanged', () => {
    const { actor, log, storage, published } = start('00');
    actor.send({ type: 'exchange.select', exchangeId: '88022' });
    expect(log.calls).toEqual([
      { name: 'toastError', params: { message: PLEASE_LOGIN_FIRST } },
      { name: 'navigate', params: { path: '/' } },
    ]);
    expect(PLEASE_LOGIN_FIRST).toBe('Please Login first! ');
    expect(actor.getSnapshot().context.selectedId).toBe('00');
    expect(storage.get(EXCHANGE_NAME_KEY)).toBe('00');
    expect(published).toEqual([]);
  });

  it('follows a page reached without it (a link, the address bar): selects its exchange silently, stores and publishes it', () => {
    const { actor, log, storage, published } = start('16');
    actor.send({ type: 'page.change', path: '/marketdetails/41001/4' });
    expect(actor.getSnapshot().value).toBe('onHome');
    expect(storage.get(EXCHANGE_NAME_KEY)).toBe('11');
    actor.send({ type: 'page.change', path: '/inplay' });
    expect(actor.getSnapshot().value).toBe('onInplay');
    expect(published).toEqual([
      { type: 'exchange.published', kind: 'exchange', exchangeId: '11' },
      { type: 'exchange.published', kind: 'inplay', exchangeId: '00' },
    ]);
    expect(log.calls).toEqual([]);
  });

  it('keeps its selection on a page of its own exchange or of none (account pages), publishing nothing', () => {
    const { actor, storage, published } = start('00');
    actor.send({ type: 'page.change', path: '/inplay' });
    actor.send({ type: 'page.change', path: '/accountstatment' });
    expect(actor.getSnapshot().value).toBe('onInplay');
    expect(storage.get(EXCHANGE_NAME_KEY)).toBe('00');
    expect(published).toEqual([]);
  });

  it('VIMAAN with a token opens the partner site', () => {
    const { actor, log } = start('', false);
    actor.send({ type: 'session.change', loggedIn: true });
    actor.send({ type: 'exchange.select', exchangeId: '88022' });
    expect(log.names()).toEqual(['openPartnerSite']);
    expect(actor.getSnapshot().value).toBe('onHome');
  });
});

describe('exchange tabs and bar sports', () => {
  it('adds Inplay (00, sequence 0) and VIMAAN (88022, sequence 9), drops ids 10 and 32, orders by sequence', () => {
    const tabs = exchangeTabs([
      { exchangeId: '11', exchangeName: 'Exchange', sequence: 1 },
      { exchangeId: '10', exchangeName: 'Hidden', sequence: 2 },
      { exchangeId: '32', exchangeName: 'Hidden too', sequence: 3 },
      { exchangeId: '98', exchangeName: 'Tips', sequence: 10 },
      { exchangeId: '16', exchangeName: 'Casino', sequence: 4 },
    ]);
    expect(tabs.map((t) => [t.exchangeId, t.sequence])).toEqual([
      ['00', 0],
      ['11', 1],
      ['16', 4],
      ['88022', 9],
      ['98', 10],
    ]);
    expect(tabs.find((t) => t.exchangeId === '00')?.exchangeName).toBe('Inplay');
    expect(tabs.find((t) => t.exchangeId === '88022')?.exchangeName).toBe('VIMAAN');
  });

  it('shows only sports 4, 66101 and 66103 in the exchange bar', () => {
    const sports = [4, 1, 2, 66101, 66103, '4339', 7].map((sportId) => ({ sportId, sportName: String(sportId) }));
    expect(exchangeBarSports(sports).map((s) => s.sportId)).toEqual([4, 66101, 66103]);
  });
});

describeModel(exchangeTabModel, {
  start: (input) => {
    const { stored, loggedIn } = input as { stored: string; loggedIn: boolean };
    return { actor: start(stored, loggedIn).actor };
  },
});
