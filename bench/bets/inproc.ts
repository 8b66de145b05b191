import Fastify from 'fastify';
import { openDatabase } from '../../server/exchange/db/client';
import { exchangeApi } from '../../server/exchange/http/app';
import { createExchange } from '../../server/exchange/service/exchange';
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
  const proto = PGlite.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
  // Every statement, in a transaction or not, goes through this one private method (PGlite 0.5).
  const runQuery = proto._runExclusiveQuery!;
  proto._runExclusiveQuery = function (this: unknown, ...a: unknown[]) {
    statements += 1;
    return runQuery.apply(this, a);
  };
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
    proto._runExclusiveQuery = runQuery;
    await app.close();
    await database.close();
  }
  return results;
}
