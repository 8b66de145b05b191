/**
 * The back office's risk book for a master with 5,000 open bets (issue #32, docs/risk-book.md):
 * a master → 10 agents → 1,000 bettors on a seeded PGlite store, each bettor placing 5 bets through
 * the REST API on 8 exchange markets (half matched against a market maker outside the tree, half
 * left unmatched). Then the master's whole book, one market's drill-down and the first page of its
 * bet list, each timed over repeated calls (median and worst). `node --import tsx bench/risk-book/run.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { createSession } from '../../server/exchange/auth/sessions';
import { openDatabase } from '../../server/exchange/db/client';
import { postTransaction } from '../../server/exchange/db/queries/ledger';
import { shareChains, users } from '../../server/exchange/db/schema';
import { seedIfEmpty } from '../../server/exchange/db/seed';
import { deposit } from '../../server/exchange/domain/ledger';
import { exchangeApi } from '../../server/exchange/http/app';
import { createExchange } from '../../server/exchange/service/exchange';

const AGENTS = 10;
const BETTORS_PER_AGENT = 100;
const BETS_EACH = 5;
const MARKETS = ['41002.mo', '41003.mo', '41005.mo', '22002.mo', '13002.mo', '13003.mo', '75224001.mo'];
const ROUNDS = 15;

const dir = mkdtempSync(path.join(tmpdir(), 'backlay-risk-bench-'));
const database = await openDatabase({ dataDir: dir });
const { db } = database;
await seedIfEmpty(db);
const exchange = await createExchange(db);
const app = Fastify({ logger: false });
await app.register(exchangeApi(exchange), { prefix: '/api' });
await app.ready();
const post = async (url: string, payload: unknown, token?: string) => {
  const res = await app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as { data: unknown };
};

const markets = (await Promise.all(MARKETS.map(async (m) => ((await app.inject({ method: 'POST', url: '/api/markets/detail', payload: { marketId: m }, headers: { 'content-type': 'application/json' } })).statusCode === 200 ? m : null)))).filter((m): m is string => m !== null);
const [op] = await db.select().from(users).where(eq(users.userId, 'u-operator'));
const base = { passwordHash: op!.passwordHash, siteKey: op!.siteKey };
const opPath = op!.path || '/u-operator/';
await db.insert(users).values({ ...base, userId: 'bm-master', userName: 'bm-master', role: 'master', uplineId: 'u-operator', path: `${opPath}bm-master/`, partnershipBps: 3_000 });
const bettorIds: string[] = [];
for (let a = 0; a < AGENTS; a++) {
  const agentId = `bm-a${a}`;
  const agentPath = `${opPath}bm-master/${agentId}/`;
  await db.insert(users).values({ ...base, userId: agentId, userName: agentId, role: 'agent', uplineId: 'bm-master', path: agentPath, partnershipBps: 3_000 });
  const rows = Array.from({ length: BETTORS_PER_AGENT }, (_, b) => `bm-a${a}-b${b}`);
  await db.insert(users).values(rows.map((id) => ({ ...base, userId: id, userName: id, role: 'bettor' as const, uplineId: agentId, path: `${agentPath}${id}/` })));
  const chains = await db
    .insert(shareChains)
    .values(rows.map((id) => ({ bettorId: id, shares: [{ userId: 'u-operator', role: 'operator', shareBps: 4_000 }, { userId: 'bm-master', role: 'master', shareBps: 3_000 }, { userId: agentId, role: 'agent', shareBps: 3_000 }] })))
    .returning({ chainId: shareChains.chainId, bettorId: shareChains.bettorId });
  for (const c of chains) await db.update(users).set({ chainId: c.chainId }).where(eq(users.userId, c.bettorId));
  for (const id of rows) await postTransaction(db, deposit(id, 1_000_000, `bench:opening:${id}`), 'Opening balance');
  bettorIds.push(...rows);
}
const mm1 = await createSession(db, 'u-mm1', null);
const master = await createSession(db, 'bm-master', null);

let key = 0;
const started = performance.now();
// The market maker rests enough lay at 3.0 on runner 1 of every market for the matched half.
for (const m of markets) await post('/api/bets/place', { idempotencyKey: `bench-risk-${key++}`, marketId: m, side: 'LAY', size: 5_000 * bettorIds.length, selection: { kind: 'exchange', runnerId: '1', price: 3 } }, mm1);
for (const [i, id] of bettorIds.entries()) {
  const token = await createSession(db, id, null);
  for (let j = 0; j < BETS_EACH; j++) {
    const marketId = markets[(i + j) % markets.length]!;
    const matched = (i + j) % 2 === 0;
    await post('/api/bets/place', { idempotencyKey: `bench-risk-${key++}`, marketId, side: 'BACK', size: 1_000 + ((i * 7 + j) % 50) * 100, selection: { kind: 'exchange', runnerId: matched ? '1' : '2', price: matched ? 3 : 900 } }, token);
  }
}
console.log(`placed ${key} bets (${bettorIds.length} bettors × ${BETS_EACH} + ${markets.length} lays) on ${markets.length} markets in ${((performance.now() - started) / 1000).toFixed(0)} s`);

async function timed(label: string, call: () => Promise<unknown>): Promise<void> {
  await call();
  const ms: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    await call();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  console.log(`${label}: median ${ms[Math.floor(ms.length / 2)]!.toFixed(1)} ms, worst ${ms.at(-1)!.toFixed(1)} ms (${ROUNDS} calls)`);
}

const book = (await post('/api/backoffice/risk', {}, master)).data as Array<{ marketId: string; betCount: number; worstCase: number }>;
console.log(`master's book: ${book.length} markets, ${book.reduce((s, r) => s + r.betCount, 0)} open bets; worst case ${book[0]?.worstCase} paise on ${book[0]?.marketId}`);
await timed('risk book (POST /api/backoffice/risk)', () => post('/api/backoffice/risk', {}, master));
await timed(`drill-down of ${book[0]!.marketId} (${book[0]!.betCount} bets)`, () => post('/api/backoffice/risk/market', { marketId: book[0]!.marketId }, master));
await timed('bet list, first page of 50', () => post('/api/backoffice/bets', { first: 50 }, master));
await timed('bet list, one bettor', () => post('/api/backoffice/bets', { filter: { userName: 'bm-a3-b7' } }, master));

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
