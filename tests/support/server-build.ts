/**
 * Global setup of the unit and PostgreSQL projects (vite.config.ts): builds the server bundle that
 * their integration tests start (tests/support/server-process.ts) once, before any file runs, when its
 * sources changed (scripts/build-if-needed.mjs). Built from each file, two workers would write
 * dist-server/ at once, or one rebuild it under the other's server.
 */
import { execFileSync } from 'node:child_process';
import { repoRoot } from './server-process.ts';

export default function buildServerIfNeeded(): void {
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs', 'server'], { cwd: repoRoot, stdio: 'inherit' });
}
