// `node --import tsx bench/trading-api/place-orders.ts [-- --rates=100,300,600] [-- --seconds=10] [-- --quick]`:
// bets/s placed through the Betfair API (JSON-RPC SportsAPING/v1.0/placeOrders, one LIMIT instruction a
// call, X-Authentication) beside GraphQL's placeBet in the same run, against the same server: bench:bets'
// mix (pairs that cross and bets that rest on six pre-play Match Odds markets), an open loop at each
// offered rate. The server runs from the sources (tsx) as a child, SIMULATOR=off, PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startServerChild } from '../../scripts/lib/server-child';
import { openLoop, postJson, type RoundResult } from '../bets/load';
import { MIX_SIZE, mixBet } from '../bets/mix';
import { seedBettors } from '../bets/seed';
import { cpuSeconds } from '../gateway/fanout';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string | undefined]).map(([k, v]) => [k, v ?? 'true']));
const quick = args.has('quick');
const rates = (args.get('rates') ?? (quick ? '100,300' : '100,300,600,1000')).split(',').map(Number);
const seconds = Number(args.get('seconds') ?? (quick ? 4 : 10));
const runTag = Date.now().toString(36);
const PLACE = `mutation Place($input: PlaceBetInput!) { placeBet(input: $input) { betId status sizeMatched sizeRemaining } }`;

const betOf = (i: number) => mixBet(i, `bf-bench-${runTag}`);

const dir = mkdtempSync(path.join(tmpdir(), 'backlay-bench-place-orders-'));
const tokens = await seedBettors({ dataDir: dir, count: 50, tag: runTag, funds: 1_000_000_000 });
const server = await startServerChild({ DATA_DIR: dir, LOG_LEVEL: 'error' }, { timeoutMs: 180_000 });
const serverCpuMs = () => cpuSeconds(server.child.pid!) * 1000;

type Path = 'json-rpc placeOrders' | 'graphql placeBet';
function placer(path: Path, offset: number) {
  return async (n: number): Promise<string | null> => {
    const i = offset + n;
    const bet = betOf(i);
    const token = tokens[i % tokens.length]!;
    if (path === 'json-rpc placeOrders') {
      const res = await postJson(
        `${server.url}/exchange/betting/json-rpc/v1`,
        {
          jsonrpc: '2.0',
          method: 'SportsAPING/v1.0/placeOrders',
          params: { marketId: bet.marketId, customerRef: bet.key.slice(-32), instructions: [{ orderType: 'LIMIT', selectionId: Number(bet.runnerId), side: bet.side, limitOrder: { size: MIX_SIZE / 100, price: bet.price, persistenceType: 'LAPSE' } }] },
          id: i,
        },
        { 'x-application': 'bench', 'x-authentication': token },
      );
      const report = res.body.result as { status?: string; errorCode?: string; instructionReports?: Array<{ errorCode?: string }> } | undefined;
      if (res.status === 200 && report?.status === 'SUCCESS') return null;
      if (report?.errorCode) return `${report.errorCode}/${report.instructionReports?.[0]?.errorCode ?? '-'}`;
      return (res.body.error as { message?: string } | undefined)?.message ?? `HTTP_${res.status}`;
    }
    const res = await postJson(
      `${server.url}/graphql`,
      { query: PLACE, variables: { input: { marketId: bet.marketId, side: bet.side, size: MIX_SIZE, idempotencyKey: bet.key, selection: { exchange: { runnerId: bet.runnerId, price: bet.price } } } } },
      { authorization: `Bearer ${token}` },
    );
    const errors = res.body.errors as Array<{ extensions?: { code?: string } }> | undefined;
    return res.status === 200 && !errors && res.body.data ? null : (errors?.[0]?.extensions?.code ?? `HTTP_${res.status}`);
  };
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const row = (path: Path, r: RoundResult) =>
  console.log(
    `${path.padEnd(22)} ${String(r.offered).padStart(7)} ${fmt(r.achieved).padStart(8)} ${fmt(r.p50, 1).padStart(7)} ${fmt(r.p99, 1).padStart(7)} ${fmt(r.cpuMsPerBet, 2).padStart(10)}  ${Object.entries(r.errors).map(([k, v]) => `${k}×${v}`).join(' ') || '—'}`,
  );

console.log(`placeOrders (Betfair JSON-RPC) beside placeBet (GraphQL): ${tokens.length} bettors, ${seconds} s a round, load ${loadavg()[0]!.toFixed(1)}`);
console.log('path                   offered achieved  p50 ms  p99 ms  cpu ms/bet  errors');
let offset = 0;
try {
  for (const path of ['json-rpc placeOrders', 'graphql placeBet'] as const) {
    // Warm-up, not counted: the JIT compiles the path's hot code, the client opens its sockets.
    await openLoop({ rate: 100, seconds: 2, maxInFlight: 1000, place: placer(path, (offset += 1_000_000)), cpuMs: serverCpuMs });
    for (const rate of rates) {
      const result = await openLoop({ rate, seconds, maxInFlight: 1000, place: placer(path, (offset += 1_000_000)), cpuMs: serverCpuMs });
      row(path, result);
      if (result.achieved < rate * 0.5) break;
    }
  }
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
