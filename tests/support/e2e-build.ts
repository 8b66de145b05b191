/**
 * Global setup of the e2e projects (vite.config.ts): builds the SPA and the server bundle once, before
 * any e2e file starts, when their sources changed (scripts/build-if-needed.mjs). The files run two at
 * a time: built from each file, two would write dist/ at once, or one rebuild it under the other's server.
 */
import { execFileSync } from 'node:child_process';
import { repoRoot } from './server-process.ts';

export default function buildIfNeeded(): void {
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: repoRoot, stdio: 'inherit' });
}
