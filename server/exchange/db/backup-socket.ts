/**
 * The embedded store's backups while it serves (issue #49). A process on PGlite answers on a Unix
 * socket in its data directory, `DATA_DIR/backlay.sock` (mode 0600: whoever may read the data
 * directory may take a copy, nobody else; nothing listens on the network). `GET /backup` answers a
 * consistent copy (Database.dump: a gzipped tar of the store) that `npm run restore` loads into an
 * empty data directory. The socket also marks the directory as in use: a second process refuses to
 * open it, and `npm run backup` copies a stopped store itself (scripts/backup.ts).
 */
import { existsSync, unlinkSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Database } from './client';

/** The control socket of the process serving `dataDir`. */
export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'backlay.sock');
}

/** Whether a live process answers on `socket` (a file left by a process that died does not). */
export function socketAnswers(socket: string): Promise<boolean> {
  if (!existsSync(socket)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const probe = connect(socket);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/** A data directory another live process is serving: opening it too would corrupt it. */
export class DataDirInUseError extends Error {
  readonly code = 'DATA_DIR_IN_USE';
  constructor(dataDir: string) {
    super(`DATA_DIR ${dataDir} is in use by another running Backlay process (${backupSocketPath(dataDir)} answers)`);
    this.name = 'DataDirInUseError';
  }
}

/** Refuses a data directory another process serves; removes a socket file a dead process left. */
export async function claimDataDir(dataDir: string): Promise<void> {
  const socket = backupSocketPath(dataDir);
  if (await socketAnswers(socket)) throw new DataDirInUseError(dataDir);
  if (existsSync(socket)) unlinkSync(socket);
}

/** Serves `GET /backup` for `database` (PGlite) on the data directory's socket until closed. */
export async function serveBackups(database: Database, dataDir: string, log: (line: string) => void = () => {}): Promise<{ close(): Promise<void> }> {
  const dump = database.dump;
  if (!dump) throw new Error('serveBackups: only the embedded PGlite store is backed up this way');
  const socket = backupSocketPath(dataDir);
  // A Unix socket's path is at most 107 bytes on Linux (103 on macOS).
  if (Buffer.byteLength(socket) > 103) throw new Error(`DATA_DIR ${dataDir} is too long a path for its control socket ${socket} (at most 103 bytes): use a shorter DATA_DIR`);
  await claimDataDir(dataDir);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'GET /backup' } }));
      return;
    }
    const started = Date.now();
    dump().then(
      (blob) => {
        res.writeHead(200, { 'content-type': 'application/x-gzip', 'content-length': String(blob.size) });
        void pipeline(Readable.fromWeb(blob.stream() as WebReadableStream), res).then(
          () => log(`backup: ${blob.size} bytes in ${Date.now() - started} ms`),
          () => {},
        );
      },
      (err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'BACKUP_FAILED', message: String(err) } }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: socket, readableAll: false, writableAll: false }, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Asks the process serving `dataDir` for a backup and writes it to `out`; its size in bytes. */
export function fetchBackup(dataDir: string, out: Writable): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocketPath(dataDir), path: '/backup', method: 'GET' }, (res) => {
      if (res.statusCode !== 200) {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => reject(new Error(`the running process refused the backup (${res.statusCode}): ${body}`)));
        return;
      }
      let size = 0;
      res.on('data', (chunk: Buffer) => (size += chunk.length));
      pipeline(res, out).then(() => resolve(size), reject);
    });
    req.once('error', reject);
    req.end();
  });
}
