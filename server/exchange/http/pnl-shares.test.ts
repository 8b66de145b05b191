import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth/sessions';
import { rowsOf } from '../db/queries/share-chains';
import { orders, shareChains, users } from '../db/schema';
import { partnershipService } from '../service/partnership';
import { onEveryStore, type ApiHarness } from './test-harness';

type Json = Record<string, unknown>;
const key = () => `k-${Math.random().toString(36).slice(2, 12)}`;

async function tokenOf(api: ApiHarness, userName: string): Promise<string> {
  const res = await api.post('/api/auth/login', { userName, password: 'demo-password' });
  return (res.json() as { data: { token: string } }).data.token;
}

/**
 * For EVERY settlement version stored: the levels' settle rows plus the bettors' nets (after
 * commission) sum to zero, and each version's reverse rows are exactly the previous version's settle rows negated.
 */
async function everySettlementBalances(api: ApiHarness): Promise<number> {
  const db = api.database.db;
  const versions = await rowsOf<{ market_id: string; version: number; nets: string | number; shares: string | number; reversed: string | number; previous: string | number }>(
    db,
    sql`select s.market_id, s.version,
          (select coalesce(sum((r->>'profitAndLoss')::bigint - (r->>'commission')::bigint), 0) from jsonb_array_elements(s.settlement->'results') r) as nets,
          (select coalesce(sum(amount), 0) from pnl_shares p where p.market_id = s.market_id and p.settlement_version = s.version and p.kind = 'settle') as shares,
          (select coalesce(sum(amount), 0) from pnl_shares p where p.market_id = s.market_id and p.settlement_version = s.version and p.kind = 'reverse') as reversed,
          (select coalesce(sum(amount), 0) from pnl_shares p where p.market_id = s.market_id and p.settlement_version = s.version - 1 and p.kind = 'settle') as previous
        from settlements s`,
  );
  for (const v of versions) {
    expect(Number(v.shares) + Number(v.nets), `${v.market_id} v${v.version}: levels + bettors`).toBe(0);
    expect(Number(v.reversed) + Number(v.previous), `${v.market_id} v${v.version}: reverse rows`).toBe(0);
  }
  return versions.length;
}

onEveryStore('partnership split at settlement', (api) => {
  const tokens: Record<string, string> = {};
  const me: Record<string, AuthUser> = {};
  beforeAll(async () => {
    for (const name of ['demo', 'mm1', 'operator', 'master']) {
      tokens[name] = await tokenOf(api(), name);
      const [row] = await api().database.db.select().from(users).where(eq(users.userName, name));
      me[name] = { userId: row!.userId, userName: row!.userName, role: row!.role, isLogin: row!.isLogin, siteKey: row!.siteKey, uplineId: row!.uplineId };
    }
  });
  const place = async (user: string, body: Json) => {
    const res = await api().post('/api/bets/place', { idempotencyKey: key(), ...body }, tokens[user]);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { betId: string } }).data.betId;
  };
  const chainOf = async (userName: string) => (await api().database.db.select({ chainId: users.chainId }).from(users).where(eq(users.userName, userName)))[0]!.chainId!;
  const orderChain = async (orderId: string) => (await api().database.db.select({ chainId: orders.chainId }).from(orders).where(eq(orders.orderId, orderId)))[0]!.chainId;
  const sharesOf = async (marketId: string, version: number, userName: string) =>
    rowsOf<{ chain_id: number; share_bps: number; amount: string; kind: string }>(
      api().database.db,
      sql`select p.chain_id, p.share_bps, p.amount, p.kind from pnl_shares p join users u on u.user_id = p.user_id
           where p.market_id = ${marketId} and p.settlement_version = ${version} and u.user_name = ${userName} and p.bettor_id = 'u-demo' order by p.kind, p.chain_id`,
    );
  const settle = async (body: Json) => expect((await api().post('/api/admin/markets/settle', body, tokens.operator)).statusCode).toBe(200);

  describe('a bet carries the chain in force when placed; a share change writes new chains', () => {
    it('splits each chain group by its own shares; resettle and void reverse; every version sums to zero', async () => {
      const db = api().database.db;
      const c1 = await chainOf('demo');
      const [first] = await db.select().from(shareChains).where(eq(shareChains.chainId, c1));
      expect(first!.shares.map((l) => [l.role, l.shareBps])).toEqual([
        ['operator', 2000],
        ['super_master', 2000],
        ['master', 3000],
        ['agent', 3000],
      ]);

      const M = '22002.mo';
      await place('mm1', { marketId: M, side: 'LAY', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 3.0 } });
      const before = await place('demo', { marketId: M, side: 'BACK', size: 6_000, selection: { kind: 'exchange', runnerId: '1', price: 3.0 } });
      expect(await orderChain(before)).toBe(c1);

      // The master lowers its agent to 25 %: every bettor below the agent gets a new chain; the old one stays as it was.
      const set = await partnershipService(api().exchange.services).setPartnership({ ...me.master!, client: { address: '127.0.0.1' } }, { userName: 'agent', partnershipBps: 2500, commissionBps: null });
      expect(set).toMatchObject({ userName: 'agent', partnershipBps: 2500, maxPartnershipBps: 5000 });
      expect(set.chainsWritten).toBeGreaterThanOrEqual(3);
      const c2 = await chainOf('demo');
      expect(c2).not.toBe(c1);
      const [kept] = await db.select().from(shareChains).where(eq(shareChains.chainId, c1));
      expect(kept!.shares).toEqual(first!.shares);
      const after = await place('demo', { marketId: M, side: 'BACK', size: 4_000, selection: { kind: 'exchange', runnerId: '1', price: 3.0 } });
      expect(await orderChain(after)).toBe(c2);
      expect(await orderChain(before)).toBe(c1);

      // Demo wins 12,000 + 8,000 gross, commission 2 % = 400 shared 240 / 160 by what each group won: nets 11,760 and 7,840.
      await settle({ marketId: M, winners: ['1'] });
      expect((await sharesOf(M, 1, 'agent')).map((r) => [r.chain_id, r.share_bps, Number(r.amount)])).toEqual([
        [c1, 3000, -3528],
        [c2, 2500, -1960],
      ]);
      expect((await sharesOf(M, 1, 'operator')).map((r) => [r.chain_id, r.share_bps, Number(r.amount)])).toEqual([
        [c1, 2000, -2352],
        [c2, 2500, -1960],
      ]);

      // Resettled the other way: v1's rows reversed under v2, then v2's split.
      await settle({ marketId: M, winners: ['2'] });
      expect((await sharesOf(M, 2, 'agent')).map((r) => [r.kind, r.chain_id, Number(r.amount)])).toEqual([
        ['reverse', c1, 3528],
        ['reverse', c2, 1960],
        ['settle', c1, 1800],
        ['settle', c2, 1000],
      ]);
      await settle({ marketId: M, void: true });
      expect((await sharesOf(M, 3, 'agent')).map((r) => [r.kind, Number(r.amount)])).toEqual([
        ['reverse', -1800],
        ['reverse', -1000],
      ]);
      const [net] = await rowsOf<{ total: string }>(db, sql`select coalesce(sum(amount), 0) as total from pnl_shares where market_id = ${M}`);
      expect(Number(net!.total)).toBe(0);
      expect(await everySettlementBalances(api())).toBeGreaterThanOrEqual(3);
    });

    it('house bets carry the chain too; a bettor with no chain gets one at settlement', async () => {
      const db = api().database.db;
      expect((await api().post('/api/admin/markets/status', { marketId: '41001.bm', betDelayMs: 0 }, tokens.operator)).statusCode).toBe(200);
      const taken = await place('demo', { marketId: '41001.bm', side: 'BACK', size: 10_001, selection: { kind: 'bookmaker', runnerId: '1', price: 1.8 } });
      const [row] = await rowsOf<{ chain_id: number }>(db, sql`select chain_id from house_bets where bet_id = ${taken}`);
      expect(row!.chain_id).toBe(await chainOf('demo'));
      // mm1's chain is cleared and its bet stored without one (as before issue #32).
      await db.update(users).set({ chainId: null }).where(eq(users.userName, 'mm1'));
      const bare = await place('mm1', { marketId: '41001.bm', side: 'BACK', size: 3_333, selection: { kind: 'bookmaker', runnerId: '2', price: 2.1 } });
      const [bareRow] = await rowsOf<{ chain_id: number | null }>(db, sql`select chain_id from house_bets where bet_id = ${bare}`);
      expect(bareRow!.chain_id).toBeNull();
      await settle({ marketId: '41001.bm', winners: ['2'] });
      expect(await chainOf('mm1')).not.toBeNull();
      // Demo lost ₹100.01 to the house: the agent (25 %) takes 2,500.25 → 2,500 paise toward zero.
      expect((await sharesOf('41001.bm', 1, 'agent')).map((r) => Number(r.amount))).toEqual([2500]);
      expect(await everySettlementBalances(api())).toBeGreaterThanOrEqual(4);
    });
  });
});
