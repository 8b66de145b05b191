import type { Db } from '../db/client';
import { sessionEvents, userForToken, type AuthUser } from './sessions';
import { hashToken } from './tokens';

/** How long a token's user is reused without asking the store again, ms (`SESSION_CACHE_MS`, 0 = off). */
export const SESSION_CACHE_MS = Number(process.env.SESSION_CACHE_MS ?? 2_000);

interface Cached {
  user: AuthUser;
  until: number;
}

/**
 * The users behind live tokens, kept for a moment so a bettor's burst of calls costs one session
 * query instead of one each. A logout, password change or reset in this process (session events)
 * and a block of the user (`forgetUser`) drop the entries at once; a revocation written by another
 * process is seen within `SESSION_CACHE_MS`. A token past its expiry is served at most that much longer.
 */
export class SessionCache {
  private readonly byHash = new Map<string, Cached>();
  /** Lookups in flight: a burst of calls on one token shares one query. */
  private readonly loading = new Map<string, Promise<AuthUser | null>>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = SESSION_CACHE_MS,
  ) {
    sessionEvents(db).onRevoked((hashes) => {
      for (const hash of hashes) {
        this.byHash.delete(hash);
        this.loading.delete(hash);
      }
    });
  }

  async userFor(token: string, now = new Date()): Promise<AuthUser | null> {
    if (this.ttlMs <= 0) return userForToken(this.db, token, now);
    const hash = hashToken(token);
    const cached = this.byHash.get(hash);
    if (cached && cached.until > now.getTime()) return cached.user;
    let pending = this.loading.get(hash);
    if (!pending) {
      const generation = sessionEvents(this.db).generation;
      pending = userForToken(this.db, token, now)
        .then((user) => {
          // A revocation that raced the lookup must not be cached over.
          if (user && sessionEvents(this.db).generation === generation) {
            if (this.byHash.size > 100_000) this.byHash.clear();
            // Each entry lives between half and all of the TTL: tokens cached in one moment (a busy
            // start) do not all expire in one moment and queue their lookups in front of everything else.
            this.byHash.set(hash, { user, until: now.getTime() + this.ttlMs * (0.5 + Math.random() / 2) });
          } else this.byHash.delete(hash);
          return user;
        })
        .finally(() => this.loading.delete(hash));
      this.loading.set(hash, pending);
    }
    return pending;
  }

  /** Drops every cached token of a user (blocked or unblocked: isLogin changed). */
  forgetUser(userId: string): void {
    for (const [hash, cached] of this.byHash) if (cached.user.userId === userId) this.byHash.delete(hash);
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The session cache of one store (one per Db, like its session events). */
export function sessionCache(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SessionCache(db)));
  return cache;
}
