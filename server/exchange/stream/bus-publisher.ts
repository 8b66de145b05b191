/**
 * The exchange's side of the change stream on the bus (issue #33, docs/live-stream.md): every hub
 * publish — market books, orders, balances, banking requests, scores, risk rows — also goes to the bus
 * under `changeSubject(topic)`, where the bus gives it the stream's sequence; gateways consume it from
 * there. Ended sessions and users whose standing changed go out too (REVOKED_SESSIONS_TOPIC), so a
 * gateway ends their private subscriptions at once, whichever exchange process the logout reached; and
 * every exchange process tells its own listeners of the others' (SessionEvents with `heard`: its
 * Exchange Stream connections end, its session cache reads them again). A gap in hearing them (the
 * bus's reset) empties the session cache.
 *
 * The hub publishes synchronously, in commit order; bus publishes leave in that order without waiting
 * for each other (JetStream stores one connection's publishes in the order sent). A publish the bus
 * refuses (NATS restarting) is retried under its change's id, in order, for up to 30 s, then logged
 * and dropped (server/bus/ordered-publisher.ts): stored once each, no later change overtaking it.
 *
 * Interest goes both ways (interest.ts): a private topic this exchange checked is broadcast on
 * INTEREST_SUBJECT, and every announcement heard (this process's own too) is held here, so every exchange
 * builds the balances, queue moves and risk rows of every topic a gateway streams.
 */
import { randomUUID } from 'node:crypto';
import type { Bus } from '../../bus/bus';
import { orderedPublisher } from '../../bus/ordered-publisher';
import { changeSubject, INTEREST_SUBJECT } from '../../bus/subjects';
import { REVOKED_SESSIONS_TOPIC, type RevokedSessions } from '../../contract/change-stream';
import { sessionCache } from '../auth/session-cache';
import { sessionEvents } from '../auth/sessions';
import type { Db } from '../db/client';
import type { ChangeHub } from './hub';
import { announcedTopic, type InterestAnnouncement } from './interest';


export interface BusPublisher {
  /** Publishes that have not yet been stored by the bus (diagnostics, tests). */
  readonly pending: number;
  /** Resolves once every publish made so far was stored (or given up). */
  flush(): Promise<void>;
  /** Stops sending the hub's publishes to the bus; waits for those in flight (a failing one is not retried any more). */
  close(): Promise<void>;
}

/** Sends `hub`'s publishes (and `db`'s ended sessions) to `bus` until closed. */
export function publishToBus(hub: ChangeHub, bus: Bus, db: Db, log: (message: string) => void = (m) => console.error(m)): BusPublisher {
  const out = orderedPublisher(bus, { log });
  let closed = false;

  const send = (topic: string, data: unknown): void => {
    if (closed) return;
    let subject: string;
    try {
      subject = changeSubject(topic);
    } catch (err) {
      log(`change stream: no subject for topic ${JSON.stringify(topic)}: ${(err as Error).message}`);
      return;
    }
    out.send(subject, data);
  };

  hub.setSink({ publish: send, lastSeq: () => bus.lastSeq() });
  // Registered with the server before any command is served here (serving flushes the connection).
  const hearing = bus.listen(INTEREST_SUBJECT, (data) => {
    const topic = announcedTopic(data);
    if (topic) hub.interest.hold(topic);
    else log(`interest: not an announcement: ${JSON.stringify(data)?.slice(0, 200)}`);
  });
  hearing.catch((err: unknown) => log(`interest: not listening on ${INTEREST_SUBJECT}: ${(err as Error).message}`));
  hub.interest.announceTo((announcement: InterestAnnouncement) => {
    try {
      bus.broadcast(INTEREST_SUBJECT, announcement);
    } catch (err) {
      // Watched here all the same; the others hear of it at the next check.
      log(`interest: ${announcement.topic} not announced: ${(err as Error).message}`);
    }
  });
  const events = sessionEvents(db);
  // This process's own go out, named as its own; those heard from the others are not told again.
  const origin = randomUUID();
  const stopRevocations = events.onRevoked((hashes, heard) => {
    if (!heard && hashes.size > 0) send(REVOKED_SESSIONS_TOPIC, { sessions: [...hashes], origin } satisfies RevokedSessions);
  });
  const stopUsers = events.onUsersChanged((userIds, heard) => {
    if (!heard && userIds.size > 0) send(REVOKED_SESSIONS_TOPIC, { sessions: [], users: [...userIds], origin } satisfies RevokedSessions);
  });
  // The other processes'. Its own come back too: its listeners heard them when they happened, and telling them again
  // would only end a stream already ended and turn the cache's generation, so a lookup in flight is not kept.
  const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  const hearingSessions = bus.subscribe<Partial<RevokedSessions> | null>(changeSubject(REVOKED_SESSIONS_TOPIC), 'now', {
    change: ({ data }) => {
      if (data?.origin === origin) return;
      const sessions = strings(data?.sessions);
      const users = strings(data?.users);
      if (sessions.length) events.revoked(sessions, true);
      if (users.length) events.usersChanged(users, true);
    },
    reset: () => sessionCache(db).clear(),
  });
  hearingSessions.catch((err: unknown) => log(`sessions: not hearing the other processes' on ${REVOKED_SESSIONS_TOPIC}: ${(err as Error).message}`));

  return {
    get pending() {
      return out.pending;
    },
    flush: () => out.flush(),
    async close() {
      stopRevocations();
      stopUsers();
      await hearingSessions.then((hearing) => hearing.stop()).catch(() => undefined);
      hub.interest.announceTo(null);
      await hearing.then((listening) => listening.stop()).catch(() => undefined);
      hub.setSink(null);
      closed = true;
      await out.close();
    },
  };
}
