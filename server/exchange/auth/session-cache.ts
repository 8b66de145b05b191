import type { Db } from '../db/client';
import { sessionEvents, sessionForTokenHash, userForToken, type AuthUser } from './sessions';
import { hashToken } from './tokens';

/** How long a token's user is reused without asking the store again, ms (`SESSION_CACHE_MS`, 0 = off; never past the session's expiry). */
export const SESSION_CACHE_MS = Number(process.env.SESSION_CACHE_MS ?? 30_000);

interface Cached {
  user: AuthUser;
  until: number;
  /** The token's SHA-256, as the store and the revocation events name it. */
  hash: string;
}

/**
 * The users behind live tokens, kept for a while so a bettor's calls cost one session query every
 * `SESSION_CACHE_MS` instead of one each. A logout, password change or reset (revoked sessions) and a
 * block, betting lock or move of the user (users changed) drop the entries at once: the session events
 * of this process, and in a cluster those of every other exchange process, heard over the bus
 * (stream/bus-publisher.ts; a gap in hearing them drops every entry, `clear`). An entry never outlives
 * its session's expiry.
 *
 * Entries are found by the token itself: a hit costs one map lookup, not the token's SHA-256 (which
 * every call paid before, ~1 % of a bet's CPU); the hash is made once per store lookup and kept with
 * the entry, and `byHash` finds the token a revocation names.
 */
export class SessionCache {
  private readonly byToken = new Map<string, Cached>();
  /** Token hash → token, for the tokens cached or being looked up (a revocation names hashes). */
  private readonly byHash = new Map<string, string>();
  /** Lookups in flight: a burst of calls on one token shares one query. */
  private readonly loading = new Map<string, Promise<AuthUser | null>>();
  /** Counts `clear`s: a lookup that began before one is not cached (it may have read before what was missed). */
  private clears = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = SESSION_CACHE_MS,
  ) {
    const events = sessionEvents(db);
    events.onRevoked((hashes) => {
      for (const hash of hashes) {
        const token = this.byHash.get(hash);
        if (token === undefined) continue;
        this.byHash.delete(hash);
        this.byToken.delete(token);
        // A call after the revocation does not join a lookup that began before it.
        this.loading.delete(token);
      }
    });
    events.onUsersChanged((userIds) => {
      for (const userId of userIds) this.forgetUser(userId);
    });
  }

  async userFor(token: string, now = new Date()): Promise<AuthUser | null> {
    if (this.ttlMs <= 0) return userForToken(this.db, token, now);
    const cached = this.byToken.get(token);
    if (cached && cached.until > now.getTime()) return cached.user;
    let pending = this.loading.get(token);
    if (!pending) {
      const generation = sessionEvents(this.db).generation;
      const clears = this.clears;
      const hash = hashToken(token);
      this.byHash.set(hash, token);
      const lookup = (async () => {
        const session = await sessionForTokenHash(this.db, hash, now);
        const user = session?.user ?? null;
        // A revocation or a change of the user that raced the lookup must not be cached over.
        if (session && sessionEvents(this.db).generation === generation && this.clears === clears) {
          if (this.byToken.size > 100_000) {
            for (const entry of this.byToken.values()) this.byHash.delete(entry.hash);
            this.byToken.clear();
          }
          // Each entry lives between half and all of the TTL: tokens cached in one moment (a busy
          // start) do not all expire in one moment and queue their lookups in front of everything else.
          const until = Math.min(now.getTime() + this.ttlMs * (0.5 + Math.random() / 2), session.expiresAt);
          this.byToken.set(token, { user: session.user, hash, until });
          this.byHash.set(hash, token);
        } else this.byToken.delete(token);
        return user;
      })();
      const settled = () => {
        if (this.loading.get(token) === lookup) this.loading.delete(token);
        if (!this.byToken.has(token) && !this.loading.has(token)) this.byHash.delete(hash);
      };
      lookup.then(settled, settled);
      pending = lookup;
      this.loading.set(token, pending);
    }
    return pending;
  }

  /**
   * The start's rehearsal (service/warm-up.ts): `token` is a scratch bettor's, known here until the
   * returned function is called and never to the store — the bettor exists only inside the rehearsal's
   * rolled-back transactions. false: the cache is off (SESSION_CACHE_MS=0), so it cannot be known.
   */
  rehearse(token: string, user: AuthUser): (() => void) | false {
    if (this.ttlMs <= 0) return false;
    const hash = hashToken(token);
    this.byToken.set(token, { user, hash, until: Number.POSITIVE_INFINITY });
    this.byHash.set(hash, token);
    return () => this.drop(token);
  }

  private drop(token: string): void {
    const cached = this.byToken.get(token);
    if (!cached) return;
    this.byToken.delete(token);
    this.byHash.delete(cached.hash);
  }

  /** Drops every cached token of a user (blocked or unblocked, betting locked or unlocked, moved). */
  forgetUser(userId: string): void {
    for (const [token, cached] of this.byToken) if (cached.user.userId === userId) this.drop(token);
    // A lookup in flight read the user before the change: a call after it does not join it.
    for (const token of this.loading.keys()) if (!this.byToken.has(token)) this.loading.delete(token);
  }

  /** Drops every entry: the session events of other processes may have been missed (the bus's reset). */
  clear(): void {
    this.clears += 1;
    this.byToken.clear();
    this.byHash.clear();
    this.loading.clear();
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The session cache of one store (one per Db, like its session events). */
export function sessionCache(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SessionCache(db)));
  return cache;
}
