import {
  createSourceEventStream,
  getOperationAST,
  GraphQLError,
  subscribe as graphqlSubscribe,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
} from 'graphql';
import type { DocumentCache } from '../documents';
import { Channel } from './channel';
import { originOf } from './delivery-probe';

/**
 * The socket side of one graphql-ws subscription, for writing its `next` messages directly.
 * `send` returns false when the socket is backed up (the message was not written).
 */
export interface SubscriptionWire {
  id: string;
  /**
   * Sends one text message: the UTF-8 bytes of `parts`, in order (the parts are not copied until written).
   * `origin`: when the change it carries happened (epoch ms), for timing the delivery (delivery-probe.ts).
   */
  send(parts: readonly Buffer[], origin?: number): boolean;
  /** Calls back once when a backed-up socket has drained. */
  onDrain(callback: () => void): void;
}

const SUFFIX = Buffer.from('}');

/** One update of a group: executed once, serialised and UTF-8 encoded once. */
class SharedUpdate {
  readonly payload: Buffer;
  constructor(
    result: ExecutionResult,
    /** When the change it carries happened (epoch ms), if known. */
    readonly origin: number | undefined,
  ) {
    this.payload = Buffer.from(JSON.stringify(result));
  }
}

/**
 * A subscriber in a group. graphql-ws owns its lifecycle through `channel` (subscribe, complete,
 * error, socket close all behave as the protocol says); its `next` messages are written here, in
 * exactly graphql-ws's form — {"id":…,"type":"next","payload":…} — with the shared payload text.
 */
class Member {
  /** The message's parts: this subscription's prefix, the shared payload (set per update), the suffix (the wire copies them when it writes). */
  private readonly parts: [Buffer, Buffer, Buffer];
  private waiting: SharedUpdate | null = null;
  private draining = false;
  readonly channel: Channel<never>;

  constructor(
    private readonly wire: SubscriptionWire,
    onLeave: (member: Member) => void,
  ) {
    this.parts = [Buffer.from(`{"id":${JSON.stringify(wire.id)},"type":"next","payload":`), SUFFIX, SUFFIX];
    this.channel = new Channel<never>('latest', () => onLeave(this));
  }

  /**
   * Writes the update; a backed-up socket gets only the newest update once it drains. `timed`: the
   * write counts in the delivery times (not a joiner's first state, which may be old).
   */
  deliver(update: SharedUpdate, timed = true): void {
    if (this.draining) {
      this.waiting = update;
      return;
    }
    this.parts[1] = update.payload;
    if (this.wire.send(this.parts, timed ? update.origin : undefined)) return;
    this.waiting = update;
    this.draining = true;
    this.wire.onDrain(() => {
      this.draining = false;
      const latest = this.waiting;
      this.waiting = null;
      if (latest) this.deliver(latest);
    });
  }
}

interface Group {
  members: Set<Member>;
  last: SharedUpdate | undefined;
  source: AsyncIterator<unknown> | null;
}

export interface SharedSubscribeOptions {
  /** Root subscription fields whose result does not depend on who asks (public topics). */
  sharedFields: ReadonlySet<string>;
  documents: DocumentCache;
  /** Where the operation's context keeps its graphql-ws wire. */
  wireOf: (contextValue: unknown) => SubscriptionWire | undefined;
}

/**
 * graphql-ws's `subscribe`. Subscribers of a public field with the same document and variables join
 * one group: the group reads the field's event stream once and, per event, executes the selection
 * once (graphql-jit), serialises it once, and writes the same text into every member's `next`
 * message. graphql-ws alone executes and serialises per subscriber and awaits each write through
 * promise chains; here an update costs each member one copy of the shared bytes into its socket's
 * outgoing buffer (ws-server.ts). Private fields (the caller's balance and orders) run per subscriber, the standard way.
 */
export function createSharedSubscribe({ sharedFields, documents, wireOf }: SharedSubscribeOptions) {
  const groups = new Map<string, Group>();

  const keyOf = (args: ExecutionArgs): string | null => {
    const operation = getOperationAST(args.document, args.operationName);
    if (!operation || operation.operation !== 'subscription' || operation.selectionSet.selections.length !== 1) return null;
    const field = operation.selectionSet.selections[0] as FieldNode;
    if (field.kind !== 'Field' || !sharedFields.has(field.name.value)) return null;
    return `${documents.idOf(args.document)}|${args.operationName ?? ''}|${JSON.stringify(args.variableValues ?? {})}`;
  };

  async function pump(key: string, group: Group, args: ExecutionArgs): Promise<void> {
    const source = group.source!;
    try {
      for (;;) {
        const next = await source.next();
        if (next.done) break;
        const update = new SharedUpdate(await documents.execute({ ...args, rootValue: next.value }), originOf(next.value));
        group.last = update;
        for (const member of group.members) member.deliver(update);
      }
      for (const member of [...group.members]) member.channel.end();
    } catch (err) {
      const error = err instanceof GraphQLError ? err : new GraphQLError(err instanceof Error ? err.message : String(err));
      for (const member of [...group.members]) member.channel.fail(error);
    } finally {
      if (groups.get(key) === group) groups.delete(key);
    }
  }

  function join(key: string, group: Group, wire: SubscriptionWire): Channel<never> {
    const member = new Member(wire, (leaving) => {
      group.members.delete(leaving);
      if (group.members.size === 0 && groups.get(key) === group) {
        groups.delete(key);
        void group.source?.return?.();
      }
    });
    group.members.add(member);
    if (group.last) member.deliver(group.last, false);
    return member.channel;
  }

  const subscribe = async (args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> => {
    const key = keyOf(args);
    const wire = wireOf(args.contextValue);
    if (key === null || !wire) return graphqlSubscribe(args);
    const existing = groups.get(key);
    if (existing) return join(key, existing, wire);
    // The group is registered before its source exists, so concurrent joiners share it.
    const group: Group = { members: new Set(), last: undefined, source: null };
    groups.set(key, group);
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) {
      if (groups.get(key) === group) groups.delete(key);
      const error = stream.errors?.[0];
      for (const member of [...group.members]) member.channel.fail(new GraphQLError(error?.message ?? 'Subscription failed', { extensions: error?.extensions }));
      return stream;
    }
    group.source = stream[Symbol.asyncIterator]();
    const first = join(key, group, wire);
    void pump(key, group, args);
    return first;
  };
  return Object.assign(subscribe, {
    /** Live groups (tests and diagnostics). */
    groupCount: () => groups.size,
  });
}
