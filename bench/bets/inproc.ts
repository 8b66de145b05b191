import Fastify from 'fastify';
import { openDatabase, pgliteOnWorker } from '../../server/exchange/db/client';
import { PGliteRemote } from '../../server/exchange/db/pglite-remote';
import { exchangeApi } from '../../server/exchange/http/app';
import { createExchange } from '../../server/exchange/service/exchange';
import { SPA_PLACE_BET } from '../../server/gateway/spa-place-bet';
import { seedBettors } from './seed';

export interface BurstResult {
  bets: number;
  ms: number;
  cpuMsPerBet: number;
  statementsPerBet: number;
  errors: number;
}

/**
 * The exchange alone, in this process: `count` bets offered at once through Fastify's inject (no
 * sockets, no GraphQL), on PGlite. Server CPU per bet here is the betting path's own cost — what a
 * core could sustain — free of the client's and of other processes' share of the machine.
 */
export async function exchangeBurst(opts: { dataDir: string; count: number; rounds: number; bet: (i: number) => Record<string, unknown> }): Promise<BurstResult[]> {
  const tokens = await seedBettors({ dataDir: opts.dataDir, count: 100, tag: 'burst', funds: 1_000_000_000 });
  const database = await openDatabase({ dataDir: opts.dataDir });
  const { PGlite } = await import('@electric-sql/pglite');
  let statements = 0;
  // Every statement, in a transaction or not, goes through one method: PGlite's private
  // _runExclusiveQuery (0.5) on the event loop, or the worker bridge's query/exec (the default).
  const patched: Array<[Record<string, (...a: unknown[]) => unknown>, string]> = pgliteOnWorker()
    ? [
        [PGliteRemote.prototype as unknown as Record<string, (...a: unknown[]) => unknown>, 'query'],
        [PGliteRemote.prototype as unknown as Record<string, (...a: unknown[]) => unknown>, 'exec'],
      ]
    : [[PGlite.prototype as unknown as Record<string, (...a: unknown[]) => unknown>, '_runExclusiveQuery']];
  const originals = patched.map(([proto, name]) => proto[name]!);
  patched.forEach(([proto, name], i) => {
    proto[name] = function (this: unknown, ...a: unknown[]) {
      statements += 1;
      return originals[i]!.apply(this, a);
    };
  });
  const app = Fastify({ logger: false });
  const results: BurstResult[] = [];
  try {
    await app.register(exchangeApi(await createExchange(database.db)), { prefix: '/api' });
    await app.ready();
    for (let round = 0; round < opts.rounds; round++) {
      statements = 0;
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const replies = await Promise.all(
        Array.from({ length: opts.count }, (_, i) =>
          app.inject({
            method: 'POST',
            url: '/api/bets/place',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
            payload: JSON.stringify(opts.bet(round * opts.count + i)),
          }),
        ),
      );
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      results.push({ bets: opts.count, ms, cpuMsPerBet: (cpu.user + cpu.system) / 1000 / opts.count, statementsPerBet: statements / opts.count, errors: replies.filter((r) => r.statusCode !== 200).length });
    }
  } finally {
    patched.forEach(([proto, name], i) => (proto[name] = originals[i]!));
    await app.close();
    await database.close();
  }
  return results;
}

/**
 * The whole server (`startServer`, as `npm start` composes it: exchange + gateway) in this process:
 * `count` placeBet mutations offered at once to POST /graphql through Fastify's inject, with the
 * gateway calling the exchange in-process (`direct`, the default) or through an HTTP inject
 * (GATEWAY_DIRECT=off). Server CPU per bet is the GraphQL path's own cost, free of the machine's load;
 * admission is off, so that all `count` bets are served (with it, most of a burst this size is refused at once).
 */
export async function graphqlBurst(opts: {
  dataDir: string;
  count: number;
  rounds: number;
  direct: boolean;
  bet: (i: number) => Record<string, unknown>;
}): Promise<BurstResult[]> {
  const { startServer } = await import('../../server/app');
  const { configFromEnv } = await import('../../server/config');
  const tokens = await seedBettors({ dataDir: opts.dataDir, count: 100, tag: 'gburst', funds: 1_000_000_000 });
  const before = process.env.GATEWAY_DIRECT;
  process.env.GATEWAY_DIRECT = opts.direct ? 'on' : 'off';
  const server = await startServer({ ...configFromEnv({ SEED: 'demo' }), host: '127.0.0.1', port: 0, dataDir: opts.dataDir, simulator: false, staticDir: `${opts.dataDir}/no-spa`, admission: false });
  if (before === undefined) delete process.env.GATEWAY_DIRECT;
  else process.env.GATEWAY_DIRECT = before;
  const results: BurstResult[] = [];
  try {
    for (let round = 0; round < opts.rounds; round++) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const replies = await Promise.all(
        Array.from({ length: opts.count }, (_, i) =>
          server.app.inject({
            method: 'POST',
            url: '/graphql',
            headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${tokens[i % tokens.length]}` },
            payload: JSON.stringify({ ...SPA_PLACE_BET, variables: { input: opts.bet(round * opts.count + i) } }),
          }),
        ),
      );
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      const failed = replies.filter((r) => r.statusCode !== 200 || (r.json() as { errors?: unknown }).errors).length;
      results.push({ bets: opts.count, ms, cpuMsPerBet: (cpu.user + cpu.system) / 1000 / opts.count, statementsPerBet: NaN, errors: failed });
    }
  } finally {
    await server.close();
  }
  return results;
}
