import { EventEmitter } from 'node:events';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userById } from '../db/queries/users';
import { preparedStatement, runPrepared } from '../db/prepared';
import { sessions } from '../db/schema';
import { hashToken, newToken } from './tokens';

export const SESSION_TTL_MS = Number(process.env.SESSION_TTL_HOURS ?? 12) * 3_600_000;

/** The hierarchy's roles, top down: operator (admin), super master, master, agent; bettors below (issue #32). */
export type UserRole = 'operator' | 'super_master' | 'master' | 'agent' | 'bettor';

export interface AuthUser {
  userId: string;
  userName: string;
  role: UserRole;
  isLogin: number;
  siteKey: string;
  uplineId: string | null;
  /** The upline locked betting (issue #32): bets are refused with BETTING_LOCKED; login and banking still work. */
  bettingLocked?: boolean;
}

/** How a session's second step was passed. */
export type SecondFactor = 'totp' | 'recovery' | 'app_key';

/**
 * A request's caller in one object shape, every field in this order, whatever it was read from (PGlite's
 * rows, node-postgres's, a users row) or made for (the start's warm-up's scratch bettors): V8 compiles the
 * request path for the object shapes it sees, and one shape keeps what the warm-up compiled valid for real
 * bettors (docs/scaling.md, "Warm from the first second").
 */
export function authUserOf(u: AuthUser): AuthUser {
  return { userId: u.userId, userName: u.userName, role: u.role, isLogin: u.isLogin, siteKey: u.siteKey, uplineId: u.uplineId, bettingLocked: u.bettingLocked ?? false };
}

/** A new session; `secondFactor` records how the second step was passed (null: password only). */
export async function createSession(db: Db, userId: string, ip: string | null, now = new Date(), secondFactor: SecondFactor | null = null): Promise<string> {
  const { token, tokenHash } = newToken();
  await db.insert(sessions).values({ tokenHash, userId, ip, secondFactor, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  return token;
}

/**
 * $1: the token's hash; $2: now (timestamptz). Every request's caller (behind the session cache), and
 * every token check of the change streams. A staff account's session counts only with its second step
 * (`second_factor`: a code, a recovery code or an API key): staff need two-step sign-in
 * (service/two-factor.ts twoFactorRequired, every role but bettor), so a session opened with a password
 * alone — before two-step sign-in was required (migration 0017 left them null) — is no session.
 */
const USER_FOR_TOKEN = preparedStatement(
  'session_user_for_token',
  2,
  `select u.user_id as "userId", u.user_name as "userName", u.role, u.is_login as "isLogin", u.site_key as "siteKey", u.upline_id as "uplineId", u.betting_locked as "bettingLocked",
          s.expires_at as "expiresAt"
   from sessions s join users u on u.user_id = s.user_id
   where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2::timestamptz
     and (s.second_factor is not null or u.role = 'bettor')
   limit 1`,
);

/** How a live session's second step was passed (null: with a password alone); undefined for no such session. */
export async function secondFactorOf(db: Db, token: string): Promise<SecondFactor | null | undefined> {
  const [row] = await db.select({ secondFactor: sessions.secondFactor }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  return row ? (row.secondFactor as SecondFactor | null) : undefined;
}

/** Prepared on PGlite when the store opens (db/client.ts). */
export const SESSION_STATEMENTS = [USER_FOR_TOKEN];

/** The user behind a live (unexpired, unrevoked) token, or null. */
export async function userForToken(db: Db, token: string, now = new Date()): Promise<AuthUser | null> {
  return userForTokenHash(db, hashToken(token), now);
}

/** userForToken for a token whose hash the caller has made already. */
export async function userForTokenHash(db: Db, tokenHash: string, now = new Date()): Promise<AuthUser | null> {
  return (await sessionForTokenHash(db, tokenHash, now))?.user ?? null;
}

/** The user behind a live token, and when its session expires (ms since the epoch); null when the token is not live. */
export async function sessionForTokenHash(db: Db, tokenHash: string, now = new Date()): Promise<{ user: AuthUser; expiresAt: number } | null> {
  const [row] = await runPrepared<AuthUser & { expiresAt: Date | string }>(db, USER_FOR_TOKEN, [tokenHash, now.toISOString()]);
  return row ? { user: authUserOf(row), expiresAt: new Date(row.expiresAt).getTime() } : null;
}

/**
 * Revocations of this store's sessions, pushed the moment they are written (logout, password change
 * or reset), so whatever streams under a token — the change stream's private topics, the Exchange
 * Stream's connections, the session cache — ends at once instead of at its next check; and users whose
 * standing changed (blocked or unblocked, betting locked or unlocked, moved under another upline), so
 * what was read of them is read again. In a cluster each exchange process sends its own to the others
 * over the bus and tells its listeners of theirs (`heard`: true; stream/bus-publisher.ts). `generation`
 * grows with every event: a check that raced one can tell it has to look again.
 */
export class SessionEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  generation = 0;

  onRevoked(listener: (tokenHashes: ReadonlySet<string>, heard: boolean) => void): () => void {
    this.emitter.on('revoked', listener);
    return () => this.emitter.off('revoked', listener);
  }

  /** Sessions ended; `heard`: written by another process (told over the bus), not to be told again. */
  revoked(tokenHashes: readonly string[], heard = false): void {
    this.generation += 1;
    if (tokenHashes.length) this.emitter.emit('revoked', new Set(tokenHashes), heard);
  }

  onUsersChanged(listener: (userIds: ReadonlySet<string>, heard: boolean) => void): () => void {
    this.emitter.on('users', listener);
    return () => this.emitter.off('users', listener);
  }

  /** Users whose standing changed (a block, a betting lock, a move); `heard` as for `revoked`. */
  usersChanged(userIds: readonly string[], heard = false): void {
    this.generation += 1;
    if (userIds.length) this.emitter.emit('users', new Set(userIds), heard);
  }
}

const eventsByStore = new WeakMap<Db, SessionEvents>();

/** The session events of one store (one per Db, so two exchanges in one process never mix). */
export function sessionEvents(db: Db): SessionEvents {
  let events = eventsByStore.get(db);
  if (!events) eventsByStore.set(db, (events = new SessionEvents()));
  return events;
}

export async function revokeSession(db: Db, token: string, now = new Date()): Promise<void> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  sessionEvents(db).revoked(rows.map((r) => r.tokenHash));
}

/** Betfair's keepAlive: a live session's expiry moves to SESSION_TTL_MS from now; false when the token is not live. */
export async function extendSession(db: Db, token: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length > 0;
}

export async function revokeAllSessions(db: Db, userId: string, now = new Date()): Promise<void> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  sessionEvents(db).revoked(rows.map((r) => r.tokenHash));
}

/** A user as the caller of an act with no session behind it (a dead-man switch firing, a live risk book), from the store; null when there is none. */
export async function authUserById(db: Db, userId: string): Promise<AuthUser | null> {
  const row = await userById(db, userId);
  if (!row) return null;
  return authUserOf(row);
}
