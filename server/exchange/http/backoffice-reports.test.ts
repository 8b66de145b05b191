import { beforeAll, describe, expect, it } from 'vitest';
import { onEveryStore, tokenOf } from './test-harness';

type Json = Record<string, unknown>;
const key = () => `k-${Math.random().toString(36).slice(2, 12)}`;
const day = 86_400_000;
const range = () => ({ from: new Date(Date.now() - day).toISOString(), to: new Date(Date.now() + day).toISOString() });


interface PnlRow {
  key: string;
  bettorsNet: number;
  mine: number;
  levels: Array<{ role: string; amount: number }>;
  upline: number;
}

onEveryStore('back office reports, settle-up, dashboard and partnership', (api) => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['demo', 'mm1', 'operator', 'supermaster', 'master', 'agent']) tokens[name] = await tokenOf(api(), name);
  });
  const call = async (path: string, body: Json, user: string) => api().post(`/api/backoffice/reports/${path}`, body, tokens[user]);
  const data = async <T>(path: string, body: Json, user: string): Promise<T> => {
    const res = await call(path, body, user);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: T }).data;
  };
  const codeOf = async (path: string, body: Json, user: string) => {
    const res = await call(path, body, user);
    return [res.statusCode, (res.json() as { error?: { code: string } }).error?.code];
  };
  const place = async (user: string, body: Json) => expect((await api().post('/api/bets/place', { idempotencyKey: key(), ...body }, tokens[user])).statusCode).toBe(200);

  it('a bettor reaches none of them', async () => {
    for (const [path, body] of [
      ['pnl', { ...range(), groupBy: 'user' }],
      ['statement', range()],
      ['settle-up', {}],
      ['settle-up/record', { downlineUserName: 'agent', amount: 1, note: '', idempotencyKey: key() }],
      ['dashboard', {}],
      ['partnership', { userName: 'demo', partnershipBps: 0, commissionBps: null }],
    ] as const) {
      expect(await codeOf(path, body, 'demo'), path).toEqual([403, 'PERMISSION_DENIED']);
    }
  });

  describe('partnership within the bound', () => {
    it('refuses a share past what the upline left, on a bettor, deeper down or outside the subtree', async () => {
      // The super master keeps 20 %, the master 30 %: the agent may keep at most 50 %.
      expect(await codeOf('partnership', { userName: 'agent', partnershipBps: 5001, commissionBps: null }, 'master')).toEqual([400, 'PARTNERSHIP_OUT_OF_RANGE']);
      // The master's agent keeps 30 %: the master may keep at most 80 − 30 = 50 %.
      expect(await codeOf('partnership', { userName: 'master', partnershipBps: 5001, commissionBps: null }, 'supermaster')).toEqual([400, 'PARTNERSHIP_OUT_OF_RANGE']);
      expect(await codeOf('partnership', { userName: 'demo', partnershipBps: 100, commissionBps: null }, 'agent')).toEqual([400, 'PARTNERSHIP_OUT_OF_RANGE']);
      expect(await codeOf('partnership', { userName: 'demo', partnershipBps: 0, commissionBps: 50 }, 'master')).toEqual([403, 'PERMISSION_DENIED']);
      expect(await codeOf('partnership', { userName: 'master', partnershipBps: 0, commissionBps: null }, 'agent')).toEqual([404, 'USER_NOT_FOUND']);
      expect(await codeOf('partnership', { userName: 'agent', partnershipBps: 1.5, commissionBps: null }, 'master')).toEqual([400, 'INVALID_INPUT_DATA']);
      const kept = await data<{ partnershipBps: number; maxPartnershipBps: number }>('partnership', { userName: 'agent', partnershipBps: 3000, commissionBps: null }, 'master');
      expect(kept).toMatchObject({ partnershipBps: 3000, maxPartnershipBps: 5000 });
    });
  });

  describe('after a settled market (demo loses ₹100 to mm1, who pays 2 % commission on ₹100)', () => {
    beforeAll(async () => {
      const M = '22002.mo';
      await place('mm1', { marketId: M, side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3.0 } });
      await place('demo', { marketId: M, side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3.0 } });
      expect((await api().post('/api/admin/markets/settle', { marketId: M, winners: ['2'] }, tokens.operator)).statusCode).toBe(200);
    });

    it("the agent's P&L shows its own share to the paisa and the upline as one figure, never its shares", async () => {
      const report = await data<{ rows: PnlRow[]; total: PnlRow }>('pnl', { ...range(), groupBy: 'user' }, 'agent');
      // demo −10,000: the agent gains 30 % = 3,000; mm1 +9,800: the agent pays 2,940.
      expect(report.rows.map((r) => [r.key, r.bettorsNet, r.mine])).toEqual([
        ['demo', -10_000, 3_000],
        ['mm1', 9_800, -2_940],
      ]);
      expect(report.total).toMatchObject({ key: 'TOTAL', bettorsNet: -200, mine: 60, upline: 140, levels: [{ role: 'agent', amount: 60 }] });
      expect(JSON.stringify(report)).not.toMatch(/master|operator/);
    });

    it("the master's report by market shows its level and the agent's; the admin's every level and no upline", async () => {
      const master = await data<{ total: PnlRow }>('pnl', { ...range(), groupBy: 'market' }, 'master');
      expect(master.total).toMatchObject({ bettorsNet: -200, mine: 60, levels: [{ role: 'master', amount: 60 }, { role: 'agent', amount: 60 }], upline: 80 });
      const admin = await data<{ rows: PnlRow[]; total: PnlRow }>('pnl', { ...range(), groupBy: 'sport' }, 'operator');
      expect(admin.total.levels.map((l) => [l.role, l.amount])).toEqual([
        ['operator', 40],
        ['super_master', 40],
        ['master', 60],
        ['agent', 60],
      ]);
      expect(admin.total.upline).toBe(0);
      for (const r of [...admin.rows, admin.total]) expect(r.bettorsNet + r.levels.reduce((a, l) => a + l.amount, 0) + r.upline).toBe(0);
    });

    it('settle-up: the agent owes its upline what the levels above took; the master records it once', async () => {
      const before = await data<{ upline: string; withUpline: { outstanding: number; sinceLast: number } }>('settle-up', {}, 'agent');
      expect(before).toMatchObject({ upline: 'master', withUpline: { outstanding: 140, sinceLast: 140 } });
      const master = await data<{ withUpline: { outstanding: number }; withDownline: Array<{ userName: string; outstanding: number }> }>('settle-up', {}, 'master');
      expect(master.withUpline.outstanding).toBe(80);
      expect(master.withDownline).toEqual([expect.objectContaining({ userName: 'agent', outstanding: 140 })]);

      const body = { downlineUserName: 'agent', amount: 140, note: 'cash', idempotencyKey: key() };
      const first = await data<{ id: string; amount: number }>('settle-up/record', body, 'master');
      const again = await data<{ id: string }>('settle-up/record', body, 'master');
      expect(again.id).toBe(first.id);
      expect(await codeOf('settle-up/record', { ...body, amount: 141 }, 'master')).toEqual([409, 'DUPLICATE_TRANSACTION']);
      expect(await codeOf('settle-up/record', { ...body, idempotencyKey: key(), downlineUserName: 'demo' }, 'agent')).toEqual([400, 'INVALID_INPUT_DATA']);
      expect(await codeOf('settle-up/record', { ...body, idempotencyKey: key(), amount: 0 }, 'master')).toEqual([400, 'INVALID_INPUT_DATA']);
      expect(await codeOf('settle-up/record', { ...body, idempotencyKey: key(), downlineUserName: 'master' }, 'agent')).toEqual([404, 'USER_NOT_FOUND']);

      const after = await data<{ withUpline: { outstanding: number; sinceLast: number; lastSettledAt: string }; history: Array<{ downline: string; upline: string; amount: number; recordedBy: string }> }>(
        'settle-up',
        {},
        'agent',
      );
      expect(after.withUpline).toMatchObject({ outstanding: 0, sinceLast: 0 });
      expect(after.history).toEqual([expect.objectContaining({ downline: 'agent', upline: 'master', amount: 140, recordedBy: 'master' })]);
    });

    it("dashboard: the agent's downline, money, requests and today's P&L", async () => {
      const dash = await data<Record<string, number>>('dashboard', {}, 'agent');
      expect(dash.downlineSize).toBeGreaterThanOrEqual(4);
      expect(dash.bettors).toBe(dash.downlineSize);
      expect(dash).toMatchObject({ myPnlToday: 60, myPnlWeek: 60, downlinePnlToday: -200, downlinePnlWeek: -200 });
      expect(dash.totalBalance).toBeGreaterThan(0);
      expect(dash.creditGiven).toBeGreaterThan(0);
      expect(dash.requestsWaiting).toBeGreaterThanOrEqual(0);
      const admin = await data<Record<string, number>>('dashboard', {}, 'operator');
      expect(admin.downlineSize).toBeGreaterThan(dash.downlineSize!);
      expect(admin.myPnlToday).toBe(40);
    });

    it("statement: the agent's own ledger; bad ranges are coded errors", async () => {
      const statement = await data<{ rows: Array<{ amount: number }> }>('statement', range(), 'agent');
      expect(statement.rows.length).toBeGreaterThan(0);
      expect(await codeOf('statement', { from: range().to, to: range().from }, 'agent')).toEqual([400, 'INVALID_INPUT_DATA']);
      expect(await codeOf('pnl', { ...range(), groupBy: 'bettor' }, 'agent')).toEqual([400, 'INVALID_INPUT_DATA']);
    });
  });
});
