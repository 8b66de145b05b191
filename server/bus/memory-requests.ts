/**
 * Request/reply inside one process, with NATS's delivery rules (issue #33): a request goes to every
 * plain server whose filter matches and to one server of each queue group (round-robin within the
 * group; a group is its filter and queue name, as in NATS); the first answer wins. Nobody serving
 * is NO_RESPONDERS, no answer in time is TIMEOUT, a closed bus is CLOSED. Used by memory-bus.ts.
 */
import { BusError, type BusRequestOptions, type BusServeOptions, type BusServer } from './bus';
import { answeredWithin, DEFAULT_REQUEST_TIMEOUT_MS, INTERNAL_ERROR_REPLY } from './bus-rules';
import { assertFilter, assertSubject, subjectMatches } from './subjects';

type Handler = (data: unknown, subject: string) => Promise<unknown>;

interface Server {
  filter: string;
  queue: string | undefined;
  handler: Handler;
  /** The requests it took and has not answered yet (its stop waits for them). */
  answering: Set<Promise<void>>;
}


export class MemoryRequests {
  private readonly servers: Server[] = [];
  /** Per queue group (filter + queue), how many requests it has had: the next member in turn. */
  private readonly turns = new Map<string, number>();
  private readonly pending = new Set<(error: BusError) => void>();

  async serve(subject: string, handler: Handler, options: BusServeOptions = {}): Promise<BusServer> {
    const server: Server = { filter: assertFilter(subject), queue: options.queue, handler, answering: new Set() };
    this.servers.push(server);
    return {
      stop: async (answersWithinMs = 0) => {
        const at = this.servers.indexOf(server);
        if (at >= 0) this.servers.splice(at, 1);
        await answeredWithin(server.answering, answersWithinMs);
      },
    };
  }

  request(subject: string, data: unknown, options: BusRequestOptions = {}): Promise<unknown> {
    assertSubject(subject);
    const targets = this.targetsOf(subject);
    if (targets.length === 0) return Promise.reject(new BusError('NO_RESPONDERS', `Nobody serves ${subject}`));
    const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    return new Promise((resolve, reject) => {
      let done = false;
      const finish = (settle: () => void) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        this.pending.delete(fail);
        settle();
      };
      const fail = (error: BusError) => finish(() => reject(error));
      const timer = setTimeout(() => fail(new BusError('TIMEOUT', `No answer on ${subject} within ${timeoutMs} ms`)), timeoutMs);
      this.pending.add(fail);
      for (const server of targets) {
        // Asynchronous like a network hop: the caller's code after request() runs first.
        queueMicrotask(() => {
          const answer: Promise<void> = Promise.resolve()
            .then(() => server.handler(data, subject))
            .then(
              (reply) => finish(() => resolve(reply)),
              () => finish(() => resolve(INTERNAL_ERROR_REPLY)),
            )
            .finally(() => server.answering.delete(answer));
          server.answering.add(answer);
        });
      }
    });
  }

  /** Every pending request fails CLOSED and every server stops. */
  close(): void {
    this.servers.length = 0;
    for (const fail of [...this.pending]) fail(new BusError('CLOSED', 'The bus is closed'));
  }

  private targetsOf(subject: string): Server[] {
    const plain: Server[] = [];
    const groups = new Map<string, Server[]>();
    for (const server of this.servers) {
      if (!subjectMatches(server.filter, subject)) continue;
      if (server.queue === undefined) plain.push(server);
      else {
        const key = `${server.filter}\u0000${server.queue}`;
        groups.set(key, [...(groups.get(key) ?? []), server]);
      }
    }
    for (const [key, members] of groups) {
      const turn = this.turns.get(key) ?? 0;
      this.turns.set(key, turn + 1);
      plain.push(members[turn % members.length]!);
    }
    return plain;
  }
}
