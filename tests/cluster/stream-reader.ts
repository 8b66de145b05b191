/**
 * The change stream read straight from JetStream with the official client (not through Backlay's
 * bus): the truth a gateway's subscribers are compared with in the cluster tests — which sequences a
 * subject holds after a point, and its last one.
 */
import { DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { busSecurityFromEnv } from '../../server/bus/bus-security';
import { STREAM_NAME } from '../../server/bus/subjects';

/** The locked bus (issue #49): a cluster's URL and the environment its processes log in with. */
export interface BusEndpoint {
  url: string;
  env: Record<string, string>;
}

/** A plain client of the locked bus (the official client, as a process outside Backlay would connect). */
export function connectTo(bus: BusEndpoint) {
  const { user, pass, tls } = busSecurityFromEnv(bus.env);
  return connect({ servers: bus.url, ...(user ? { user, pass } : {}), ...(tls ? { tls } : {}) });
}

export interface StoredChange {
  seq: number;
  data: unknown;
}

/** Every change stored under `subject` with a sequence above `after`, up to the subject's last one now. */
export async function readSubject(bus: BusEndpoint, subject: string, after: number): Promise<StoredChange[]> {
  const nc = await connectTo(bus);
  try {
    const jsm = await jetstreamManager(nc);
    const last = await jsm.streams.getMessage(STREAM_NAME, { last_by_subj: subject }).catch(() => null);
    if (!last || last.seq <= after) return [];
    // One filter as a string: a list needs nats-server 2.10 (Debian has 2.9).
    const consumer = await jetstream(nc).consumers.get(STREAM_NAME, { filter_subjects: subject, deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: after + 1 });
    const changes: StoredChange[] = [];
    while (changes.length === 0 || changes[changes.length - 1]!.seq < last.seq) {
      const batch = await consumer.fetch({ max_messages: 1_000, expires: 5_000 });
      let got = 0;
      for await (const m of batch) {
        got += 1;
        changes.push({ seq: m.seq, data: m.json() });
        if (m.seq >= last.seq) break;
      }
      if (got === 0) throw new Error(`JetStream gave nothing after seq ${changes.at(-1)?.seq ?? after} on ${subject} (its last is ${last.seq})`);
    }
    return changes;
  } finally {
    await nc.close();
  }
}

/** The subject's last stored sequence (0: none). */
export async function lastSeqOf(bus: BusEndpoint, subject: string): Promise<number> {
  const nc = await connectTo(bus);
  try {
    const jsm = await jetstreamManager(nc);
    return (await jsm.streams.getMessage(STREAM_NAME, { last_by_subj: subject }).catch(() => null))?.seq ?? 0;
  } finally {
    await nc.close();
  }
}
