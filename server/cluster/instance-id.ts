/**
 * This process's identity in a cluster (issue #33): `hostname:pid:random`, made once per process.
 * The exchange's owner connection carries it as its PostgreSQL application_name (the partition
 * leases count live exchanges by it), and logs and diagnostics name the process by it. The random
 * part tells apart two lives of one pid (a restart in a container often gets the same pid).
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

let id: string | undefined;

/** The id of this process; the same value on every call. */
export function instanceId(): string {
  id ??= makeInstanceId(hostname(), process.pid, randomBytes(4).toString('hex'));
  return id;
}

/**
 * An instance id from its parts. The hostname is cut so the whole id, with the
 * `backlay-exchange:` prefix of its application_name, fits PostgreSQL's 63-byte name limit, and
 * anything but [A-Za-z0-9._-] in it becomes `_` (application_name takes printable ASCII only).
 */
export function makeInstanceId(host: string, pid: number, random: string): string {
  const tail = `:${pid}:${random}`;
  const room = Math.max(1, 63 - 'backlay-exchange:'.length - tail.length);
  return `${host.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, room) || 'host'}${tail}`;
}
