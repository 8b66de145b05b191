import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { MemoryBus } from '../bus/memory-bus';
import { partitionOf } from '../bus/subjects';
import { createHttpApp, mountExchange } from '../app';
import { configFromEnv } from '../config';
import { serveExchangeCommands, type ExchangeCommands } from '../exchange/cluster/exchange-commands';
import { openDatabase, type Database } from '../exchange/db/client';
import { seedIfEmpty } from '../exchange/db/seed';
import type { Exchange } from '../exchange/service/exchange';
import { RestClient } from '../gateway/datasources/rest-client';
import { describeOnPostgres } from '../../tests/support/stores';
import { waitFor } from '../../tests/support/funded-bettor';
import { busTransport } from './gateway-transport';

/**
 * A lease move seen from a gateway (issue #33): two real exchanges on one PostgreSQL share the 32
 * partitions and serve their commands on one bus; a gateway places keyed bets through busTransport on
 * markets the first one owns while it shuts down (its partitions given back, taken by the second,
 * books rebuilt from the store). Every bet is answered — retried across the move, never refused — and
 * each acknowledged bet is in the store exactly once.
 */
const FORWARD_KEY = 'lease-move-forward-key-0123456789';

interface Running {
  database: Database;
  app: FastifyInstance;
  exchange: Exchange;
  commands: ExchangeCommands;
}

describeOnPostgres('a gateway across a lease move', (pg) => {
  const bus = new MemoryBus();
  const running: Running[] = [];
  const closed = new Set<Running>();
  const stop = async (r: Running) => {
    if (closed.has(r)) return;
    closed.add(r);
    await r.commands.stop();
    await r.app.close();
    await r.database.close();
  };
  afterAll(async () => {
    for (const r of running) await stop(r);
    await bus.close();
    await pg?.stop();
  });

  const start = async (name: string): Promise<Running> => {
    const config = { ...configFromEnv({ SEED: 'demo' }), forwardKey: FORWARD_KEY, admission: false as const };
    const database = await openDatabase({ dataDir: '/nonexistent', databaseUrl: pg!.url, instanceId: `${name}:${process.pid}:test` });
    await seedIfEmpty(database.db);
    const app = createHttpApp(config);
    const { exchange } = await mountExchange(app, config, database, { forwardKey: FORWARD_KEY });
    await app.ready();
    const commands = await serveExchangeCommands({ bus, app, prefix: '', leases: exchange.leases });
    const r = { database, app, exchange, commands };
    running.push(r);
    return r;
  };

  it.runIf(pg !== null)('every keyed bet sent while its market\'s owner shuts down is placed once, by the new owner', async () => {
    const a = await start('exchange-a');
    const b = await start('exchange-b');
    await waitFor(() => a.exchange.leases.held().length + b.exchange.leases.held().length === 32 && a.exchange.leases.held().length > 0 && b.exchange.leases.held().length > 0, 'the two exchanges to share the 32 partitions');

    const rows = (await a.database.db.execute(sql`
      select m.market_id as "marketId", r.runner_id as "runnerId" from markets m
      join runners r on r.market_id = m.market_id and r.sort_order = 0
      where m.kind = 'exchange' and m.status = 'OPEN' and m.bet_delay_ms = 0 order by m.market_id`)) as unknown as { rows: Array<{ marketId: string; runnerId: string }> };
    const onA = rows.rows.filter((m) => a.exchange.leases.serving(partitionOf(m.marketId))).slice(0, 4);
    expect(onA.length).toBeGreaterThan(0);

    const client = new RestClient(busTransport(bus), false, FORWARD_KEY);
    const token = (await client.data<{ token: string }>({ path: '/auth/login', body: { userName: 'demo', password: 'demo-password' } })).token;
    const placed: string[] = [];
    const place = async (i: number) => {
      const market = onA[i % onA.length]!;
      const body = { idempotencyKey: `lease-move-${i}`, marketId: market.marketId, side: 'BACK', size: 1_000, selection: { kind: 'exchange', runnerId: market.runnerId, price: 1000 } };
      placed.push((await client.data<{ betId: string }>({ path: '/bets/place', body, token })).betId);
    };
    await place(0);
    await place(1);
    // A shuts down (its commands stop, its partitions are given back) while bets keep coming.
    const stopping = stop(a);
    for (let i = 2; i < 12; i += 1) await place(i);
    await stopping;
    await waitFor(() => onA.every((m) => b.exchange.leases.serving(partitionOf(m.marketId))), "B to serve A's partitions");
    for (let i = 12; i < 14; i += 1) await place(i);

    expect(placed).toHaveLength(14);
    const stored = (await b.database.db.execute(sql`select order_id as "orderId" from orders where order_id in ${sql.raw(`(${placed.map((id) => `'${id.replace(/'/g, "''")}'`).join(',')})`)}`)) as unknown as { rows: Array<{ orderId: string }> };
    expect(new Set(stored.rows.map((r) => r.orderId))).toEqual(new Set(placed));
    expect(new Set(placed).size).toBe(14);
  }, 300_000);
});
