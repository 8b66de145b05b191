import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedStore } from '../../../tests/support/pglite-template';
import { MemoryBus } from '../../bus/memory-bus';
import { changeSubject } from '../../bus/subjects';
import { REVOKED_SESSIONS_TOPIC, type RevokedSessions } from '../../contract/change-stream';
import { SessionCache } from '../auth/session-cache';
import { createSession, sessionEvents } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { openDatabase, type Database } from '../db/client';
import { sessions } from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { publishToBus, type BusPublisher } from './bus-publisher';
import { ChangeHub } from './hub';

const until = async (check: () => boolean, what: string): Promise<void> => {
  const end = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within 5 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/**
 * Two exchange processes on one bus (each its own store here: what travels is token hashes and user
 * ids): a session ended or a user changed in one reaches the other's listeners — its session cache, its
 * Exchange Stream connections — and is not sent on again.
 */
describe('session events between exchange processes (bus-publisher.ts)', () => {
  const dirs: string[] = [];
  const stores: Database[] = [];
  const publishers: BusPublisher[] = [];
  const bus = new MemoryBus();
  const heard: RevokedSessions[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const dir = mkdtempSync(path.join(tmpdir(), `backlay-session-events-${i}-`));
      dirs.push(dir);
      await copyMigratedStore(dir);
      const database = await openDatabase({ dataDir: dir });
      await seedIfEmpty(database.db);
      stores.push(database);
      publishers.push(publishToBus(new ChangeHub(async () => null), bus, database.db, () => {}));
    }
    await bus.subscribe<RevokedSessions>(changeSubject(REVOKED_SESSIONS_TOPIC), 'now', { change: ({ data }) => void heard.push(data) });
  });
  afterAll(async () => {
    for (const publisher of publishers) await publisher.close();
    await bus.close();
    for (const database of stores) await database.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a logout in one process drops the session from the other’s cache and ends its streams; a block or move there drops the user’s sessions; each is sent once', async () => {
    const [a, b] = stores as [Database, Database];
    const cache = new SessionCache(b.db, 60_000);
    const told: Array<{ hashes: string[]; heard: boolean }> = [];
    const stop = sessionEvents(b.db).onRevoked((hashes, fromElsewhere) => void told.push({ hashes: [...hashes], heard: fromElsewhere }));
    // What a's own listeners are told: its own events once, when they happen, not again when the bus brings them back.
    const toldA: Array<{ what: string; heard: boolean }> = [];
    const stopA = [
      sessionEvents(a.db).onRevoked((hashes, fromElsewhere) => void toldA.push({ what: [...hashes].join(), heard: fromElsewhere })),
      sessionEvents(a.db).onUsersChanged((users, fromElsewhere) => void toldA.push({ what: [...users].join(), heard: fromElsewhere })),
    ];
    try {
      // The session lives in b's store and is cached there; behind the cache's back it is over, so a lookup finds nothing.
      const token = await createSession(b.db, 'u-demo', null);
      expect((await cache.userFor(token))?.userName).toBe('demo');
      await b.db.update(sessions).set({ expiresAt: new Date(0) }).where(eq(sessions.userId, 'u-demo'));
      expect((await cache.userFor(token))?.userName).toBe('demo');

      // Process a ends it (its logout route wrote the revocation and told its own listeners).
      sessionEvents(a.db).revoked([hashToken(token)]);
      await until(() => told.length > 0, 'b told of the revocation');
      expect(told).toEqual([{ hashes: [hashToken(token)], heard: true }]);
      expect(await cache.userFor(token)).toBeNull();

      // A block (or a betting lock, or a move) of a user at a: b reads the user's sessions again.
      const other = await createSession(b.db, 'u-mm1', null);
      expect((await cache.userFor(other))?.userName).toBe('mm1');
      await b.db.update(sessions).set({ expiresAt: new Date(0) }).where(eq(sessions.userId, 'u-mm1'));
      sessionEvents(a.db).usersChanged(['u-mm1']);
      await until(() => heard.length >= 2, 'the user change on the bus');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await cache.userFor(other)).toBeNull();

      // Each went out once, by the process where it happened: b, hearing them, sent nothing on.
      expect(heard).toEqual([
        { sessions: [hashToken(token)], origin: expect.any(String) },
        { sessions: [], users: ['u-mm1'], origin: heard[0]!.origin },
      ]);
      // a heard its own back on the bus and did not tell its listeners a second time.
      expect(toldA).toEqual([
        { what: hashToken(token), heard: false },
        { what: 'u-mm1', heard: false },
      ]);
    } finally {
      stop();
      for (const s of stopA) s();
    }
  });

  it('what the bus carries that is not a list of strings is ignored', async () => {
    const [, b] = stores as [Database, Database];
    const generation = sessionEvents(b.db).generation;
    for (const junk of [null, {}, { sessions: 'x' }, { sessions: [1, null], users: {} }]) await bus.publish(changeSubject(REVOKED_SESSIONS_TOPIC), junk);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessionEvents(b.db).generation).toBe(generation);
  });
});
