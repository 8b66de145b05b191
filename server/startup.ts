/**
 * What a process does to its store before it serves (issue #48): the first start's seed, chosen by
 * config.seed (the demo world, or only the operator), then the operator's first password while it
 * is unset (a setup code, or OPERATOR_PASSWORD_FILE). Every role with a store runs it: the embedded
 * process (app.ts), an exchange (cluster/roles.ts) and the child that creates a PGlite store
 * (create-store.ts, seed only: the setup code is issued by the server that prints it).
 */
import type { ServerConfig } from './config';
import type { Db } from './exchange/db/client';
import { userNamed } from './exchange/db/queries/users';
import { seedIfEmpty } from './exchange/db/seed';
import { seedOperatorIfEmpty } from './exchange/db/seed-operator';
import { ensureOperatorSetup, type OperatorSetup } from './exchange/service/operator-setup';

export type { OperatorSetup };

export interface PreparedStore {
  /** Whether this start created the store's first world (the demo's, or the operator alone). */
  seeded: boolean;
  /** Whether the demo's accounts are there (the simulator trades with them). */
  demo: boolean;
  /** The operator's first password: set already, read from the file now, or a new setup code to print. */
  operatorSetup: OperatorSetup;
}

/** The first start's seed: the demo world or the operator alone (config.seed); a no-op on a store with a site. */
export function seedStore(db: Db, config: Pick<ServerConfig, 'seed' | 'siteKey'>): Promise<boolean> {
  return config.seed === 'demo' ? seedIfEmpty(db) : seedOperatorIfEmpty(db, config.siteKey);
}

/** Seeds a new store as configured, then sees to the operator's first password. */
export async function prepareStore(db: Db, config: Pick<ServerConfig, 'seed' | 'siteKey' | 'operatorPasswordFile'>): Promise<PreparedStore> {
  const seeded = await seedStore(db, config);
  const operatorSetup = await ensureOperatorSetup(db, { passwordFile: config.operatorPasswordFile });
  return { seeded, demo: await hasDemoAccounts(db), operatorSetup };
}

/** The demo's market makers exist (the demo seed made this store, now or earlier). */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  return (await userNamed(db, 'mm1')) !== undefined && (await userNamed(db, 'mm2')) !== undefined;
}
