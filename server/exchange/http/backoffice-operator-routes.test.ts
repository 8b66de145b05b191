import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { settlements, users } from '../db/schema';
import type { OperatorMarketView } from '../../contract/backoffice-operator';
import { validateSettings } from '../service/site-settings';
import { backOn, codeOf, createLiveEvent, tokenOf, type Json } from './incident-fixture';
import { onEveryStore } from './test-harness';

type Market = OperatorMarketView;

const CRICKET = 4;

onEveryStore('the operator console: market controls and site settings', (api) => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['demo', 'agent', 'operator']) tokens[name] = await tokenOf(api(), name);
  });
  const post = (url: string, body: Json, user = 'operator') => api().post(url, body, tokens[user]);
  const data = async <T>(res: Promise<{ statusCode: number; body: string; json(): unknown }>): Promise<T> => {
    const r = await res;
    if (r.statusCode >= 300) throw new Error(`${r.statusCode} ${r.body}`);
    return (r.json() as { data: T }).data;
  };
  const list = (body: Json = {}) => data<Market[]>(post('/api/backoffice/operator/markets', body));
  const one = (marketId: string) => data<Market>(post('/api/backoffice/operator/market', { marketId }));
  const settingsOf = (sportLimits: Json[], levels = 4) => ({ levels, defaultShares: [], sportLimits });

  it('refuses every route to anyone but the operator with PERMISSION_DENIED', async () => {
    const routes: Array<[string, Json]> = [
      ['/api/backoffice/operator/markets', {}],
      ['/api/backoffice/operator/market', { marketId: 'x' }],
      ['/api/backoffice/operator/markets/status', { marketId: 'x', status: 'SUSPENDED' }],
      ['/api/backoffice/operator/markets/settle', { marketId: 'x', winnerId: '1' }],
      ['/api/backoffice/operator/markets/void', { marketId: 'x', reason: 'r' }],
      ['/api/backoffice/settings', {}],
      ['/api/backoffice/settings/update', settingsOf([])],
    ];
    for (const [url, body] of routes) {
      for (const user of ['demo', 'agent']) expect(codeOf(await post(url, body, user)), `${user} ${url}`).toBe('PERMISSION_DENIED');
      expect(codeOf(await api().post(url, body))).toBe('INVALID_SESSION_INFORMATION');
    }
  });

  it('finds markets by event or market name, sport and state, with their bets and money matched', async () => {
    const markets = await createLiveEvent(api(), tokens.operator!, 'op1', 0, 0);
    expect(codeOf(await post('/api/bets/place', backOn('bookmaker', markets.bookmaker, 25_000), 'demo'))).toBeNull();
    const found = await list({ search: 'incident test OP1' });
    expect(found.map((m) => m.marketId).sort()).toEqual(Object.values(markets).sort());
    const bookmaker = found.find((m) => m.marketId === markets.bookmaker)!;
    expect(bookmaker).toMatchObject({ sportId: CRICKET, status: 'OPEN', betCount: 1, matched: 25_000, settledVersion: 0, runners: [{ runnerId: '1', runnerName: 'Home' }, { runnerId: '2', runnerName: 'Away' }] });
    // Bets are the ones a settlement acts on: a bet resting unmatched counts, one cancelled before any of it matched
    // does not (a market maker's withdrawn quotes would otherwise make thousands of "bets" on a market with nothing matched).
    const resting = await data<{ betId: string }>(post('/api/bets/place', backOn('instant', markets.instant, 5_000), 'demo'));
    const withdrawn = await data<{ betId: string }>(post('/api/bets/place', backOn('instant', markets.instant, 7_000), 'demo'));
    expect(codeOf(await post('/api/bets/cancel', { marketId: markets.instant, betId: withdrawn.betId }, 'demo'))).toBeNull();
    expect(resting.betId).not.toBe(withdrawn.betId);
    expect((await list({ search: 'incident test OP1' })).find((m) => m.marketId === markets.instant)).toMatchObject({ betCount: 1, matched: 0 });
    expect((await list({ search: 'op1', sportId: 1 })).length).toBe(0);
    expect((await list({ search: '6 over runs' })).map((m) => m.marketId)).toContain(markets.fancy);
    // The search text is taken literally, not as a LIKE pattern.
    expect(await list({ search: '%_%' })).toEqual([]);
    expect(codeOf(await post('/api/backoffice/operator/markets', { state: 'CLOSED' }))).toBe('INVALID_INPUT_DATA');
  });

  it('suspends and opens a market; the list filters by state', async () => {
    const markets = await createLiveEvent(api(), tokens.operator!, 'op2', 0);
    expect((await data<Market>(post('/api/backoffice/operator/markets/status', { marketId: markets.instant, status: 'SUSPENDED' }))).status).toBe('SUSPENDED');
    expect((await list({ search: 'op2', state: 'SUSPENDED' })).map((m) => m.marketId)).toEqual([markets.instant]);
    expect(codeOf(await post('/api/bets/place', backOn('instant', markets.instant, 1_000), 'demo'))).not.toBeNull();
    expect((await data<Market>(post('/api/backoffice/operator/markets/status', { marketId: markets.instant, status: 'OPEN' }))).status).toBe('OPEN');
    expect(await list({ search: 'op2', state: 'SUSPENDED' })).toEqual([]);
    expect(codeOf(await post('/api/backoffice/operator/markets/status', { marketId: markets.instant, status: 'CLOSED' }))).toBe('INVALID_STATUS');
    expect(codeOf(await post('/api/backoffice/operator/markets/status', { marketId: 'no-such', status: 'OPEN' }))).toBe('MARKET_NOT_FOUND');
  });

  it('settles on a winner, resettles only with a reason, voids with one, and records who and why', async () => {
    const markets = await createLiveEvent(api(), tokens.operator!, 'op3', 0, 0);
    expect(codeOf(await post('/api/bets/place', backOn('bookmaker', markets.bookmaker, 10_000), 'demo'))).toBeNull();
    expect(codeOf(await post('/api/backoffice/operator/markets/settle', { marketId: markets.bookmaker, winnerId: '9' }))).toBe('INVALID_RUNNER');
    const settled = await data<{ market: Market; version: number; bettors: number }>(post('/api/backoffice/operator/markets/settle', { marketId: markets.bookmaker, winnerId: '1' }));
    expect(settled).toMatchObject({ version: 1, bettors: 1, market: { status: 'CLOSED', settledVersion: 1, result: 'Home', reason: null } });
    expect((await list({ search: 'op3', state: 'SETTLED' })).map((m) => m.marketId)).toEqual([markets.bookmaker]);
    expect(codeOf(await post('/api/backoffice/operator/markets/settle', { marketId: markets.bookmaker, winnerId: '2' }))).toBe('REASON_REQUIRED');
    expect(codeOf(await post('/api/backoffice/operator/markets/settle', { marketId: markets.bookmaker, winnerId: '2', reason: '   ' }))).toBe('REASON_REQUIRED');
    const resettled = await data<{ market: Market; version: number }>(post('/api/backoffice/operator/markets/settle', { marketId: markets.bookmaker, winnerId: '2', reason: 'Wrong winner keyed' }));
    expect(resettled).toMatchObject({ version: 2, market: { result: 'Away', reason: 'Wrong winner keyed' } });
    expect(codeOf(await post('/api/backoffice/operator/markets/void', { marketId: markets.bookmaker, reason: '' }))).toBe('REASON_REQUIRED');
    const voided = await data<{ market: Market; version: number }>(post('/api/backoffice/operator/markets/void', { marketId: markets.bookmaker, reason: 'Match abandoned' }));
    expect(voided).toMatchObject({ version: 3, market: { result: 'Void', reason: 'Match abandoned' } });
    const rows = await api().database.db.select().from(settlements).where(eq(settlements.marketId, markets.bookmaker));
    expect(rows.map((r) => [r.version, r.reason, r.settledBy]).sort()).toEqual([
      [1, null, 'operator'],
      [2, 'Wrong winner keyed', 'operator'],
      [3, 'Match abandoned', 'operator'],
    ]);
  });

  it('settles a fancy market on the runs scored', async () => {
    const markets = await createLiveEvent(api(), tokens.operator!, 'op4', 0);
    expect(codeOf(await post('/api/backoffice/operator/markets/settle', { marketId: markets.fancy, winnerId: '1' }))).toBe('INVALID_RESULT');
    const settled = await data<{ market: Market }>(post('/api/backoffice/operator/markets/settle', { marketId: markets.fancy, runs: 57 }));
    expect(settled.market).toMatchObject({ result: '57 runs', settledVersion: 1 });
  });

  it("enforces the sport's minimum and maximum stake before the bet, with the stake codes", async () => {
    const markets = await createLiveEvent(api(), tokens.operator!, 'op5', 0);
    expect(codeOf(await post('/api/bets/place', backOn('instant', markets.instant, 2_000), 'demo'))).toBeNull();
    await data(post('/api/backoffice/settings/update', settingsOf([{ sportId: CRICKET, minStake: 5_000, maxStake: 50_000 }])));
    const tooSmall = await post('/api/bets/place', backOn('instant', markets.instant, 2_000), 'demo');
    expect(codeOf(tooSmall)).toBe('INVALID_BET_SIZE');
    // The refusal names the limit in rupees, the way the bettor types a stake.
    expect(tooSmall.json()).toMatchObject({ error: { message: 'The minimum stake in this sport is ₹50.00' } });
    const tooBig = await post('/api/bets/place', backOn('bookmaker', markets.bookmaker, 60_000), 'demo');
    expect(codeOf(tooBig)).toBe('INVALID_BET_SIZE');
    expect(tooBig.json()).toMatchObject({ error: { message: 'The maximum stake in this sport is ₹500.00' } });
    expect(codeOf(await post('/api/bets/place', backOn('instant', markets.instant, 5_000), 'demo'))).toBeNull();
    // Another sport keeps the markets' own limits.
    const screen = await data<{ sportLimits: Array<{ sportId: number; minStake: number | null }> }>(post('/api/backoffice/settings', {}));
    expect(screen.sportLimits.find((s) => s.sportId === CRICKET)?.minStake).toBe(5_000);
    expect(screen.sportLimits.find((s) => s.sportId === 1)?.minStake).toBeNull();
    await data(post('/api/backoffice/settings/update', settingsOf([])));
    expect(codeOf(await post('/api/bets/place', backOn('instant', markets.instant, 2_000), 'demo'))).toBeNull();
  });

  it("puts the sport's in-play bet delay on a new in-play bet", async () => {
    const markets = await createLiveEvent(api(), tokens.operator!, 'op6', 0);
    const first = await data<{ status: string }>(post('/api/bets/place', backOn('instant', markets.instant, 1_000), 'demo'));
    expect(first.status).not.toBe('PENDING');
    await data(post('/api/backoffice/settings/update', settingsOf([{ sportId: CRICKET, delaySeconds: 7 }])));
    const before = Date.now();
    const bet = await data<{ status: string; releaseAt: string }>(post('/api/bets/place', backOn('instant', markets.instant, 1_000), 'demo'));
    expect(bet.status).toBe('PENDING');
    expect(Date.parse(bet.releaseAt) - before).toBeGreaterThanOrEqual(7_000);
    expect((await one(markets.instant)).betDelayMs).toBe(7_000);
    await data(post('/api/backoffice/settings/update', settingsOf([])));
  });

  it('refuses levels that would drop a level with users (LEVEL_IN_USE), and bad settings with their codes', async () => {
    const bad: Array<[Json, string]> = [
      [settingsOf([], 5), 'INVALID_LEVELS'],
      [{ levels: 4, defaultShares: [{ role: 'bettor', shareBps: 100 }], sportLimits: [] }, 'INVALID_ROLE'],
      [{ levels: 4, defaultShares: [{ role: 'master', shareBps: 6_000 }, { role: 'agent', shareBps: 5_000 }], sportLimits: [] }, 'INVALID_SHARE'],
      [settingsOf([{ sportId: CRICKET, minStake: 9_000, maxStake: 1_000 }]), 'INVALID_STAKE_LIMIT'],
      [settingsOf([{ sportId: CRICKET, delaySeconds: 31 }]), 'INVALID_BET_DELAY'],
      [settingsOf([{ sportId: 987_654, minStake: 100 }]), 'SPORT_NOT_FOUND'],
      [settingsOf([{ sportId: CRICKET, minStake: -5 }]), 'INVALID_INPUT_DATA'],
    ];
    for (const [body, code] of bad) expect(codeOf(await post('/api/backoffice/settings/update', body)), JSON.stringify(body)).toBe(code);
    // The demo hierarchy has a super master and a master: neither 3 levels (no super master) nor 2 (no masters either) may be set.
    const refusal = async (levels: number) => (await post('/api/backoffice/settings/update', settingsOf([], levels))).json() as Promise<{ error: { code: string; message: string } }>;
    expect((await refusal(3)).error).toEqual({ code: 'LEVEL_IN_USE', message: '3 levels drop a level that has users (1 Super master): move them first' });
    expect((await refusal(2)).error.message).toMatch(/\(1 Super master, 1 Master\)|\(1 Master, 1 Super master\)/);
    expect((await data<{ levels: number }>(post('/api/backoffice/settings', {}))).levels).toBe(4);
    // Once no user holds the super master's level any more, 3 levels are taken.
    await api().database.db.update(users).set({ role: 'master' }).where(eq(users.role, 'super_master'));
    const three = await data<{ levels: number; defaultShares: Array<{ role: string; shareBps: number }> }>(
      post('/api/backoffice/settings/update', { levels: 3, defaultShares: [{ role: 'master', shareBps: 3_000 }], sportLimits: [] }),
    );
    expect(three).toMatchObject({ levels: 3, defaultShares: [{ role: 'master', shareBps: 3_000 }, { role: 'agent', shareBps: 0 }] });
    await data(post('/api/backoffice/settings/update', settingsOf([])));
  });
});

describe('validateSettings', () => {
  it('drops a sport whose limits are all empty and keeps partial ones', () => {
    expect(validateSettings({ levels: 4, defaultShares: [], sportLimits: [{ sportId: 1 }, { sportId: 4, maxStake: 100 }] }).sportLimits).toEqual({ '4': { maxStake: 100 } });
  });
  it('lets the levels below the admin keep exactly the whole together, not more', () => {
    const shares = (agent: number) => [
      { role: 'super_master', shareBps: 2_000 },
      { role: 'master', shareBps: 3_000 },
      { role: 'agent', shareBps: agent },
    ];
    expect(validateSettings({ levels: 4, defaultShares: shares(5_000), sportLimits: [] }).defaultShares).toEqual({ super_master: 2_000, master: 3_000, agent: 5_000 });
    expect(() => validateSettings({ levels: 4, defaultShares: shares(5_001), sportLimits: [] })).toThrow(/more than 100 %/);
  });
  it('refuses a level the setting does not use', () => {
    expect(() => validateSettings({ levels: 2, defaultShares: [{ role: 'master', shareBps: 1 }], sportLimits: [] })).toThrow(/No level master/);
  });
});

