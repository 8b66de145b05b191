import { randomBytes } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';

/**
 * `dir`, made by `make` if this machine has none yet: into a directory of its own beside it, then renamed into
 * place (atomic, so a `dir` that exists is whole). Test processes that race each make their own; the first
 * rename wins and the others throw theirs away. `dir`'s name must say what it was made from (a hash, a
 * version), so a change makes a new one and a template is never stale.
 */
export async function madeOnce(dir: string, make: (building: string) => void | Promise<void>): Promise<string> {
  if (existsSync(dir)) return dir;
  const building = `${dir}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await make(building);
    try {
      renameSync(building, dir);
    } catch (err) {
      // Another process put its own in place first: the same files, keep that one.
      if (!existsSync(dir)) throw err;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}
