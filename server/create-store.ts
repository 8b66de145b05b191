import { spawn } from 'node:child_process';
import type { ServerConfig } from './config';
import { flushTree, hasPgliteStore, openDatabase, pgliteDir, pgliteDurable } from './exchange/db/client';
import { seedStore } from './startup';

/** Set in the environment of the short-lived process that creates a store (createStoreInChild). */
export const CREATE_STORE_ENV = 'BACKLAY_CREATE_STORE';

/**
 * Creates a new PGlite store (initdb, migrations, the first start's seed: startup.ts) in a short-lived child process and
 * waits for it to exit; a no-op with PostgreSQL or when `dataDir` already holds a store.
 *
 * Why a child: creating the store grows the process by ~450 MB (PGlite's WebAssembly memory, which
 * never shrinks, and ~240 MB of buffers that go back to the C allocator but not to the OS). Done in
 * the server's own process, that stayed with the server for its whole life: 400–470 MB idle after a
 * first start against 320–360 MB after a restart (bench/README.md, "Memory"). Reopening the store in
 * the same process gave the WebAssembly memory back but not the allocator's. The child takes it all
 * with it; the server then opens the store as it does on every restart.
 */
export async function createStoreInChild(config: ServerConfig): Promise<boolean> {
  if (config.databaseUrl || hasPgliteStore(config.dataDir)) return false;
  const [entry] = process.argv.slice(1);
  if (!entry) throw new Error('createStoreInChild: no entry script to run');
  console.log(`Creating a new store in ${config.dataDir} (initdb, migrations, ${config.seed === 'demo' ? 'the demo seed' : 'the operator'})…`);
  // The parent's Node flags (a loader such as tsx) but not a debugger's, whose port the parent holds.
  const nodeFlags = process.execArgv.filter((flag) => !/^--inspect/.test(flag));
  const child = spawn(process.execPath, [...nodeFlags, entry], {
    env: { ...process.env, [CREATE_STORE_ENV]: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // The child never outlives the server that started it.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
    });
    if (code !== 0) throw new Error(`creating the store in ${config.dataDir} failed (exit ${code ?? 'by signal'})`);
  } finally {
    process.off('exit', killChild);
  }
  return true;
}

/**
 * The child's whole work: open (creating) the store, seed it, close it. PGlite creates it without a
 * flush per commit (thousands of seed commits), then flushes the whole directory once (when durable).
 */
export async function createStore(config: ServerConfig): Promise<void> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, durable: false });
  try {
    await seedStore(database.db, config);
  } finally {
    await database.close();
  }
  if (!config.databaseUrl && pgliteDurable()) flushTree(pgliteDir(config.dataDir));
}
