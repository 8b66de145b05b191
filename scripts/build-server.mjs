// Bundles the server (server/main.ts and what it imports from server/, domain/ and machines/) into
// dist-server/main.mjs with esbuild; npm packages stay external and load from node_modules.
// Files read at run time (schema.graphql, SQL migrations) are found from the project root (server/paths.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/build-server.mjs [entry.ts]`: another entry (e.g. bench/memory/breakdown.ts) lands beside main.mjs.
const entry = process.argv[2] ? path.resolve(root, process.argv[2]) : path.join(root, 'server', 'main.ts');
await build({
  entryPoints: [entry],
  outfile: path.join(root, 'dist-server', `${path.basename(entry, '.ts')}.mjs`),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`Built dist-server/${path.basename(entry, '.ts')}.mjs`);
