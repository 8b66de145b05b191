/**
 * For the change stream's tests: a real exchange (PGlite in a temp dir, seeded, its REST app under
 * /api, not listening) publishing its changes to a memory bus, as one process of a cluster would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { signInToken } from '../../../tests/support/two-factor';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { copyMigratedStore } from '../../../tests/support/pglite-template';
import { MemoryBus } from '../../bus/memory-bus';
import { openDatabase, type Db } from '../../exchange/db/client';
import { seedIfEmpty } from '../../exchange/db/seed';
import { exchangeApi } from '../../exchange/http/app';
import { createExchange, type Exchange } from '../../exchange/service/exchange';
import { publishToBus } from '../../exchange/stream/bus-publisher';

export interface ExchangeOnBus {
  app: FastifyInstance;
  bus: MemoryBus;
  exchange: Exchange;
  db: Db;
  /** A REST call to the exchange: status and JSON body. */
  rest<T>(url: string, body: unknown, token?: string): Promise<{ status: number; body: T }>;
  login(userName: string): Promise<string>;
  close(): Promise<void>;
}

export async function startExchangeOnBus(): Promise<ExchangeOnBus> {
  const dir = mkdtempSync(path.join(tmpdir(), 'backlay-bus-stream-'));
  await copyMigratedStore(dir);
  const database = await openDatabase({ dataDir: dir });
  await seedIfEmpty(database.db);
  const exchange = await createExchange(database.db);
  const bus = new MemoryBus();
  const publisher = publishToBus(exchange.services.hub, bus, database.db, () => {});
  const app = Fastify({ logger: false });
  await app.register(exchangeApi(exchange, '/api'), { prefix: '/api' });
  await app.ready();
  const rest = async <T>(url: string, body: unknown, token?: string) => {
    const res = await app.inject({ method: 'POST', url: `/api${url}`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    return { status: res.statusCode, body: res.json() as T };
  };
  return {
    app,
    bus,
    exchange,
    db: database.db,
    rest,
    login: (userName) => signInToken(async (path, body) => (await rest(path, body)).body, userName),
    async close() {
      await publisher.close();
      await app.close();
      await bus.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
