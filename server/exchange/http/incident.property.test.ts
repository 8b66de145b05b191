import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { ledgerInvariantHolds } from '../db/queries/ledger';
import { houseBets, orders, trades, users } from '../db/schema';
import { MarketRegistry } from '../markets/registry';
import { codeOf, createLiveEvent, key, MARKET_ROLES, tokenOf, type Json, type MarketRole } from './incident-fixture';
import { onEveryStore, type ApiHarness } from './test-harness';

/** The exchange's clock: a moment per call (no two acts share one), moved on by the test to release delayed bets. */
let clock = Date.now();
const now = () => new Date(++clock);
const DELAY_MS = 50;
const BETTORS = ['demo', 'mm1', 'mm2'] as const;
type Bettor = (typeof BETTORS)[number];

interface BetSpec {
  user: Bettor;
  role: MarketRole;
  side: 'BACK' | 'LAY';
  size: number;
}
type Command =
  | { kind: 'bet'; bet: BetSpec }
  | { kind: 'incident'; incident: 'wicket' | 'goal' | 'suspend' }
  | { kind: 'race'; bets: BetSpec[]; incidentAt: number }
  | { kind: 'reopen' }
  | { kind: 'tick'; ms: number };

const betSpec: fc.Arbitrary<BetSpec> = fc
  .record({ user: fc.constantFrom(...BETTORS), role: fc.constantFrom(...MARKET_ROLES), side: fc.constantFrom('BACK' as const, 'LAY' as const), size: fc.integer({ min: 1_000, max: 5_000 }) })
  .map((b) => (b.role === 'nextBall' ? { ...b, side: 'BACK' as const } : b));
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: betSpec.map((bet) => ({ kind: 'bet' as const, bet })) },
  { weight: 1, arbitrary: fc.constantFrom('wicket' as const, 'goal' as const, 'suspend' as const).map((incident) => ({ kind: 'incident' as const, incident })) },
  { weight: 2, arbitrary: fc.record({ bets: fc.array(betSpec, { minLength: 1, maxLength: 6 }), incidentAt: fc.nat(6) }).map((r) => ({ kind: 'race' as const, ...r })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'reopen' as const }) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 2 * DELAY_MS }).map((ms) => ({ kind: 'tick' as const, ms })) },
);

/** The selection each market role takes for a side (both exchange markets meet at one price, so backs and lays match). */
function selectionOf(role: MarketRole, side: 'BACK' | 'LAY'): Json {
  if (role === 'delayed') return { kind: 'exchange', runnerId: '1', price: 3 };
  if (role === 'instant') return { kind: 'exchange', runnerId: '1', price: 2 };
  if (role === 'bookmaker') return { kind: 'bookmaker', runnerId: '1', price: side === 'BACK' ? 1.8 : 1.85 };
  if (role === 'fancy') return side === 'BACK' ? { kind: 'fancy', line: 53, rate: 100 } : { kind: 'fancy', line: 52, rate: 100 };
  return { kind: 'outcome', outcomeId: '4', odds: 5 };
}

/** Refusals a bet may meet while its event is open (its own merits); MARKET_SUSPENDED is not one of them. */
const OPEN_REFUSALS = ['INVALID_BACK_LAY_COMBINATION', 'INSUFFICIENT_FUNDS'];

onEveryStore(
  'the incident rule, over random interleavings',
  (api) => {
    const tokens: Record<string, string> = {};
    const userIds: Record<string, string> = {};
    beforeAll(async () => {
      for (const name of [...BETTORS, 'operator']) tokens[name] = await tokenOf(api(), name);
      const rows = await api().database.db.select({ userId: users.userId, userName: users.userName }).from(users).where(inArray(users.userName, [...BETTORS]));
      for (const r of rows) userIds[r.userName] = r.userId;
    });

    it('takes no bet and matches nothing after an incident, lapses delayed bets with their money back, and keeps the ledger balanced', async () => {
      let runs = 0;
      await fc.assert(
        // The bookmaker and fancy markets take bets at once (no delay) or make them wait out an in-play delay.
        fc.asyncProperty(fc.constantFrom(0, DELAY_MS), fc.array(command, { minLength: 1, maxLength: 25 }), async (houseDelayMs, commands) => {
          runs += 1;
          await runScenario(api(), tokens, userIds, `prop${runs}x${Math.floor(Math.random() * 1e6)}`, commands, houseDelayMs);
        }),
        { numRuns: 12, endOnFailure: true },
      );
    }, 300_000);
  },
  { now },
);

async function runScenario(api: ApiHarness, tokens: Record<string, string>, userIds: Record<string, string>, eventId: string, commands: Command[], houseDelayMs: number): Promise<void> {
  const { db } = api.database;
  const markets = await createLiveEvent(api, tokens.operator!, eventId, DELAY_MS, houseDelayMs);
  const marketIds = Object.values(markets);
  const post = (url: string, body: Json, user: string) => api.post(url, body, tokens[user]);
  const placeBet = (b: BetSpec) => post('/api/bets/place', { marketId: markets[b.role], side: b.side, size: b.size, selection: selectionOf(b.role, b.side), idempotencyKey: key() }, b.user);
  const bankBefore = await banks();
  let suspended = false;
  let frozen: Awaited<ReturnType<typeof eventBook>> | null = null;

  async function banks(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const u of BETTORS) out[u] = ((await post('/api/user/balance', {}, u)).json() as { data: { bankBalance: number } }).data.bankBalance;
    return out;
  }

  /** Everything taken or matched on the event's markets, as the store holds it. */
  async function eventBook() {
    const [orderRows, tradeRows, houseRows] = await Promise.all([
      db.select().from(orders).where(inArray(orders.marketId, marketIds)),
      db.select().from(trades).where(inArray(trades.marketId, marketIds)),
      db.select().from(houseBets).where(inArray(houseBets.marketId, marketIds)),
    ]);
    return { orderRows, tradeRows, houseRows };
  }

  /** Right after an incident at `at`: nothing waits in a delay, nothing was taken or matched at or after `at`, every market is suspended. */
  async function checkIncident(at: number, lapsedIds: string[]) {
    const book = await eventBook();
    for (const o of book.orderRows) {
      expect(o.status, `order ${o.orderId} still in its delay after the incident`).not.toBe('PENDING');
      expect(o.placedAt).toBeLessThan(at);
      if (lapsedIds.includes(o.orderId)) expect(o.sizeLapsed + o.sizeMatched + o.sizeCancelled).toBe(o.size);
    }
    for (const t of book.tradeRows) expect(t.matchedAt, 'a trade at or after the incident').toBeLessThan(at);
    for (const h of book.houseRows) expect(h.placedAt, 'a house bet taken at or after the incident').toBeLessThan(at);
    for (const id of marketIds) expect(api.exchange.registry.get(id)!.engine.market.status).toBe('SUSPENDED');
    frozen = book;
  }

  async function incident(kind: string) {
    const res = await post('/api/admin/events/incident', { eventId, kind, score: { kind, at: clock } }, 'operator');
    expect(codeOf(res), res.body).toBeNull();
    return (res.json() as { data: { incident: { at: string }; lapsed: string[] } }).data;
  }

  for (const c of commands) {
    if (c.kind === 'bet') {
      const code = codeOf(await placeBet(c.bet));
      if (suspended) expect(code).toBe('MARKET_SUSPENDED');
      else if (code !== null) expect(OPEN_REFUSALS, `refused while open: ${code}`).toContain(code);
    } else if (c.kind === 'incident') {
      const done = await incident(c.incident);
      suspended = true;
      await checkIncident(Date.parse(done.incident.at), done.lapsed);
    } else if (c.kind === 'race') {
      const calls = c.bets.map((b) => placeBet(b));
      calls.splice(Math.min(c.incidentAt, calls.length), 0, incident('wicket') as never);
      const results = (await Promise.all(calls)) as unknown[];
      const done = results.find((r) => r !== null && typeof r === 'object' && 'incident' in (r as object)) as { incident: { at: string }; lapsed: string[] };
      for (const r of results) {
        if (r === done) continue;
        const code = codeOf(r as { statusCode: number; json(): unknown });
        if (code !== null) expect(['MARKET_SUSPENDED', ...(suspended ? [] : OPEN_REFUSALS)]).toContain(code);
        else expect(suspended, 'a bet taken while the event was suspended').toBe(false);
      }
      suspended = true;
      await checkIncident(Date.parse(done.incident.at), done.lapsed);
    } else if (c.kind === 'reopen') {
      const code = codeOf(await post('/api/admin/events/reopen', { eventId }, 'operator'));
      expect(code).toBe(suspended ? null : 'INVALID_INPUT_DATA');
      suspended = false;
      frozen = null;
    } else {
      clock += c.ms;
      await api.exchange.betting.releaseDue();
    }

    if (suspended && frozen) {
      // Suspended: nothing new taken, matched or released on any market of the event, whatever was tried.
      const book = await eventBook();
      const f: Awaited<ReturnType<typeof eventBook>> = frozen;
      expect(book.orderRows.length).toBe(f.orderRows.length);
      expect(book.tradeRows.length).toBe(f.tradeRows.length);
      expect(book.houseRows.length).toBe(f.houseRows.length);
      expect(book.orderRows.reduce((s, o) => s + o.sizeMatched, 0)).toBe(f.orderRows.reduce((s, o) => s + o.sizeMatched, 0));
    }
    // The money at risk the exchange works with is what its store says: lapsed bets hold nothing.
    const fromStore = await MarketRegistry.load(db);
    for (const u of BETTORS) expect(api.exchange.registry.totalExposure(userIds[u]!), `${u}'s exposure`).toBe(fromStore.totalExposure(userIds[u]!));
  }

  for (const id of marketIds) expect(codeOf(await post('/api/admin/markets/settle', { marketId: id, void: true }, 'operator'))).toBeNull();
  // Voided, every stake comes back: lapsed bets never took any money.
  expect(await banks()).toEqual(bankBefore);
  expect(await ledgerInvariantHolds(db)).toBe(true);
  const left = await db.select().from(orders).where(and(inArray(orders.marketId, marketIds), eq(orders.status, 'PENDING')));
  expect(left).toEqual([]);
}
