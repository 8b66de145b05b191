import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { decideRoute, guardFor, ROUTES } from './lib/routes';
import { createEffectLog, describeModel } from '../tools/machines/model-test-kit';
import { routeGuardMachine } from './route-guard.machine';
import { routeGuardModel } from './route-guard.model';

const visitor = { token: null, userDetail: null };
const bettor = { token: 'tok', userDetail: { isLogin: 1 } };
const blocked = { token: 'tok', userDetail: { isLogin: 0 } };
const anonymousBlocked = { token: null, userDetail: { isLogin: 0 } };
const agent = { token: 'tok', userDetail: { isLogin: 1, data: { userName: 'agent', isLogin: 1, role: 'agent' } } };
const operator = { token: 'tok', userDetail: { isLogin: 1, role: 'operator' } };
const blockedAgent = { token: 'tok', userDetail: { isLogin: 0, data: { role: 'agent' } } };

/** A concrete path for a pattern: parameters filled in. */
const concrete = (pattern: string) => `/${pattern.replace(/:[A-Za-z]+/g, '42')}`;

function start() {
  const log = createEffectLog();
  const actor = createActor(routeGuardMachine.provide({ actions: { navigate: log.effect('navigate'), tellRefusal: log.effect('tellRefusal') } })).start();
  return { actor, log };
}

describe('route guards (pure)', () => {
  it.each([
    ['', 'none'],
    ['logout', 'none'],
    ['lottery', 'open'],
    ['changpass', 'token'],
    ['accountstatment', 'token'],
    ['inplay', 'token'],
    ['favourites', 'token'],
    ['profitloss', 'token'],
    ['settings', 'token'],
    ['myBetshistory', 'token'],
    ['lotterydetails/1/2', 'loginEnabled'],
    ['marketdetails/1/2', 'loginEnabled'],
    ['binary', 'loginEnabled'],
    ['tipsreview', 'loginEnabled'],
    ['virtualsports', 'loginEnabled'],
    ['intcasino', 'loginEnabled'],
    ['casino', 'loginEnabled'],
    ['rules', 'loginEnabled'],
    ['horseRacing/7', 'loginEnabled'],
    ['ballByBall/4/9', 'loginEnabled'],
    ['virtualdetails/1/2', 'both'],
    ['profitlossMarket/1/2/2024-01-01/2024-01-31', 'both'],
    ['profitlossEvent/4/2024-01-01/2024-01-31', 'both'],
    ['userBetHistory/1.2/4', 'both'],
    ['activityLog', 'both'],
    ['saferbetting', 'both'],
    ['rollingComm', 'both'],
    ['unsetteledbet', 'both'],
    ['passhistory', 'both'],
    ['profile', 'both'],
    ['referRearn', 'both'],
    ['banking', 'both'],
    ['banking/deposit/3', 'both'],
    ['banking/deposit-details/500', 'both'],
    ['banking/autoDeposit/500', 'both'],
    ['banking/payment-waiting/500/UTR1/upi', 'both'],
    ['banking/withdraw', 'both'],
    ['banking/transfer', 'both'],
    ['banking/reward', 'both'],
    ['banking/withdrawdetails', 'both'],
    ['downline', 'upline'],
    ['backoffice', 'upline'],
    ['backoffice/requests', 'upline'],
    ['signup', 'none'],
    ['forgetPass', 'none'],
    ['layout', 'none'],
  ])('%s is guarded by %s', (path, guard) => {
    expect(guardFor(`/${path}`)).toBe(guard);
    expect(guardFor(`${path}?tab=1#top`)).toBe(guard);
  });

  it('knows nothing of paths outside the table or with missing parameters', () => {
    expect(guardFor('/nowhere')).toBeUndefined();
    expect(guardFor('/marketdetails/1')).toBeUndefined();
    expect(guardFor('/banking/deposit')).toBeUndefined();
  });

  it('token routes send a visitor to /home and let a bettor (even a blocked one) in', () => {
    expect(decideRoute('/favourites', visitor)).toMatchObject({ kind: 'redirect', to: '/home', reason: 'noToken' });
    expect(decideRoute('/favourites', bettor)).toMatchObject({ kind: 'allow' });
    expect(decideRoute('/favourites', blocked)).toMatchObject({ kind: 'allow' });
  });

  it('login-enabled routes refuse isLogin 0 and let visitors without user detail in', () => {
    expect(decideRoute('/marketdetails/1/4', blocked)).toMatchObject({ kind: 'redirect', to: '/home', reason: 'loginDisabled' });
    expect(decideRoute('/marketdetails/1/4', anonymousBlocked)).toMatchObject({ kind: 'redirect', reason: 'loginDisabled' });
    expect(decideRoute('/marketdetails/1/4', visitor)).toMatchObject({ kind: 'allow' });
    expect(decideRoute('/marketdetails/1/4', { token: 't', userDetail: { data: { isLogin: 0 } } })).toMatchObject({ kind: 'redirect' });
  });

  it('both-guarded routes need a token and login enabled', () => {
    expect(decideRoute('/profile', visitor)).toMatchObject({ kind: 'redirect', reason: 'noToken' });
    expect(decideRoute('/profile', anonymousBlocked)).toMatchObject({ kind: 'redirect', reason: 'noToken' });
    expect(decideRoute('/profile', blocked)).toMatchObject({ kind: 'redirect', reason: 'loginDisabled' });
    expect(decideRoute('/profile', bettor)).toMatchObject({ kind: 'allow', guard: 'both' });
  });

  it('the downline desk lets agents and operators in and sends bettors, visitors and blocked agents home', () => {
    expect(decideRoute('/downline', agent)).toEqual({ kind: 'allow', guard: 'upline' });
    expect(decideRoute('/downline', operator)).toEqual({ kind: 'allow', guard: 'upline' });
    expect(decideRoute('/downline', bettor)).toMatchObject({ kind: 'redirect', to: '/home', reason: 'notUpline' });
    expect(decideRoute('/downline', visitor)).toMatchObject({ kind: 'redirect', reason: 'noToken' });
    expect(decideRoute('/downline', blockedAgent)).toMatchObject({ kind: 'redirect', reason: 'loginDisabled' });
    expect(decideRoute('/banking', agent)).toMatchObject({ kind: 'allow' });
  });

  it('the back office lets every level above bettors in (issue #32) and sends bettors, players without a role and visitors home', () => {
    const level = (role: string) => ({ token: 'tok', userDetail: { isLogin: 1, data: { userName: role, isLogin: 1, role } } });
    for (const role of ['operator', 'super_master', 'master', 'agent']) {
      expect(decideRoute('/backoffice/requests', level(role))).toEqual({ kind: 'allow', guard: 'upline' });
      expect(decideRoute('/downline', level(role))).toEqual({ kind: 'allow', guard: 'upline' });
    }
    expect(decideRoute('/backoffice/requests', level('bettor'))).toMatchObject({ kind: 'redirect', to: '/home', reason: 'notUpline' });
    expect(decideRoute('/backoffice/requests', bettor)).toMatchObject({ kind: 'redirect', to: '/home', reason: 'notUpline' });
    expect(decideRoute('/backoffice/requests', visitor)).toMatchObject({ kind: 'redirect', to: '/home', reason: 'noToken' });
    expect(decideRoute('/backoffice/requests', blockedAgent)).toMatchObject({ kind: 'redirect', reason: 'loginDisabled' });
  });

  it('unguarded and open routes allow everyone; unknown paths fall back to /home', () => {
    for (const s of [visitor, bettor, blocked]) {
      expect(decideRoute('/', s).kind).toBe('allow');
      expect(decideRoute('/lottery', s).kind).toBe('allow');
      expect(decideRoute('/logout', s).kind).toBe('allow');
      expect(decideRoute('/home', s).kind).toBe('allow');
      expect(decideRoute('/nowhere', s)).toEqual({ kind: 'redirect', to: '/home', reason: 'unknownRoute' });
    }
  });
});

describe('routeGuardMachine', () => {
  it('decides every route of the table for every kind of user exactly as decideRoute does', () => {
    for (const { pattern } of ROUTES) {
      for (const session of [visitor, bettor, blocked, anonymousBlocked, agent, operator, blockedAgent]) {
        const { actor, log } = start();
        const path = concrete(pattern);
        actor.send({ type: 'route.enter', path, ...session });
        const decision = decideRoute(path, session);
        const snap = actor.getSnapshot();
        expect(snap.value).toBe(decision.kind === 'allow' ? 'allowed' : 'redirectedHome');
        expect(log.calls).toEqual(
          decision.kind === 'allow' ? [] : [{ name: 'tellRefusal', params: { refusal: decision.reason } }, { name: 'navigate', params: { path: '/home' } }],
        );
        expect(snap.context.refusal).toBe(decision.kind === 'allow' ? null : decision.reason);
      }
    }
  });

  it('decides again on the next navigation', () => {
    const { actor, log } = start();
    actor.send({ type: 'route.enter', path: '/profile', ...visitor });
    actor.send({ type: 'route.enter', path: '/profile', ...bettor });
    expect(actor.getSnapshot().value).toBe('allowed');
    expect(log.names()).toEqual(['tellRefusal', 'navigate']);
  });
});

describe('what the route guard tells the app', () => {
  it('announces each allowed page, and each refusal once with the path that was refused', () => {
    const { actor } = start();
    const told: unknown[] = [];
    actor.on('route.allowed', (e) => told.push(e));
    actor.on('route.refused', (e) => told.push(e));
    actor.send({ type: 'route.enter', path: '/inplay', ...visitor });
    actor.send({ type: 'route.enter', path: '/inplay', ...visitor });
    actor.send({ type: 'route.enter', path: '/home', ...visitor });
    actor.send({ type: 'route.enter', path: '/inplay', ...bettor });
    expect(told).toEqual([
      { type: 'route.refused', refusal: 'noToken', path: '/inplay' },
      { type: 'route.allowed', path: '/home' },
      { type: 'route.allowed', path: '/inplay' },
    ]);
  });
});

describeModel(routeGuardModel, {
  start: () => {
    const { actor } = start();
    return { actor };
  },
});
