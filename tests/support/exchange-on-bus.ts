import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHttpApp, mountExchange } from '../../server/app';
import { MemoryBus } from '../../server/bus/memory-bus';
import { configFromEnv, type ServerConfig } from '../../server/config';
import { serveExchangeCommands, type ExchangeCommands, type ExchangeCommandsOptions } from '../../server/exchange/cluster/exchange-commands';
import { openDatabase, type Database } from '../../server/exchange/db/client';
import { seedIfEmpty } from '../../server/exchange/db/seed';
import { DirectRoutes } from '../../server/exchange/http/direct';
import type { Exchange } from '../../server/exchange/service/exchange';
import { copyMigratedStore } from './pglite-template';

/** A real exchange (PGlite, the demo's world, every partition held) serving bus commands and typed calls on an in-memory bus. */
export interface ExchangeOnBus {
  config: ServerConfig;
  database: Database;
  app: FastifyInstance;
  exchange: Exchange;
  /** The betting path's handlers the typed calls are answered by. */
  direct: DirectRoutes;
  bus: MemoryBus;
  serving: ExchangeCommands;
  stop(): Promise<void>;
}

/** Starts it as an exchange process serves the bus (admission off unless `serve.door` stands in for its door). */
export async function startExchangeOnBus(forwardKey: string, serve: Pick<ExchangeCommandsOptions, 'door'> = {}): Promise<ExchangeOnBus> {
  const dir = mkdtempSync(path.join(tmpdir(), 'backlay-exchange-on-bus-'));
  const config: ServerConfig = { ...configFromEnv({ SEED: 'demo' }), dataDir: dir, staticDir: path.join(dir, 'no-spa'), forwardKey, admission: false };
  await copyMigratedStore(dir);
  const database = await openDatabase({ dataDir: dir });
  await seedIfEmpty(database.db);
  const app = createHttpApp(config);
  const direct = new DirectRoutes();
  const { exchange } = await mountExchange(app, config, database, { forwardKey, direct });
  await app.ready();
  const bus = new MemoryBus();
  const serving = await serveExchangeCommands({ bus, app, prefix: '', leases: exchange.leases, direct, forwardKeys: [forwardKey], ...serve });
  return {
    config,
    database,
    app,
    exchange,
    direct,
    bus,
    serving,
    async stop() {
      await serving.stop();
      await bus.close();
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
