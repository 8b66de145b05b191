import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

/**
 * Login throttling after OWASP ASVS 4.0 §2.2.1 (anti-automation without account lockout) — every
 * figure here is in README's Security section:
 * - per account and client address: 5 failures in 15 minutes refuse that address for that account
 *   (429, Retry-After) — an attacker locks out only themselves;
 * - per client address: 30 failures in 15 minutes over any names refuse that address;
 * - per account from every address: from the 10th failure in 15 minutes on, attempts from an
 *   address that has not logged in to the account in the last 30 days are slowed, not refused:
 *   they queue one at a time per account, each waiting 1 s, doubling per further failure up to 60 s
 *   (so at most ~70 guesses an hour reach one account, under ASVS's 100), at most 8 waiting;
 *   the right password still gets in, and the holder's own known address is never slowed.
 * State is the login_attempts table (works across processes); the queue is per process.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_NAME_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;
export const SLOW_AFTER_FAILURES_PER_NAME = 10;
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 60_000;
export const KNOWN_ADDRESS_MS = 30 * 86_400_000;
export const MAX_WAITING_PER_NAME = 8;

/** Password reset codes: wrong guesses one code survives before it is burned, and its lifetime. */
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const RESET_CODE_TTL_MS = 15 * 60_000;

export type LoginDecision = { kind: 'refuse'; retryAfterS: number; reason: string } | { kind: 'go'; delayMs: number };

/** What to do with a login attempt for `userName` from `address`, from the recent attempts. */
export async function loginDecision(db: Db, userName: string, address: string, now = new Date()): Promise<LoginDecision> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const failures = (where: ReturnType<typeof and>) =>
    db
      .select({ n: count(), oldest: min(loginAttempts.at) })
      .from(loginAttempts)
      .where(and(where, eq(loginAttempts.success, false), gt(loginAttempts.at, since)));
  const [[pair], [byAddress], [byName]] = await Promise.all([
    failures(and(eq(loginAttempts.userName, userName), eq(loginAttempts.ip, address))),
    failures(eq(loginAttempts.ip, address)),
    failures(eq(loginAttempts.userName, userName)),
  ]);
  const retryAfter = (oldest: Date | null | undefined) =>
    Math.max(1, Math.ceil(((oldest ? new Date(oldest).getTime() : now.getTime()) + LOGIN_WINDOW_MS - now.getTime()) / 1000));
  if ((pair?.n ?? 0) >= MAX_FAILURES_PER_NAME_AND_ADDRESS) {
    return { kind: 'refuse', retryAfterS: retryAfter(pair?.oldest), reason: 'Too many failed logins for this account from your address' };
  }
  if ((byAddress?.n ?? 0) >= MAX_FAILURES_PER_ADDRESS) {
    return { kind: 'refuse', retryAfterS: retryAfter(byAddress?.oldest), reason: 'Too many failed logins from your address' };
  }
  const nameFailures = byName?.n ?? 0;
  if (nameFailures < SLOW_AFTER_FAILURES_PER_NAME) return { kind: 'go', delayMs: 0 };
  const [known] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.userName, userName),
        eq(loginAttempts.ip, address),
        eq(loginAttempts.success, true),
        gt(loginAttempts.at, new Date(now.getTime() - KNOWN_ADDRESS_MS)),
      ),
    );
  if ((known?.n ?? 0) > 0) return { kind: 'go', delayMs: 0 };
  const doublings = Math.min(nameFailures - SLOW_AFTER_FAILURES_PER_NAME, 16);
  return { kind: 'go', delayMs: Math.min(FIRST_DELAY_MS * 2 ** doublings, MAX_DELAY_MS) };
}

/**
 * The slow lane of accounts under attack: attempts for one name run one at a time, each after its
 * delay. More than MAX_WAITING_PER_NAME waiting: null (the caller answers 429 with a short retry).
 */
export class SlowLane {
  private readonly lanes = new Map<string, { tail: Promise<void>; waiting: number }>();

  run<T>(name: string, delayMs: number, work: () => Promise<T>): Promise<T> | null {
    let lane = this.lanes.get(name);
    if (!lane) this.lanes.set(name, (lane = { tail: Promise.resolve(), waiting: 0 }));
    if (lane.waiting >= MAX_WAITING_PER_NAME) return null;
    lane.waiting += 1;
    const current = lane;
    const result = current.tail.then(async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return work();
    });
    current.tail = result.then(
      () => undefined,
      () => undefined,
    );
    void current.tail.then(() => {
      current.waiting -= 1;
      if (current.waiting === 0 && this.lanes.get(name) === current) this.lanes.delete(name);
    });
    return result;
  }
}
