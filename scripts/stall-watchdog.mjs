// Runs a test command and watches its output: if it prints nothing for --stall seconds, the run is taken to be hung,
// its whole process tree (the browser too, which Playwright starts in a process group of its own) is killed, and the
// command runs once more. A command that ends by itself, passing or failing, is never run again: its status is ours.
//
// Why: Vitest 4.1's browser mode can wait for ever when a tester page stops answering (an iframe that never fires
// `load`, a renderer that stops without closing its socket; vitest-dev/vitest#10791 and #11243, bounded only in Vitest 5,
// which needs Node 22). A hung `npm run test:stories` then printed nothing until CI's own limit ended the whole run.
// --timeouts=N: a page that stopped running stories can instead time out every story after it, one by one, each
// printing (15 s a story: hours for the rest of the suite). scripts/timeout-reporter.mjs prints a line the moment a
// test times out; at the N-th in one run, the run is taken to be wedged and treated as a silent one. Stories that
// time out every time still fail: the last attempt killed so ends the command with 124.
//
//   node scripts/stall-watchdog.mjs [--stall=SECONDS] [--timeouts=N] [--attempts=N] -- command args…
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { TIMED_OUT } from './timeout-reporter.mjs';

const split = process.argv.indexOf('--');
const own = split < 0 ? [] : process.argv.slice(2, split);
const command = split < 0 ? [] : process.argv.slice(split + 1);
const option = (name, fallback) => {
  const found = own.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.slice(name.length + 3)) : fallback;
  if (!Number.isFinite(value) || value <= 0) usage(`--${name} must be a positive number`);
  return value;
};
function usage(why) {
  console.error(`stall-watchdog: ${why}\nusage: node scripts/stall-watchdog.mjs [--stall=SECONDS] [--timeouts=N] [--attempts=N] -- command args…`);
  process.exit(2);
}
if (command.length === 0) usage('no command after --');
const stallMs = option('stall', 240) * 1000;
const attempts = Math.floor(option('attempts', 2));
const timeoutsWedged = own.some((a) => a.startsWith('--timeouts=')) ? Math.floor(option('timeouts', 1)) : Infinity;

/** Every process below `root`, found by parent ids in /proc (Linux): the browser is not in the command's process group. */
function descendantsOf(root) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // gone while we looked
    }
  }
  const found = [];
  const todo = [root];
  while (todo.length > 0) {
    for (const pid of children.get(todo.pop()) ?? []) {
      found.push(pid);
      todo.push(pid);
    }
  }
  return found;
}

function killTree(pid) {
  for (const target of [pid, ...descendantsOf(pid)]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** One run: resolves with the command's exit status, or why it was killed ('stalled', 'wedged'). */
function runOnce() {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: ['inherit', 'pipe', 'pipe'] });
    let last = Date.now();
    let killed = null;
    const kill = (why) => {
      if (killed) return;
      killed = why;
      clearInterval(timer);
      killTree(child.pid);
    };
    let timeouts = 0;
    const seen = (stream, out) => {
      let partial = '';
      stream.on('data', (chunk) => {
        last = Date.now();
        out.write(chunk);
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        timeouts += lines.filter((line) => line.startsWith(TIMED_OUT)).length;
        if (timeouts >= timeoutsWedged) kill('wedged');
      });
    };
    seen(child.stdout, process.stdout);
    seen(child.stderr, process.stderr);
    const timer = setInterval(() => {
      if (Date.now() - last >= stallMs) kill('stalled');
    }, Math.min(1000, stallMs / 4));
    child.on('error', (error) => {
      clearInterval(timer);
      console.error(`stall-watchdog: could not start ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      clearInterval(timer);
      resolve(killed ?? code ?? (signal ? 128 : 1));
    });
  });
}

for (let attempt = 1; ; attempt += 1) {
  const status = await runOnce();
  if (typeof status === 'number') process.exit(status);
  const what = status === 'stalled' ? `printed nothing for ${stallMs / 1000} s` : `had ${timeoutsWedged} tests time out`;
  const said = `stall-watchdog: \`${command.join(' ')}\` ${what} and was killed with its browser (attempt ${attempt} of ${attempts})`;
  if (attempt >= attempts) {
    console.error(`${said}; giving up`);
    process.exit(124);
  }
  console.error(`${said}; running it again`);
}
