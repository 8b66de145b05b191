import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root folder: the nearest folder above this module that holds package.json. The
 * same answer whether the server runs from its sources (tsx, tests) or from the bundle that
 * `npm start` runs (dist-server/main.mjs), so files read at run time (schema.graphql, the SQL
 * migrations) are found from either.
 */
export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}
