// PGlite on its own thread (server/exchange/db/pglite-remote.ts is the other end). Plain JavaScript
// so that the same file runs under tsx, vitest and the bundled server (it is found from the project
// root, like schema.graphql). One message in, one reply out, matched by id:
//   { id, op: 'query', sql, params, rowMode, raw, tx }   → { id, result }
//   { id, op: 'exec', sql, tx }                          → { id, result }
//   { id, op: 'begin' }                                  → { id, result: txId }
//   { id, op: 'end', tx, commit }                        → { id }  (after COMMIT or ROLLBACK)
//   { id, op: 'dump' }                                   → { id, result: bytes }  (dumpStore)
//   { id, op: 'close' }                                  → { id }
// A failure replies { id, error: { message, name, ...fields } } with the driver's error fields
// (code, detail, constraint …) so the caller rebuilds the same error.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { dumpStore, flushOnFsync } from './pglite-durable.mjs';

const pg = await PGlite.create(workerData.dir, workerData.options);
if (workerData.durable) flushOnFsync(pg);
/** Open transactions: their handle and how to end them. */
const txs = new Map();
let nextTx = 1;

/** Identity parsers for the type oids the caller wants as text (Drizzle asks for dates and intervals). */
function parsersOf(raw) {
  if (!raw || raw.length === 0) return undefined;
  const parsers = {};
  for (const oid of raw) parsers[oid] = (value) => value;
  return parsers;
}

function errorOf(err) {
  const out = { message: err instanceof Error ? err.message : String(err), name: err instanceof Error ? err.name : 'Error' };
  if (err && typeof err === 'object') {
    for (const [k, v] of Object.entries(err)) {
      if (v === undefined || typeof v === 'function' || k === 'query' || k === 'params') continue;
      if (typeof v === 'object' && v !== null) continue;
      out[k] = v;
    }
  }
  return out;
}

function target(tx) {
  if (tx === undefined || tx === null) return pg;
  const open = txs.get(tx);
  if (!open) throw new Error(`No open transaction ${tx}`);
  return open.handle;
}

function begin() {
  const txId = nextTx++;
  return new Promise((resolveBegin, rejectBegin) => {
    let began = false;
    const done = pg.transaction(async (handle) => {
      began = true;
      const ended = new Promise((resolve) => txs.set(txId, { handle, end: resolve }));
      resolveBegin(txId);
      const commit = await ended;
      if (!commit) throw Object.assign(new Error('rollback'), { rollbackMarker: true });
    });
    txs.set(-txId, done);
    done.catch((err) => {
      if (!began) rejectBegin(err);
    });
  });
}

async function end(txId, commit) {
  const open = txs.get(txId);
  const done = txs.get(-txId);
  if (!open || !done) throw new Error(`No open transaction ${txId}`);
  txs.delete(txId);
  txs.delete(-txId);
  open.end(commit);
  try {
    await done;
  } catch (err) {
    if (!(err && err.rollbackMarker)) throw err;
  }
}

async function handle(msg) {
  switch (msg.op) {
    case 'query': {
      const options = {};
      if (msg.rowMode) options.rowMode = msg.rowMode;
      const parsers = parsersOf(msg.raw);
      if (parsers) options.parsers = parsers;
      const r = await target(msg.tx).query(msg.sql, msg.params ?? [], options);
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    }
    case 'exec': {
      const results = await target(msg.tx).exec(msg.sql);
      return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'begin':
      return begin();
    case 'end':
      await end(msg.tx, msg.commit);
      return undefined;
    case 'dump':
      return new Uint8Array(await (await dumpStore(pg)).arrayBuffer());
    case 'close':
      await pg.close();
      return undefined;
    default:
      throw new Error(`Unknown operation ${msg.op}`);
  }
}

parentPort.on('message', (msg) => {
  handle(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, result }),
    (err) => parentPort.postMessage({ id: msg.id, error: errorOf(err) }),
  );
});
parentPort.postMessage({ ready: true });
