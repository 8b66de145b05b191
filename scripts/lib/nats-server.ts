/**
 * Runs Debian's nats-server with JetStream for `npm run cluster`, the cluster tests and
 * bench:cluster (issue #33): on 127.0.0.1, a given or free port, its store in a given directory,
 * so it can be stopped (cleanly or with kill -9) and started again on the same port and store —
 * which is how the tests restart NATS under a running cluster.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';

const candidates = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'];

/** Path of the nats-server binary, or null when it is not installed here. */
export function findNatsServer(): string | null {
  return candidates.find((file) => existsSync(file)) ?? null;
}

export interface NatsServer {
  url: string;
  port: number;
  /** The server's pid now (it changes with a restart). */
  pid(): number;
  /** Whether the server process is up. */
  running(): boolean;
  /** SIGTERM (a clean stop, JetStream flushed) or SIGKILL; waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port and store (after stop, or stops it first). */
  restart(signal?: NodeJS.Signals): Promise<void>;
  /** What the server printed (its log). */
  output(): string;
}

/** A locked server: clients must log in as `user` with `password`, over TLS with this certificate. */
export interface NatsSecurity {
  user: string;
  password: string;
  tls?: { cert: string; key: string };
}

/** nats-server's configuration for `security` (the password is hex: nothing to escape). */
function natsConfig(security: NatsSecurity): string {
  const lines = [`authorization { users = [ { user: "${security.user}", password: "${security.password}" } ] }`];
  if (security.tls) lines.push(`tls { cert_file: "${security.tls.cert}", key_file: "${security.tls.key}", timeout: 2 }`);
  return `${lines.join('\n')}\n`;
}

/**
 * Starts `nats-server -js` with its JetStream store in `storeDir`; resolves once it is ready. `detached`: its own process group (see server-child.ts).
 * `security`: no client gets in without the password, and none without TLS when `tls` is given (its
 * configuration file is written beside the store, mode 0600). `goMaxProcs`: the server's GOMAXPROCS
 * (how many threads run its Go code at once), unless GOMAXPROCS is set in the environment; Go's default
 * is one per core.
 */
export async function startNatsServer(storeDir: string, options: { port?: number; timeoutMs?: number; detached?: boolean; security?: NatsSecurity; goMaxProcs?: number } = {}): Promise<NatsServer> {
  const bin = findNatsServer();
  if (!bin) throw new Error(`nats-server is not installed (looked in ${candidates.join(', ')}); on Debian: apt-get install nats-server`);
  mkdirSync(storeDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const timeoutMs = options.timeoutMs ?? 30_000;
  let child: ChildProcess | null = null;
  let log = '';
  const configArgs: string[] = [];
  if (options.security) {
    const configFile = path.join(storeDir, 'nats.conf');
    writeFileSync(configFile, natsConfig(options.security), { mode: 0o600 });
    configArgs.push('-c', configFile);
  }

  async function start(): Promise<void> {
    const env = options.goMaxProcs !== undefined && !process.env.GOMAXPROCS ? { ...process.env, GOMAXPROCS: String(options.goMaxProcs) } : process.env;
    const proc = spawn(bin!, [...configArgs, '-js', '-sd', storeDir, '-a', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'pipe', 'pipe'], detached: options.detached ?? false, env });
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(() => reject(new Error(`nats-server did not start in ${timeoutMs / 1000} s:\n${seen}`)), timeoutMs);
      const onData = (chunk: Buffer) => {
        seen += chunk.toString();
        log += chunk.toString();
        if (seen.includes('Server is ready')) {
          clearTimeout(timer);
          resolve();
        }
      };
      proc.stdout?.on('data', onData);
      proc.stderr?.on('data', onData);
      proc.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`nats-server exited (${signal ?? code}) before it was ready:\n${seen}`));
      });
    });
  }

  const server: NatsServer = {
    url: `nats://127.0.0.1:${port}`,
    port,
    pid: () => child?.pid ?? 0,
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
    async stop(signal = 'SIGTERM') {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill(signal);
      await exited;
    },
    async restart(signal = 'SIGTERM') {
      await server.stop(signal);
      await start();
    },
    output: () => log,
  };
  await start();
  return server;
}
