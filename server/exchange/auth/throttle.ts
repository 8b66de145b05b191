import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';

/** Failed logins allowed in the window before further attempts are refused (per name, per IP). */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_NAME = 5;
export const MAX_FAILURES_PER_IP = 30;

/** True when recent failures for this name or address exceed the limits (state in the store: multi-process safe). */
export async function loginThrottled(db: Db, userName: string, ip: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const failures = (where: ReturnType<typeof eq>) =>
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(where, eq(loginAttempts.success, false), gt(loginAttempts.at, since)));
  const [byName, byIp] = await Promise.all([failures(eq(loginAttempts.userName, userName)), failures(eq(loginAttempts.ip, ip))]);
  return (byName[0]?.n ?? 0) >= MAX_FAILURES_PER_NAME || (byIp[0]?.n ?? 0) >= MAX_FAILURES_PER_IP;
}
