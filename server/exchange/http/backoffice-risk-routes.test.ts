import { beforeAll, expect, it } from 'vitest';
import type { StreamMessage } from '../stream/hub';
import { riskFixture, type RiskFixture } from './backoffice-risk-fixture';
import { onEveryStore, type ApiHarness, tokenOf } from './test-harness';

type Json = Record<string, unknown>;
interface Row {
  marketId: string;
  outcomes: Array<{ key: string; myPnl: number }>;
  worstCase: number;
  betCount: number;
}
const key = () => `k-${Math.random().toString(36).slice(2, 12)}`;
const MARKET = '13002.mo'; // Manchester City v Chelsea, Match Odds: three runners, pre-play

/** Waits for the first message on a hub topic that satisfies `match` (generous: the machine is loaded). */
async function nextOn(api: ApiHarness, topic: string, match: (data: Json) => boolean, act: () => Promise<unknown>, timeoutMs = 20_000): Promise<Json> {
  let stop: () => void = () => {};
  const seen = new Promise<Json>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing on ${topic}`)), timeoutMs);
    void api.exchange.services.hub
      .subscribe(topic, (m: StreamMessage) => {
        if (m.kind === 'delta' && match(m.data as Json)) {
          clearTimeout(timer);
          resolve(m.data as Json);
        }
      })
      .then((unsubscribe) => (stop = unsubscribe));
  });
  seen.catch(() => {});
  try {
    // The subscription (and the watcher that reads the subscriber's subtree) is in place before acting.
    await new Promise((r) => setTimeout(r, 200));
    await act();
    return await seen;
  } finally {
    stop();
  }
}

onEveryStore('back office risk book and bet list', (api) => {
  let fx: RiskFixture;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    fx = await riskFixture(api().database.db);
    Object.assign(tokens, fx.tokens);
    for (const name of ['mm1', 'mm2', 'demo']) tokens[name] = await tokenOf(api(), name);
    const place = async (user: string, side: string, runnerId: string, price: number, size: number) => {
      const res = await api().post('/api/bets/place', { idempotencyKey: key(), marketId: MARKET, side, size, selection: { kind: 'exchange', runnerId, price } }, tokens[user]);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
      return res.json() as { data: { betId: string; sizeMatched: number } };
    };
    // b1 backs runner 1 for 100.00 at 3.0 (matched whole against mm1's lay).
    await place('mm1', 'LAY', '1', 3, 10_000);
    expect((await place('r-b1', 'BACK', '1', 3, 10_000)).data.sizeMatched).toBe(10_000);
    // b2 lays runner 2 for 33.33 at 2.5 (matched whole against mm2's back): liability 49.99 (winnings round down).
    await place('mm2', 'BACK', '2', 2.5, 3_333);
    expect((await place('r-b2', 'LAY', '2', 2.5, 3_333)).data.sizeMatched).toBe(3_333);
    // b2 also backs runner 3 at 1000 with nothing to match: listed, counts for nothing.
    expect((await place('r-b2', 'BACK', '3', 1000, 2_000)).data.sizeMatched).toBe(0);
    // b3 (another master's) backs runner 3 for 20.00 at 5.0 against mm2's lay.
    await place('mm2', 'LAY', '3', 5, 2_000);
    expect((await place('r-b3', 'BACK', '3', 5, 2_000)).data.sizeMatched).toBe(2_000);
  });

  const book = async (user: string) => {
    const res = await api().post('/api/backoffice/risk', {}, tokens[user]);
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    return (res.json() as { data: Row[] }).data;
  };
  const figures = (row: Row | undefined) => Object.fromEntries(row!.outcomes.map((o) => [o.key, o.myPnl]));

  it('works out each level’s P&L per outcome after partnership, to the paisa (chains 20/30/30/20)', async () => {
    // Bettors: b1 +200.00 if 1 wins, −100.00 otherwise; b2 −49.99 if 2 wins, +33.33 otherwise.
    // Each level gains its share of what each bettor loses, toward zero (the settlement's split):
    //   agent 30 %: 1 → −60.00 − 9.99 = −69.99; 2 → +30.00 + 14.99 = 44.99; 3 → +30.00 − 9.99 = 20.01
    //   master 30 %: the same; super master 20 %: 1 → −40.00 − 6.66, 2 → +20.00 + 9.99, 3 → +20.00 − 6.66.
    const expected = {
      'r-a': { '1': -6_999, '2': 4_499, '3': 2_001 },
      'r-m': { '1': -6_999, '2': 4_499, '3': 2_001 },
      'r-sm': { '1': -4_666, '2': 2_999, '3': 1_334 },
      // The other master keeps 50 % of b3 only: +10.00 unless 3 wins (−40.00).
      'r-m2': { '1': 1_000, '2': 1_000, '3': -4_000 },
    };
    for (const [user, want] of Object.entries(expected)) {
      const row = (await book(user)).find((r) => r.marketId === MARKET);
      expect(figures(row), user).toEqual(want);
      expect(row!.worstCase, user).toBe(Math.min(...Object.values(want)));
    }
    expect((await book('r-a')).find((r) => r.marketId === MARKET)!.betCount).toBe(3);
  });

  it('sorts the book by worst case and drills down to the bets behind a row, with my share', async () => {
    const rows = await book('r-sm');
    expect(rows.map((r) => r.worstCase)).toEqual([...rows.map((r) => r.worstCase)].sort((a, b) => a - b));
    const res = await api().post('/api/backoffice/risk/market', { marketId: MARKET }, tokens['r-a']);
    const detail = (res.json() as { data: Row & { bets: Array<Json & { bettorPnl: number[]; myPnl: number[] }> } }).data;
    expect(figures(detail)).toEqual({ '1': -6_999, '2': 4_499, '3': 2_001 });
    expect(detail.bets.map((b) => b.userName).sort()).toEqual(['r-b1', 'r-b2', 'r-b2']);
    const b1 = detail.bets.find((b) => b.userName === 'r-b1')!;
    expect(b1).toMatchObject({ side: 'BACK', price: 3, stake: 10_000, matched: 10_000, myShareBps: 3_000, bettorPnl: [20_000, -10_000, -10_000], myPnl: [-6_000, 3_000, 3_000] });
    const unmatched = detail.bets.find((b) => b.matched === 0)!;
    expect(unmatched).toMatchObject({ userName: 'r-b2', price: 1000, bettorPnl: [0, 0, 0], myPnl: [0, 0, 0] });
  });

  it('never shows another master’s bets or figures', async () => {
    const res = await api().post('/api/backoffice/risk/market', { marketId: MARKET }, tokens['r-m2']);
    const detail = (res.json() as { data: Row & { bets: Json[] } }).data;
    expect(detail.bets.map((b) => b.userName)).toEqual(['r-b3']);
    const bets = (await api().post('/api/backoffice/bets', {}, tokens['r-m'])).json() as { data: { rows: Json[] } };
    expect(new Set(bets.data.rows.map((r) => r.userName))).toEqual(new Set(['r-b1', 'r-b2']));
    const other = await api().post('/api/backoffice/bets', { filter: { userName: 'r-b3' } }, tokens['r-m']);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: { code: 'USER_NOT_FOUND' } });
    // A market without the master's bets shows no figures and no bets.
    const quiet = (await api().post('/api/backoffice/risk/market', { marketId: '13003.mo' }, tokens['r-m'])).json() as { data: Row & { bets: Json[] } };
    expect(quiet.data.bets).toEqual([]);
    expect(quiet.data.outcomes.every((o) => o.myPnl === 0)).toBe(true);
  });

  it('lists the downline’s bets newest first with filters and pages', async () => {
    const list = async (body: Json, user = 'r-sm') => {
      const res = await api().post('/api/backoffice/bets', body, tokens[user]);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
      return (res.json() as { data: { rows: Array<Json & { placedAt: string }>; nextCursor: string | null } }).data;
    };
    const all = await list({});
    expect(all.rows).toHaveLength(3);
    expect(all.rows.map((r) => r.placedAt)).toEqual([...all.rows.map((r) => r.placedAt)].sort().reverse());
    expect((await list({ filter: { userName: 'r-b1' } })).rows).toMatchObject([{ userName: 'r-b1', side: 'BACK', price: 3, stake: 10_000, matched: 10_000, status: 'MATCHED', selectionName: 'Manchester City', eventName: 'Manchester City v Chelsea', sportId: 1 }]);
    expect((await list({ filter: { status: 'UNMATCHED' } })).rows).toMatchObject([{ userName: 'r-b2', price: 1000, unmatched: 2_000, status: 'UNMATCHED' }]);
    expect((await list({ filter: { status: 'MATCHED' } })).rows).toHaveLength(2);
    expect((await list({ filter: { status: 'SETTLED' } })).rows).toHaveLength(0);
    expect((await list({ filter: { marketId: MARKET, sportId: 1 } })).rows).toHaveLength(3);
    expect((await list({ filter: { sportId: 4 } })).rows).toHaveLength(0);
    expect((await list({ filter: { from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z' } })).rows).toHaveLength(0);
    // Pages of one, newest first, until the cursor runs out.
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await list({ first: 1, ...(after ? { after } : {}) });
      seen.push(...page.rows.map((r) => r.betId as string));
      after = page.nextCursor ?? undefined;
    } while (after);
    expect(seen).toEqual(all.rows.map((r) => r.betId));
  });

  it.each([
    ['/api/backoffice/bets', { first: 0 }],
    ['/api/backoffice/bets', { first: 201 }],
    ['/api/backoffice/bets', { filter: { status: 'WON' } }],
    ['/api/backoffice/bets', { filter: { from: 'yesterday' } }],
    ['/api/backoffice/bets', { filter: { from: '2030-01-02T00:00:00Z', to: '2030-01-01T00:00:00Z' } }],
    ['/api/backoffice/bets', { after: 'not-a-cursor' }],
    ['/api/backoffice/bets', { filter: { colour: 'red' } }],
    ['/api/backoffice/risk/market', { marketId: '' }],
    ['/api/backoffice/risk/market', {}],
    ['/api/backoffice/risk', { extra: 1 }],
  ])('refuses bad input %s %j with INVALID_INPUT_DATA', async (url, body) => {
    const res = await api().post(url, body, tokens['r-a']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
  });

  it('refuses bettors, callers without a session and markets that are not open', async () => {
    for (const url of ['/api/backoffice/risk', '/api/backoffice/bets']) {
      expect((await api().post(url, {}, tokens['r-b1'])).json()).toMatchObject({ error: { code: 'PERMISSION_DENIED' } });
      expect((await api().post(url, {})).statusCode).toBe(401);
    }
    const gone = await api().post('/api/backoffice/risk/market', { marketId: 'no-such-market' }, tokens['r-a']);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: { code: 'MARKET_NOT_FOUND' } });
  });

  it('pushes the market’s new row and the new bet live, also for a bettor created after the subscription', async () => {
    tokens['r-b4'] = await fx.addBettor('r-b4', 'r-a');
    await api().post('/api/bets/place', { idempotencyKey: key(), marketId: MARKET, side: 'LAY', size: 5_000, selection: { kind: 'exchange', runnerId: '1', price: 3 } }, tokens.mm1);
    const before = figures((await book('r-a')).find((r) => r.marketId === MARKET));
    const placeByB5 = async () => {
      tokens['r-b5'] = await fx.addBettor('r-b5', 'r-a');
      const res = await api().post('/api/bets/place', { idempotencyKey: key(), marketId: MARKET, side: 'BACK', size: 5_000, selection: { kind: 'exchange', runnerId: '1', price: 3 } }, tokens['r-b5']);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    };
    const change = await nextOn(api(), 'risk:r-a', (d) => d.marketId === MARKET, placeByB5);
    // b5 backs 1 for 50.00 at 3.0: +100.00 if 1 wins, −50.00 otherwise; the agent keeps 30 % of the other side.
    expect(figures(change.row as unknown as Row)).toEqual({ '1': before['1']! - 3_000, '2': before['2']! + 1_500, '3': before['3']! + 1_500 });
    const ticked = await nextOn(api(), 'ticker:r-m', (d) => d.userName === 'r-b4', () =>
      api().post('/api/bets/place', { idempotencyKey: key(), marketId: MARKET, side: 'BACK', size: 1_000, selection: { kind: 'exchange', runnerId: '2', price: 900 } }, tokens['r-b4']),
    );
    expect(ticked).toMatchObject({ marketId: MARKET, marketName: 'Match Odds', selectionName: 'Chelsea', side: 'BACK', price: 900, stake: 1_000 });
  });

  it('figures house markets too: bookmaker per runner, fancy YES/NO per run', async () => {
    const f1 = await fx.addBettor('r-f1', 'r-a');
    const f2 = await fx.addBettor('r-f2', 'r-a');
    const place = async (token: string, marketId: string, side: string, selection: Json) => {
      const res = await api().post('/api/bets/place', { idempotencyKey: key(), marketId, side, size: 1_000, selection }, token);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    };
    // 6 Over Runs (pre-play): YES 53 at 100, NO 52 at 100.
    await place(f1, '41002.f6', 'BACK', { kind: 'fancy', line: 53, rate: 100 });
    await place(f2, '41002.f6', 'LAY', { kind: 'fancy', line: 52, rate: 100 });
    // Bookmaker: back runner 1 at the house's 1.8.
    await place(f1, '41002.bm', 'BACK', { kind: 'bookmaker', runnerId: '1', price: 1.8 });
    const rows = await book('r-a');
    const fancy = rows.find((r) => r.marketId === '41002.f6')!;
    // f1 (YES 53): −10.00 below 53, +10.00 from 53; f2 (NO 52): +10.00 below 52, −10.00 from 52. The agent keeps 30 % of the other side.
    expect(fancy.outcomes).toEqual([
      { key: '51', name: '51 or fewer', myPnl: 0 },
      { key: '52', name: '52', myPnl: 600 },
      { key: '53', name: '53 or more', myPnl: 0 },
    ]);
    // f1 backs 1 for 10.00 at 1.8: +8.00 if 1 wins, −10.00 if 2 wins.
    expect(figures(rows.find((r) => r.marketId === '41002.bm'))).toEqual({ '1': -240, '2': 300 });
  });

  it('takes a settled house market out of the live book (its settlement changes no order on a book)', async () => {
    const operator = await tokenOf(api(), 'operator');
    const gone = await nextOn(api(), 'risk:r-a', (d) => d.marketId === '41002.bm', async () => {
      const res = await api().post('/api/admin/markets/settle', { marketId: '41002.bm', winners: ['2'] }, operator);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    });
    expect(gone).toEqual({ marketId: '41002.bm', row: null });
    expect((await book('r-a')).find((r) => r.marketId === '41002.bm')).toBeUndefined();
  });
});
