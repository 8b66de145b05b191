// Fails when the committed generated code (src/gql, server/gateway/__generated__) is not what
// `npm run codegen` would write from schema.graphql and the documents today.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'backlay-codegen-'));
const outputs = ['src/gql', 'server/gateway/__generated__'];

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full).map((f) => path.join(name, f)) : [name];
  });
}

try {
  const cli = path.join(root, 'node_modules', '@graphql-codegen', 'cli', 'cjs', 'bin.js');
  const run = spawnSync(process.execPath, [cli, '--config', 'codegen.ts', '--silent'], {
    cwd: root,
    env: { ...process.env, CODEGEN_OUT: scratch },
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    process.exit(run.status ?? 1);
  }
  const stale = [];
  for (const out of outputs) {
    const fresh = path.join(scratch, out);
    const committed = path.join(root, out);
    const names = new Set([...files(fresh), ...files(committed)]);
    for (const name of names) {
      const a = path.join(fresh, name);
      const b = path.join(committed, name);
      if (!existsSync(a) || !existsSync(b) || readFileSync(a, 'utf8') !== readFileSync(b, 'utf8')) stale.push(path.join(out, name));
    }
  }
  if (stale.length) {
    console.error(`Generated code is stale; run \`npm run codegen\` and commit:\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Generated code is current.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
