// Makes PGlite's Postgres reach the disk when it asks to (plain JavaScript: the PGlite worker thread,
// pglite-worker.mjs, loads it too). PGlite mounts the data directory with Emscripten's NODEFS, whose
// files have no fsync operation: Postgres's fsync() calls reach Emscripten's fd_sync, which calls the
// stream's `fsync` if it has one, and returns success without a flush when it has none (its fdatasync
// is a no-op in every case). This gives NODEFS streams an `fsync` that flushes the real file (or
// directory) with fs.fsyncSync. With fsync on and wal_sync_method=fsync (pgliteOptions), Postgres then
// flushes the WAL once per commit before the commit returns, and the files a checkpoint wrote before
// the checkpoint is recorded: a committed transaction survives a power loss.
import fs from 'node:fs';

/** Installs the flushing `fsync` on the NODEFS of one PGlite instance (its own Emscripten module). */
export function flushOnFsync(pg) {
  const nodefs = pg.Module?.NODEFS;
  if (!nodefs?.stream_ops) throw new Error('PGlite has no NODEFS to make durable (a store in memory?)');
  nodefs.stream_ops.fsync = (stream) => {
    if (typeof stream.nfd === 'number') {
      fs.fsyncSync(stream.nfd);
      return 0;
    }
    // A directory (Postgres flushes pg_wal and the like after creating or renaming a file in it).
    const fd = fs.openSync(nodefs.realPath(stream.node), 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    return 0;
  };
}

/**
 * A consistent copy of the running store, as a gzipped tar of its data directory (what PGlite's
 * loadDataDir takes back: scripts/restore.ts). Taken while no other transaction is open and none can
 * begin (PGlite's transaction lock), after a checkpoint (the files hold every commit, so a restore replays
 * little WAL), and read under its query lock: nothing writes while the files are read.
 */
export async function dumpStore(pg) {
  // Inside one of PGlite's transactions: it holds the transaction lock (query and exec take it too,
  // so they cannot be called under it directly); dumpDataDir takes the query lock itself.
  return pg.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    return pg.dumpDataDir('gzip');
  });
}
