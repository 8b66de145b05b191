import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedStore } from '../../../tests/support/pglite-template';
import { openDatabase, type Database } from '../db/client';
import { sessions } from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { SessionCache } from './session-cache';
import { createSession, revokeSession, sessionEvents } from './sessions';
import { hashToken } from './tokens';

describe('SessionCache', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-session-cache-'));
    await copyMigratedStore(dir);
    database = await openDatabase({ dataDir: dir });
    await seedIfEmpty(database.db);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a token from memory until it is revoked in this process', async () => {
    const cache = new SessionCache(database.db, 60_000);
    const token = await createSession(database.db, 'u-demo', null);
    const [first, second] = await Promise.all([cache.userFor(token), cache.userFor(token)]);
    expect(first?.userName).toBe('demo');
    expect(second).toBe(first);
    // Expired behind the cache's back: still served for the cache's lifetime (another process's change).
    await database.db.update(sessions).set({ expiresAt: new Date(0) }).where(eq(sessions.userId, 'u-demo'));
    expect((await cache.userFor(token))?.userName).toBe('demo');
    await revokeSession(database.db, token);
    expect(await cache.userFor(token)).toBeNull();
  });

  it('forgets a user at once (blocked), and asks the store every time when off', async () => {
    const cache = new SessionCache(database.db, 60_000);
    const token = await createSession(database.db, 'u-mm1', null);
    expect((await cache.userFor(token))?.userName).toBe('mm1');
    await database.db.update(sessions).set({ expiresAt: new Date(0) }).where(eq(sessions.userId, 'u-mm1'));
    cache.forgetUser('u-mm1');
    expect(await cache.userFor(token)).toBeNull();
    const off = new SessionCache(database.db, 0);
    const other = await createSession(database.db, 'u-mm2', null);
    expect((await off.userFor(other))?.userName).toBe('mm2');
    await database.db.update(sessions).set({ expiresAt: new Date(0) }).where(eq(sessions.userId, 'u-mm2'));
    expect(await off.userFor(other)).toBeNull();
  });

  it('does not let a call made after a revocation join a lookup that began before it', async () => {
    const cache = new SessionCache(database.db, 60_000);
    const token = await createSession(database.db, 'u-demo', null);
    // Counts the store's session lookups (the driver's calls, watched, not replaced).
    const client = (database.db as unknown as { session: { client: { exec: (sql: string) => Promise<unknown> } } }).session.client;
    const exec = client.exec.bind(client);
    let lookups = 0;
    client.exec = (sql: string) => {
      if (sql.startsWith('execute session_user_for_token')) lookups += 1;
      return exec(sql);
    };
    try {
      const first = cache.userFor(token);
      // A revocation lands while that lookup is in flight (its write raced the lookup on another connection).
      sessionEvents(database.db).revoked([hashToken(token)]);
      const second = cache.userFor(token);
      await Promise.all([first, second]);
      expect(lookups).toBe(2);
    } finally {
      client.exec = exec;
    }
  });

  it('never serves a token past its session’s expiry, however long the cache keeps entries', async () => {
    const cache = new SessionCache(database.db, 60 * 60_000);
    const token = await createSession(database.db, 'u-mm2', null);
    const now = Date.now();
    await database.db.update(sessions).set({ expiresAt: new Date(now + 1_000) }).where(eq(sessions.tokenHash, hashToken(token)));
    expect((await cache.userFor(token, new Date(now)))?.userName).toBe('mm2');
    expect((await cache.userFor(token, new Date(now + 999)))?.userName).toBe('mm2');
    // Past the expiry the entry is gone and the store, asked again, has no live session.
    expect(await cache.userFor(token, new Date(now + 1_001))).toBeNull();
  });

  it('drops a user’s sessions when the user changes (a block, a betting lock, a move), told by the session events', async () => {
    const cache = new SessionCache(database.db, 60_000);
    const token = await createSession(database.db, 'u-mm1', null);
    expect((await cache.userFor(token))?.userName).toBe('mm1');
    await database.db.update(sessions).set({ expiresAt: new Date(0) }).where(eq(sessions.userId, 'u-mm1'));
    expect((await cache.userFor(token))?.userName).toBe('mm1');
    sessionEvents(database.db).usersChanged(['u-mm1']);
    expect(await cache.userFor(token)).toBeNull();
  });

  it('a clear (events missed) drops every entry, and a lookup in flight across it is not cached', async () => {
    const cache = new SessionCache(database.db, 60_000);
    const token = await createSession(database.db, 'u-demo', null);
    expect((await cache.userFor(token))?.userName).toBe('demo');
    const other = await createSession(database.db, 'u-mm2', null);
    const inFlight = cache.userFor(other);
    cache.clear();
    expect((await inFlight)?.userName).toBe('mm2');
    // Both over behind the cache's back: neither is served from memory.
    await database.db.update(sessions).set({ expiresAt: new Date(0) }).where(eq(sessions.tokenHash, hashToken(token)));
    await database.db.update(sessions).set({ expiresAt: new Date(0) }).where(eq(sessions.tokenHash, hashToken(other)));
    expect(await cache.userFor(token)).toBeNull();
    expect(await cache.userFor(other)).toBeNull();
  });
});
