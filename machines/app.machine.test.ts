import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { appMachine } from './app.machine';
import type { AccountFeedEvent } from './app.machine';
import type { betSlipMachine } from './bet-slip.machine';
import { exchangeTabMachine } from './exchange-tab.machine';
import { drillDownMachine } from './drill-down.machine';
import { appModel } from './app.model';
import { describeModel } from '../tools/machines/model-test-kit';
import { createMemoryStorage, TOKEN_KEY, USER_DETAIL_KEY } from './lib/storage';
import type { LoginCredentials, LoginAnswer } from './session.machine';
import { sessionMachine } from './session.machine';
import { startupMachine } from './startup.machine';
import { topNavMachine } from './top-nav.machine';
import { realityCheckMachine, type RealityCheckSchedule } from './reality-check.machine';
import { routeGuardMachine } from './route-guard.machine';

const CHILDREN = ['session', 'toast', 'startup', 'exchangeTab', 'topNav', 'drillDown', 'casinoLaunch', 'betSlip', 'search', 'liveStream', 'routeGuard', 'realityCheck'] as const;
const pending = fromPromise<never, never>(() => new Promise<never>(() => {}));
/** What the account feed sends the slip when it starts (the shape is the slip's own). */
const FEED_EVENT = { type: 'settings.change', quickStakes: [100, 500] } as unknown as AccountFeedEvent;

function start({ loggedIn = false } = {}) {
  const storage = createMemoryStorage(
    loggedIn ? { [TOKEN_KEY]: 'stored-token', [USER_DETAIL_KEY]: JSON.stringify({ isLogin: 1, data: { userName: 'demo', isLogin: 1 } }) } : {},
  );
  return startWith({ storage });
}

/** `logoutNeverEnds`: the session's logout call stays in flight (the model replays the root's own states, not the session's). */
function startWith(input: { storage: ReturnType<typeof createMemoryStorage> }, { logoutNeverEnds = false } = {}) {
  const effects: string[] = [];
  const slipEvents: { type: string }[] = [];
  const feed = { started: 0, stopped: 0 };
  const noop = () => {};
  const machine = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          login: fromPromise<LoginAnswer, LoginCredentials>(async ({ input }) => ({
            token: 'new-token',
            userDetail: { isLogin: 1, data: { userName: input.userName, isLogin: 1 } },
          })),
          logout: logoutNeverEnds ? (pending as never) : fromPromise<void, { token: string | null }>(async () => {}),
        },
        actions: { navigate: noop, reload: noop, toastError: noop },
      }),
      startup: startupMachine.provide({
        actors: {
          loadCasinoEvents: pending,
          loadSports: pending,
          loadAllEvents: pending,
          loadRacingEvents: pending,
          loadExchangeTypes: pending,
        } as never,
      }),
      exchangeTab: exchangeTabMachine.provide({ actions: { navigate: noop, toastError: noop, openPartnerSite: noop } }),
      topNav: topNavMachine.provide({ actions: { navigate: (_, { path }) => void effects.push(`topNav.navigate ${path}`) } }),
      drillDown: drillDownMachine.provide({ actions: { navigate: noop } }),
      routeGuard: routeGuardMachine.provide({ actions: { navigate: noop, tellRefusal: noop } }),
      realityCheck: realityCheckMachine.provide({
        actors: { scheduleFeed: fromCallback(() => noop), tabs: fromCallback(() => noop), answer: fromPromise<RealityCheckSchedule | null, { keepPlaying: boolean }>(async () => null) },
      }),
      // The slip is replaced by a recorder: these tests are about what reaches it, not what it does.
      betSlip: fromCallback(({ receive }) => receive((event) => void slipEvents.push(event))) as unknown as typeof betSlipMachine,
      accountFeed: fromCallback<AccountFeedEvent>(({ sendBack }) => {
        feed.started += 1;
        sendBack(FEED_EVENT);
        return () => void (feed.stopped += 1);
      }),
    },
    actions: { revalidateRoutes: () => void effects.push('revalidateRoutes'), navigate: (_, { path }) => void effects.push(`navigate ${path}`) },
  });
  const actor = createActor(machine, { input }).start();
  const child = <K extends (typeof CHILDREN)[number]>(id: K) => actor.getSnapshot().children[id]!;
  return { actor, child, effects, slipEvents, feed };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('appMachine', () => {
  it('spawns every long-lived actor of the shell under its id and system id', () => {
    const { actor } = start();
    for (const id of CHILDREN) {
      expect(actor.getSnapshot().children[id], id).toBeDefined();
      expect(actor.system.get(id), id).toBe(actor.getSnapshot().children[id]);
    }
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(false);
  });

  it('starts logged in from storage: the account feed runs and the children start logged in', () => {
    const { actor, child, feed, slipEvents } = start({ loggedIn: true });
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(feed).toEqual({ started: 1, stopped: 0 });
    expect(slipEvents).toEqual([FEED_EVENT]);
    expect(child('exchangeTab').getSnapshot().context.loggedIn).toBe(true);
    expect(child('casinoLaunch').getSnapshot().context.token).toBe('stored-token');
    expect(child('liveStream').getSnapshot().context.loggedIn).toBe(true);
  });

  it('a login tells the other actors, closes the login popup, runs the guards again and starts the account feed', async () => {
    const { actor, child, effects, feed, slipEvents } = start();
    actor.send({ type: 'popup.open', name: 'login' });
    expect(actor.getSnapshot().context.popup).toBe('login');
    child('session').send({ type: 'session.login', credentials: { userName: 'demo', password: 'pw' } });
    await settle();
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context.popup).toBeNull();
    expect(child('exchangeTab').getSnapshot().context.loggedIn).toBe(true);
    expect(child('casinoLaunch').getSnapshot().context.token).toBe('new-token');
    expect(child('liveStream').getSnapshot().context.loggedIn).toBe(true);
    expect(effects).toEqual(['revalidateRoutes']);
    expect(feed).toEqual({ started: 1, stopped: 0 });
    expect(slipEvents).toEqual([FEED_EVENT]);
  });

  it('a logout clears the slip, stops the account feed and runs the guards again', async () => {
    const { actor, child, effects, feed, slipEvents } = start({ loggedIn: true });
    child('session').send({ type: 'session.logout' });
    await settle();
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(false);
    expect(slipEvents.at(-1)).toEqual({ type: 'slip.clear' });
    expect(feed).toEqual({ started: 1, stopped: 1 });
    expect(child('exchangeTab').getSnapshot().context.loggedIn).toBe(false);
    expect(child('casinoLaunch').getSnapshot().context.token).toBeNull();
    expect(effects).toEqual(['revalidateRoutes']);
  });

  it('relays the exchange tab and the side menu to the top navigation', () => {
    const { child } = start();
    child('exchangeTab').send({ type: 'exchange.select', exchangeId: '00' });
    expect(child('topNav').getSnapshot().context.exchangeId).toBe('00');
    child('drillDown').send({ type: 'sport.choose', sportId: 2 });
    expect(child('topNav').getSnapshot().context.chosenSportId).toBe(2);
    expect(child('topNav').getSnapshot().context.source).toBe('sideNav');
  });

  it('asks a visitor refused a page for want of a token to log in, then takes them there', async () => {
    const { actor, child, effects } = start();
    child('routeGuard').send({ type: 'route.enter', path: '/inplay', token: null, userDetail: null });
    expect(actor.getSnapshot().context.popup).toBe('login');
    expect(actor.getSnapshot().context.returnTo).toBe('/inplay');
    child('session').send({ type: 'session.login', credentials: { userName: 'demo', password: 'pw' } });
    await settle();
    expect(actor.getSnapshot().context.popup).toBeNull();
    expect(effects).toEqual(['revalidateRoutes', 'navigate /inplay']);
    expect(actor.getSnapshot().context.returnTo).toBeNull();
  });

  it('forgets where a visitor was going once the login popup is closed; a blocked bettor is not asked to log in', async () => {
    const { actor, child, effects } = start();
    child('routeGuard').send({ type: 'route.enter', path: '/accountstatment', token: null, userDetail: null });
    actor.send({ type: 'popup.close' });
    expect(actor.getSnapshot().context.returnTo).toBeNull();
    child('routeGuard').send({ type: 'route.enter', path: '/marketdetails/1/4', token: 't', userDetail: { isLogin: 0 } });
    expect(actor.getSnapshot().context.popup).toBeNull();
    child('session').send({ type: 'session.login', credentials: { userName: 'demo', password: 'pw' } });
    await settle();
    expect(effects).toEqual(['revalidateRoutes']);
  });

  it('asks a visitor who picks a casino game to log in; closing the popup abandons the game', () => {
    const { actor, child } = start();
    child('casinoLaunch').send({ type: 'casino.launch', game: { eventId: '1', companyName: 'UNIVERSE', link: 'https://u/{token}' } });
    expect(actor.getSnapshot().context.popup).toBe('login');
    actor.send({ type: 'popup.close' });
    expect(child('casinoLaunch').getSnapshot().value).toBe('idle');
  });

  it('tells the exchange tab each page allowed: its tab follows the page', () => {
    const { child } = start({ loggedIn: true });
    child('routeGuard').send({ type: 'route.enter', path: '/inplay', token: 'stored-token', userDetail: { isLogin: 1 } });
    expect(child('exchangeTab').getSnapshot().context.selectedId).toBe('00');
    expect(child('topNav').getSnapshot().context.exchangeId).toBe('00');
    child('routeGuard').send({ type: 'route.enter', path: '/marketdetails/41001/4', token: 'stored-token', userDetail: { isLogin: 1 } });
    expect(child('exchangeTab').getSnapshot().context.selectedId).toBe('11');
  });

  it('keeps one popup open at a time; the Book popup asks a logged-out bettor to log in', () => {
    const loggedOut = start().actor;
    loggedOut.send({ type: 'popup.open', name: 'rules' });
    loggedOut.send({ type: 'popup.open', name: 'exposure' });
    expect(loggedOut.getSnapshot().context.popup).toBe('exposure');
    loggedOut.send({ type: 'popup.close' });
    expect(loggedOut.getSnapshot().context.popup).toBeNull();
    loggedOut.send({ type: 'book.open', market: { marketId: 'm1', marketName: 'Fancy' } });
    expect(loggedOut.getSnapshot().context).toMatchObject({ popup: 'login', bookMarket: null });

    const loggedIn = start({ loggedIn: true }).actor;
    loggedIn.send({ type: 'book.open', market: { marketId: 'm1', marketName: 'Fancy' } });
    expect(loggedIn.getSnapshot().context).toMatchObject({ popup: 'book', bookMarket: { marketId: 'm1', marketName: 'Fancy' } });
  });

  it('fails loudly when the app has not provided its effects', () => {
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(appMachine, {
      input: { storage: createMemoryStorage({ [TOKEN_KEY]: 't' }) },
    });
    actor.subscribe({ error: (error) => void errors.push(error) });
    actor.start();
    // The first child without its effects: the reality check's schedule feed (it starts before the logged-in state's account feed).
    expect(String(errors[0] ?? actor.getSnapshot().error)).toMatch(/realityCheckMachine: "scheduleFeed" is not provided/);
    vi.restoreAllMocks();
  });
});

describeModel(appModel, {
  start: (input) => ({ actor: startWith({ storage: createMemoryStorage({ ...(input as { seed: Record<string, string> }).seed }) }, { logoutNeverEnds: true }).actor }),
});

describe('appMachine and the reality check', () => {
  it('a reality check answered "log out" logs out the normal way (issue #47)', async () => {
    const { actor, child } = start({ loggedIn: true });
    const check = child('realityCheck');
    check.send({ type: 'schedule.change', schedule: { minutes: 15, sessionStartedAt: '2026-11-25T06:00:00.000Z', sessionNet: 0, dueAt: '2026-11-25T06:15:00.000Z', dueInMs: 0 } });
    await settle();
    expect(check.getSnapshot().hasTag('dialog')).toBe(true);
    check.send({ type: 'check.answer', keepPlaying: false });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(check.getSnapshot().value).toBe('loggedOut');
  });
});
