import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TIMED_OUT } from './timeout-reporter.mjs';

const WATCHDOG = path.join(import.meta.dirname, 'stall-watchdog.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'backlay-watchdog-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the watchdog over `node -e script`; answers its exit status and everything it printed. */
function watch(script: string, options: string[] = []): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [WATCHDOG, ...options, '--', process.execPath, '-e', script], { cwd: dir });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk));
    child.on('close', (status) => resolve({ status, out }));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('scripts/stall-watchdog.mjs', () => {
  it('passes a command that ends through, its output and status, and never runs it again', async () => {
    const ran = path.join(dir, 'ran-once');
    const { status, out } = await watch(`require('fs').appendFileSync(${JSON.stringify(ran)}, 'x'); console.log('out'); console.error('err'); process.exit(3)`, ['--stall=5']);
    expect(status).toBe(3);
    expect(out).toContain('out');
    expect(out).toContain('err');
    expect(readFileSync(ran, 'utf8')).toBe('x');
  });

  it('kills a command silent for the stall window, with a process it started in a group of its own, and runs it once more', async () => {
    const marker = path.join(dir, 'stalled-once');
    const grandchild = path.join(dir, 'grandchild-pid');
    // The first run starts a detached sleeper (as Playwright starts the browser) and goes silent; the second passes.
    const script = `
      const fs = require('fs');
      if (fs.existsSync(${JSON.stringify(marker)})) { console.log('second run'); process.exit(0); }
      fs.writeFileSync(${JSON.stringify(marker)}, '');
      const sleeper = require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' });
      fs.writeFileSync(${JSON.stringify(grandchild)}, String(sleeper.pid));
      console.log('first run, then silence');
      setInterval(() => {}, 1000);`;
    const { status, out } = await watch(script, ['--stall=1']);
    expect(status).toBe(0);
    expect(out).toMatch(/printed nothing for 1 s and was killed with its browser \(attempt 1 of 2\); running it again/);
    expect(out).toContain('second run');
    const sleeper = Number(readFileSync(grandchild, 'utf8'));
    await expect.poll(() => alive(sleeper), { timeout: 5_000 }).toBe(false);
  });

  it('gives up with 124 when every attempt stalls', async () => {
    const { status, out } = await watch(`console.log('silence'); setInterval(() => {}, 1000)`, ['--stall=1', '--attempts=2']);
    expect(status).toBe(124);
    expect(out.match(/printed nothing/g)).toHaveLength(2);
    expect(out).toContain('attempt 2 of 2); giving up');
  });

  it('takes a run whose tests time out one after another (--timeouts) as wedged, and runs it once more; one timeout is a failure like any other', async () => {
    const marker = path.join(dir, 'wedged-once');
    const wedged = `
      const fs = require('fs');
      if (fs.existsSync(${JSON.stringify(marker)})) { console.log('second run'); process.exit(0); }
      fs.writeFileSync(${JSON.stringify(marker)}, '');
      let n = 0;
      setInterval(() => console.error('${TIMED_OUT} a.stories.tsx > story ' + ++n), 20);`;
    const first = await watch(wedged, ['--stall=30', '--timeouts=3']);
    expect(first.status).toBe(0);
    expect(first.out).toContain('had 3 tests time out and was killed with its browser (attempt 1 of 2); running it again');
    expect(first.out).toContain('second run');
    // Fewer than --timeouts: the run's own failing status, and no second run.
    const once = await watch(`console.error('${TIMED_OUT} a.stories.tsx > one'); process.exit(1)`, ['--stall=30', '--timeouts=3']);
    expect(once.status).toBe(1);
    expect(once.out).not.toContain('stall-watchdog');
    // Wedged every time: 124, after the last attempt.
    const always = await watch(`setInterval(() => console.error('${TIMED_OUT} a.stories.tsx > story'), 20)`, ['--stall=30', '--timeouts=3']);
    expect(always.status).toBe(124);
    expect(always.out).toContain('(attempt 2 of 2); giving up');
  });

  it('the reporter names each test the moment it fails by its timeout, and no other failure', async () => {
    const project = mkdtempSync(path.join(dir, 'reporter-'));
    writeFileSync(path.join(project, 'vitest.config.mjs'), 'export default {};\n');
    writeFileSync(
      path.join(project, 'a.test.js'),
      `import { expect, it } from 'vitest';
       it('waits for ever', () => new Promise(() => {}), 200);
       it('fails', () => expect(1).toBe(2));
       it('passes', () => expect(1).toBe(1));
       it('times out in a story', () => { throw new Error('Click to debug the error directly in Storybook: …\\n\\nTest timed out in 15000ms.'); });`,
    );
    const vitest = path.join(import.meta.dirname, '..', 'node_modules', 'vitest', 'vitest.mjs');
    const out = await new Promise<string>((resolve) => {
      const child = spawn(process.execPath, [vitest, 'run', '--root', project, '--reporter=default', `--reporter=${path.join(import.meta.dirname, 'timeout-reporter.mjs')}`], { cwd: project });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk));
      child.on('close', () => resolve(text));
    });
    const lines = out.split('\n').filter((line) => line.startsWith(TIMED_OUT));
    // The last as Storybook's test runner words a story's timeout, its debug line first.
    expect(lines).toEqual([`${TIMED_OUT} ${path.join(project, 'a.test.js')} > waits for ever`, `${TIMED_OUT} ${path.join(project, 'a.test.js')} > times out in a story`]);
  }, 60_000);

  it('refuses a call without a command or with a bad window, with its usage', async () => {
    const noCommand = await new Promise<number | null>((resolve) => spawn(process.execPath, [WATCHDOG, '--stall=1']).on('close', resolve));
    expect(noCommand).toBe(2);
    const { status, out } = await watch('0', ['--stall=abc']);
    expect(status).toBe(2);
    expect(out).toContain('--stall must be a positive number');
    expect(existsSync(WATCHDOG)).toBe(true);
  });
});
