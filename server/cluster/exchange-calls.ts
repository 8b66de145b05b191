/**
 * A gateway's betting path to the exchanges in a cluster (issue #50): the typed calls of
 * exchange-call.ts, batched per partition, as the gateway's InProcessExchange — so the GraphQL data
 * sources call `bets/place`, `bets/cancel` and `bets/replace` the same way whether the exchange shares
 * the process (server/exchange/http/direct.ts) or sits behind the bus.
 *
 * Each call goes to its market's partition subject (`cmd.part.<p>`, served only by the lease holder).
 * The calls made for one partition in one turn of the event loop leave together, as one message, on
 * setImmediate (after every request read in that turn has been handled), at most MAX_CALLS_PER_BATCH
 * a message. A refusal that did nothing — nobody serving the partition (NO_RESPONDERS) while its lease
 * moves, MARKET_NOT_OWNED from a process that just gave it up, admission's busy — is sent again as
 * gateway-transport.ts's withRetries says, and a bet (keyed) also after the bus failed it UNAVAILABLE
 * (NATS away, or the connection dropped with it in flight), or when another exchange process announces
 * it took the partition before the answer came (owner-changes.ts: its last owner may have died with
 * it); a call that may have acted (a TIMEOUT, a cancel or re-price in flight) is not.
 */
import type { Bus } from '../bus/bus';
import { BusError } from '../bus/bus';
import { marketCommandSubject } from '../bus/subjects';
import type { InProcessExchange } from '../gateway/datasources/rest-client';
import { CALL_PATHS, callMarketId, MAX_CALLS_PER_BATCH, type CallPath, type ExchangeCall, type ExchangeCallBatch, type ExchangeCallBatchReply, type ExchangeCallReply } from './exchange-call';
import { withRetries, type SendOptions } from './gateway-transport';
import { resendOnTakeover } from './owner-changes';

interface Waiting {
  call: ExchangeCall;
  resolve(reply: ExchangeCallReply): void;
  reject(err: unknown): void;
}

const errorCode = (reply: ExchangeCallReply): unknown => (reply.body as { error?: { code?: unknown } } | null)?.error?.code;
const isBusy = (reply: ExchangeCallReply) => reply.statusCode === 429 && (errorCode(reply) === 'SERVICE_BUSY' || errorCode(reply) === 'TOO_MANY_REQUESTS');
const isNotOwned = (reply: ExchangeCallReply) => reply.statusCode === 409 && errorCode(reply) === 'MARKET_NOT_OWNED';

/** Gathers calls per partition subject and sends each subject's as one message per turn. */
class PartitionBatches {
  private readonly waiting = new Map<string, Waiting[]>();
  private scheduled = false;

  constructor(
    private readonly bus: Bus,
    private readonly key: string,
    private readonly timeoutMs: number,
  ) {}

  send(subject: string, call: ExchangeCall): Promise<ExchangeCallReply> {
    return new Promise<ExchangeCallReply>((resolve, reject) => {
      let list = this.waiting.get(subject);
      if (!list) this.waiting.set(subject, (list = []));
      list.push({ call, resolve, reject });
      if (list.length >= MAX_CALLS_PER_BATCH) {
        this.waiting.delete(subject);
        this.flushOne(subject, list);
      } else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const all = [...this.waiting];
    this.waiting.clear();
    for (const [subject, list] of all) this.flushOne(subject, list);
  }

  private flushOne(subject: string, list: Waiting[]): void {
    const batch: ExchangeCallBatch = { key: this.key, calls: list.map((w) => w.call) };
    this.bus.request<ExchangeCallBatch, ExchangeCallBatchReply | null>(subject, batch, { timeoutMs: this.timeoutMs }).then(
      (answer) => {
        const replies = answer?.replies;
        if (!Array.isArray(replies) || replies.length !== list.length) {
          const err = new BusError('UNAVAILABLE', `The exchange answered ${list.length} calls on ${subject} with ${Array.isArray(replies) ? replies.length : 'no'} replies`);
          for (const w of list) w.reject(err);
          return;
        }
        list.forEach((w, i) => w.resolve(replies[i]!));
      },
      (err: unknown) => {
        for (const w of list) w.reject(err);
      },
    );
  }
}

/** The exchanges behind the bus as the gateway's in-process exchange for the betting path. */
export function busExchange(bus: Bus, forwardKey: string, options: SendOptions = {}): InProcessExchange {
  const batches = new PartitionBatches(bus, forwardKey, options.timeoutMs ?? 15_000);
  return {
    has: (path) => (CALL_PATHS as readonly string[]).includes(path),
    async call(path, { body, token, client }) {
      const marketId = typeof body === 'object' && body !== null ? callMarketId(body as Record<string, unknown>) : null;
      // Every call of the betting path names its market; the route would refuse the body anyway.
      if (marketId === null) return { statusCode: 400, body: { error: { code: 'INVALID_INPUT_DATA', message: 'marketId: a string of 1–64 characters is required' } } };
      const call = { path: path as CallPath, body, token, ...(client ? { client } : {}) } as ExchangeCall;
      const subject = marketCommandSubject(marketId);
      // A bet carries its idempotency key (the route requires one): sent again even after an UNAVAILABLE that may have reached the exchange.
      // …and sent again to a new owner of its partition that announced itself before the answer came (owner-changes.ts).
      const idempotent = path === '/bets/place';
      const send = () => batches.send(subject, call);
      const didNothing = (reply: ExchangeCallReply) => isBusy(reply) || isNotOwned(reply);
      return withRetries({ send: idempotent ? () => resendOnTakeover(send, subject, options.owners, didNothing) : send, busy: isBusy, notOwned: isNotOwned, idempotent }, options);
    },
  };
}
