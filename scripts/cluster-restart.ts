// `npm run cluster:restart`: asks the running `npm run cluster` (its pid in CLUSTER_DIR/cluster.pid) for
// a rolling restart: every exchange, then every gateway, one at a time (scripts/lib/cluster.ts
// restartAll). The cluster's own terminal prints each step.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.env.CLUSTER_DIR ?? './data/cluster');
let pid: number;
try {
  pid = Number(readFileSync(path.join(root, 'cluster.pid'), 'utf8').trim());
  process.kill(pid, 'SIGHUP');
} catch (err) {
  console.error(`No running cluster answers in ${root} (${(err as Error).message}): start it with npm run cluster`);
  process.exit(1);
}
console.log(`Asked the cluster (pid ${pid}) for a rolling restart; its terminal shows each process as it comes back.`);
