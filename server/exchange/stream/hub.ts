/**
 * The exchange's change stream: per topic, a snapshot then deltas, each with a sequence number.
 * A subscriber that reconnects with the last sequence it saw gets exactly the deltas it missed
 * (from a bounded replay buffer), or a fresh snapshot when they are gone. Topics:
 * `market:{marketId}`, `score:{eventId}`, `orders:{userId}`, `balance:{userId}`.
 */
import { STALE_CHANGE } from '../../contract/change-stream';
import { CoalescedByKey } from '../../coalesced';
import { TopicInterest } from './interest';

export interface StreamMessage<T = unknown> {
  topic: string;
  seq: number;
  kind: 'snapshot' | 'delta';
  data: T;
}

export type Listener = (message: StreamMessage) => void;
/**
 * Where every publish also goes (the bus, bus-publisher.ts): `publish` gets each change with its data,
 * or STALE_CHANGE when its data was not built; `lastSeq` reads the stream's last sequence.
 */
export interface ChangeSink {
  publish(topic: string, data: unknown): void;
  lastSeq(): Promise<number>;
}
/** Loads a topic's current state for a snapshot; null when the topic does not exist. */
export type SnapshotLoader = (topic: string) => Promise<unknown | null>;

interface TopicState {
  seq: number;
  /** The last `replayLimit` deltas, oldest first; empty while nobody can resume (see REPLAY_GRACE_MS). */
  recent: StreamMessage[];
  listeners: Set<Listener>;
  /** When the topic's last listener left (ms, the hub's clock); -Infinity when it never had one. */
  quietSince: number;
}

/**
 * How long a topic keeps its replay buffer after its last listener left: a subscriber that drops and
 * reconnects within it resumes with exactly the deltas it missed; later, or on a topic nobody ever
 * listened to, it gets a snapshot. Without it every topic kept its last 512 changes for nobody,
 * forever: 512 order rows per bettor and 512 whole views per market, a memory that grew with the
 * number of topics (docs/perf-history.md, stop 45).
 */
export const REPLAY_GRACE_MS = 60_000;

export class ChangeHub {
  private readonly topics = new Map<string, TopicState>();
  /** Per topic prefix ("orders" of "orders:u-1"): the ids whose topic has at least one listener. */
  private readonly watchedIds = new Map<string, Set<string>>();
  private sink: ChangeSink | null = null;
  /** The private topics gateways stream, watched here for a while after each check (interest.ts). */
  readonly interest = new TopicInterest((topic) => this.watch(topic));

  constructor(
    private readonly loadSnapshot: SnapshotLoader,
    private readonly replayLimit = 512,
    private readonly now: () => number = Date.now,
    private readonly replayGraceMs = REPLAY_GRACE_MS,
  ) {}

  private state(topic: string): TopicState {
    let state = this.topics.get(topic);
    if (!state) {
      state = { seq: 0, recent: [], listeners: new Set(), quietSince: -Infinity };
      this.topics.set(topic, state);
    }
    return state;
  }

  /** Per topic prefix: observers of every publish under it, listened to or not (the back office's live risk book). */
  private readonly taps = new Map<string, Set<(id: string, data: unknown) => void>>();

  /**
   * Calls `observer` with the id and data of every change published under `prefix` ("orders"), or, for
   * `watch:<prefix>`, with the id of each new listener's topic under the prefix; returns the stop function.
   */
  tap(prefix: string, observer: (id: string, data: unknown) => void): () => void {
    let set = this.taps.get(prefix);
    if (!set) this.taps.set(prefix, (set = new Set()));
    set.add(observer);
    return () => void set.delete(observer);
  }

  /** Publishes a change; listeners get it synchronously, in order. */
  publish<T>(topic: string, data: T): StreamMessage<T> {
    if (this.taps.size > 0) {
      const [prefix, id] = splitTopic(topic);
      for (const observer of this.taps.get(prefix) ?? []) observer(id, data);
    }
    this.sink?.publish(topic, data);
    const state = this.state(topic);
    state.seq += 1;
    const message: StreamMessage<T> = { topic, seq: state.seq, kind: 'delta', data };
    if (state.listeners.size === 0 && this.now() - state.quietSince > this.replayGraceMs) {
      // Nobody can resume from this buffer: a later subscriber gets a snapshot (its sequence moved on).
      if (state.recent.length > 0) state.recent = [];
    } else {
      state.recent.push(message);
      if (state.recent.length > this.replayLimit) state.recent.shift();
    }
    for (const listener of state.listeners) listener(message);
    return message;
  }

  /**
   * Publishes `make()` when someone listens to the topic; else only marks the topic changed (its
   * sequence moves on and the replay buffer empties, so a later resume gets a fresh snapshot) and
   * skips building the data — e.g. a balance nobody watches costs no query.
   */
  async publishIfWatched<T>(topic: string, make: () => T | Promise<T>): Promise<void> {
    if (this.markChangedUnwatched(topic)) return;
    this.publish(topic, await make());
  }

  /**
   * publishIfWatched's unwatched half, at once: when nobody listens to `topic`, marks it changed (and
   * sends STALE_CHANGE to the sink) and answers true; else does nothing and answers false. A caller
   * marking many topics does it without yielding between them, so the bus sends them together.
   */
  markChangedUnwatched(topic: string): boolean {
    const state = this.state(topic);
    if (state.listeners.size > 0) return false;
    state.seq += 1;
    state.recent = [];
    this.sink?.publish(topic, STALE_CHANGE);
    return true;
  }

  /** Per topic: the build of publishLatest under way, and one more asked for while it runs. */
  private readonly building = new CoalescedByKey<string>();

  /**
   * Publishes the topic's whole state as `make()` builds it after the change just made (null: nothing to
   * publish). One build at a time per topic, so states go out in the order the changes were made; changes
   * that come in during a build make one more build, not one each (the later state holds them all; server/coalesced.ts).
   * Resolves once the state holding this change went out; a failed build is logged, never thrown at the act,
   * and a change that came in during it still gets its build.
   */
  publishLatest(topic: string, make: () => Promise<unknown | null>): Promise<void> {
    return this.building.run(
      topic,
      async () => {
        const data = await make();
        if (data !== null && data !== undefined) this.publish(topic, data);
      },
      `change stream: ${topic} not published:`,
    );
  }

  /** Sends every publish to `sink` as well (null: no longer); see ChangeSink. */
  setSink(sink: ChangeSink | null): void {
    this.sink = sink;
  }

  /** The sink's stream position (bus-publisher.ts), or null when publishes go nowhere else. */
  get streamSink(): ChangeSink | null {
    return this.sink;
  }

  /** A topic's current state, loaded now (null when the topic does not exist). */
  snapshot(topic: string): Promise<unknown | null> {
    return this.loadSnapshot(topic);
  }

  /**
   * Counts a listener on `topic` that receives nothing here (a gateway streams it from the bus): the
   * topic is watched — its balance is built, its queue moves and risk rows computed — until the
   * returned function is called.
   */
  watch(topic: string): () => void {
    const listener: Listener = () => {};
    const state = this.state(topic);
    this.addListener(topic, state, listener);
    return () => this.removeListener(topic, state, listener);
  }

  currentSeq(topic: string): number {
    return this.topics.get(topic)?.seq ?? 0;
  }

  /**
   * Subscribes from `lastSeq` (exclusive): the missed deltas when all are still buffered,
   * else a snapshot tagged with the current sequence. Returns the unsubscribe function.
   */
  async subscribe(topic: string, listener: Listener, lastSeq?: number): Promise<() => void> {
    const state = this.state(topic);
    const oldestBuffered = state.recent[0]?.seq ?? state.seq + 1;
    const canResume = lastSeq !== undefined && lastSeq <= state.seq && lastSeq + 1 >= oldestBuffered;
    if (canResume) {
      for (const message of state.recent) if (message.seq > lastSeq) listener(message);
      this.addListener(topic, state, listener);
    } else {
      // Deltas that arrive while the snapshot loads are held, then delivered after it.
      const held: StreamMessage[] = [];
      const hold: Listener = (m) => held.push(m);
      state.listeners.add(hold);
      let data: unknown;
      try {
        data = await this.loadSnapshot(topic);
      } finally {
        state.listeners.delete(hold);
      }
      const snapshotSeq = held.length ? held[0]!.seq - 1 : state.seq;
      listener({ topic, seq: snapshotSeq, kind: 'snapshot', data });
      for (const message of held) listener(message);
      this.addListener(topic, state, listener);
    }
    return () => this.removeListener(topic, state, listener);
  }

  private removeListener(topic: string, state: TopicState, listener: Listener): void {
    if (!state.listeners.delete(listener) || state.listeners.size > 0) return;
    state.quietSince = this.now();
    const [prefix, id] = splitTopic(topic);
    const ids = this.watchedIds.get(prefix);
    ids?.delete(id);
    if (ids?.size === 0) this.watchedIds.delete(prefix);
  }

  private addListener(topic: string, state: TopicState, listener: Listener): void {
    state.listeners.add(listener);
    const [prefix, id] = splitTopic(topic);
    let ids = this.watchedIds.get(prefix);
    if (!ids) this.watchedIds.set(prefix, (ids = new Set()));
    ids.add(id);
    for (const observer of this.taps.get(`watch:${prefix}`) ?? []) observer(id, null);
  }

  /**
   * The ids of the watched topics under a prefix: `watched('orders')` holds "u-1" while someone
   * listens to "orders:u-1". Kept up to date as listeners come and go (do not modify it).
   */
  watched(prefix: string): ReadonlySet<string> {
    return this.watchedIds.get(prefix) ?? NONE;
  }

  listenerCount(topic: string): number {
    return this.topics.get(topic)?.listeners.size ?? 0;
  }
}

const NONE: ReadonlySet<string> = new Set();

function splitTopic(topic: string): [string, string] {
  const colon = topic.indexOf(':');
  return colon < 0 ? [topic, ''] : [topic.slice(0, colon), topic.slice(colon + 1)];
}
