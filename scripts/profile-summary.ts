// `node --import tsx scripts/profile-summary.ts <dir or .cpuprofile files…> [--top=25] [--skip=S] [--last=S]`: where a process's CPU went, from V8
// CPU profiles (node --cpu-prof): self time by area (our code by folder, each npm package, Node's internals, GC, idle) and
// the functions with the most self time. Several profiles are summed. `--skip=S` leaves out each profile's first S
// seconds (the start: modules compiled, the warm-up), `--last=S` keeps only its last S seconds. Used for the cluster's tiers (docs/scaling.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const top = Number(option('top') ?? 25);
const skipUs = Number(option('skip') ?? 0) * 1e6;
const lastUs = option('last') === undefined ? Infinity : Number(option('last')) * 1e6;
const files = args
  .filter((a) => !a.startsWith('--'))
  .flatMap((a) => (statSync(a).isDirectory() ? readdirSync(a, { recursive: true }).map(String).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(a, f)) : [a]));
if (files.length === 0) {
  console.error('usage: profile-summary.ts <dir or .cpuprofile files…> [--top=25] [--skip=S] [--last=S]');
  process.exit(2);
}

/** The area a frame's script belongs to: an npm package, a folder of ours, Node's own, or V8's (GC, idle, program). */
function areaOf(url: string, name: string): string {
  if (url === '') return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node:internals';
  const ours = /\/(server|domain|dist-server)\/(.*)$/.exec(url);
  if (ours) return ours[1] === 'dist-server' ? `dist-server (bundle)` : `${ours[1]}/${path.dirname(ours[2]!)}`;
  return url.split('/').slice(-2).join('/');
}

const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const span = profile.timeDeltas.reduce((sum, d) => sum + d, 0);
  let at = 0;
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    const us = profile.timeDeltas[i] ?? 0;
    at += us;
    if (!node || at < skipUs || at < span - lastUs) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    total += us;
    const area = areaOf(url, name);
    byArea.set(area, (byArea.get(area) ?? 0) + us);
    const key = `${name}  ${url ? `${url.replace(/^.*\/(node_modules\/|server\/|domain\/|dist-server\/)/, '$1')}:${lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  });
}
const busy = total - (byArea.get('(idle)') ?? 0);
const pct = (us: number, of: number) => `${((100 * us) / of).toFixed(1).padStart(5)} %`;
console.log(`${files.length} profile(s), ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s not idle; shares of the time not idle:`);
console.log('\nby area');
for (const [area, us] of [...byArea].filter(([a]) => a !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(us, busy)}  ${area}`);
console.log('\nby function (self time)');
for (const [fn, us] of [...byFunction].filter(([f]) => !f.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(us, busy)}  ${fn}`);
