/**
 * Liveness and readiness (issue #49, docs/operations.md#monitoring):
 * - `GET /livez`: the process runs and its event loop turns (200 whenever it answers at all);
 * - `GET /readyz`: it can serve its role now. Each check the role registers runs at once with its own
 *   timeout (CHECK_TIMEOUT_MS); 200 when all pass, 503 naming the failing ones otherwise. A load
 *   balancer or process supervisor sends traffic only to a process whose /readyz answers 200.
 *
 * The checks (registered by server/app.ts and server/cluster/roles.ts):
 * - `store` (exchange, all): `select 1` answers;
 * - `bus` (exchange, gateway): the NATS connection is up;
 * - `partitions` (exchange in a cluster): the last lease census is fresh and this process serves at
 *   least its target of the partitions (the even split: ⌊32 / live exchanges⌋, one more for some; partition-leases.ts leaseTargets);
 * - `exchange` (gateway): a command over the bus to `cmd.any` (`GET /api/health`) is answered 200.
 */
export const CHECK_TIMEOUT_MS = 1_000;

export interface CheckResult {
  ok: boolean;
  /** Why not, when not ok; a short figure when ok (e.g. "12 of 32 partitions"). */
  detail?: string;
  ms: number;
}

export type Check = () => Promise<string | void>;

/** A process's readiness checks: each throws (or times out) when its part cannot serve. */
export class Readiness {
  private readonly checks = new Map<string, Check>();
  private draining = false;

  constructor(private readonly timeoutMs = CHECK_TIMEOUT_MS) {}

  add(name: string, check: Check): void {
    this.checks.set(name, check);
  }

  /** From now on /readyz answers 503 (`draining`): the process is stopping and takes no new work. */
  drain(): void {
    this.draining = true;
  }

  get names(): string[] {
    return [...this.checks.keys()];
  }

  async run(): Promise<{ ready: boolean; checks: Record<string, CheckResult> }> {
    const entries = await Promise.all([...this.checks].map(async ([name, check]) => [name, await this.one(check)] as const));
    const checks: Record<string, CheckResult> = Object.fromEntries(entries);
    if (this.draining) checks.draining = { ok: false, detail: 'the process is stopping', ms: 0 };
    return { ready: Object.values(checks).every((c) => c.ok), checks };
  }

  private async one(check: Check): Promise<CheckResult> {
    const began = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      const detail = await Promise.race([check(), timeout]);
      return { ok: true, ...(detail ? { detail } : {}), ms: Math.round(performance.now() - began) };
    } catch (err) {
      return { ok: false, detail: err instanceof Error ? err.message : String(err), ms: Math.round(performance.now() - began) };
    } finally {
      clearTimeout(timer);
    }
  }
}

const readinessByApp = new WeakMap<object, Readiness>();

/** The readiness checks of an HTTP app (created with it by server/app.ts createHttpApp). */
export function readinessOf(app: object): Readiness {
  let readiness = readinessByApp.get(app);
  if (!readiness) readinessByApp.set(app, (readiness = new Readiness()));
  return readiness;
}
