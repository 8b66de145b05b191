/**
 * A partition taken by a new exchange process, as the gateways hear it (issues #49 and #50).
 *
 * A command in flight to an exchange that dies (kill -9, a crash, a machine lost) is never answered:
 * NATS does not know the responder is gone, so the gateway would wait out the command's timeout
 * (15 s) and answer the bettor an error. Instead, the exchange that takes the partition over tells the
 * gateways once it serves the partition's subject (OWNERS_SUBJECT, roles.ts), and each gateway sends
 * the commands it still has in flight there once more, to the new owner: the first answer that acted wins
 * (a refusal that did nothing waits a moment for the old owner, which may be finishing the command). Only
 * commands that may be sent twice are (a bet carries its idempotency key, so the new owner places it
 * or, if the old owner had committed it, answers the stored reply; a read); a cancel or a re-price,
 * which may have acted, waits for its answer or its timeout as before.
 *
 * A command on `cmd.any` (a read not tied to a market; any exchange may answer it) has no partition to
 * watch, but a takeover also says that some exchange process left, perhaps the one that took it: it is
 * sent again once, at the first takeover of any partition after it was sent (the queue group gives it
 * to a process that serves), and then waits for an answer as before.
 *
 * Hand-written: it is a wait per subject, a few lines on our own bus, with nothing to borrow.
 */
import type { Bus } from '../bus/bus';
import { ANY_SUBJECT, OWNERS_SUBJECT, PARTITIONS, partSubject } from '../bus/subjects';
import { busCommandsResent } from '../metrics/registry';

/** Who is waiting to hear that a command subject has a new server. */
export class OwnerChanges {
  private readonly waiting = new Map<string, Set<() => void>>();

  /** `subject` is served by a process that just took it: every wait on it ends. */
  heard(subject: string): void {
    const waiters = this.waiting.get(subject);
    if (!waiters) return;
    this.waiting.delete(subject);
    for (const wake of waiters) wake();
  }

  /** Resolves `taken` the next time `subject` gets a new server; `cancel` ends the wait (and frees it). */
  next(subject: string): { taken: Promise<void>; cancel(): void } {
    let wake!: () => void;
    const taken = new Promise<void>((resolve) => (wake = resolve));
    let waiters = this.waiting.get(subject);
    if (!waiters) this.waiting.set(subject, (waiters = new Set()));
    waiters.add(wake);
    return {
      taken,
      cancel: () => {
        const now = this.waiting.get(subject);
        if (!now?.delete(wake)) return;
        if (now.size === 0) this.waiting.delete(subject);
      },
    };
  }

  /** How many commands wait on some subject now (tests). */
  get size(): number {
    let n = 0;
    for (const waiters of this.waiting.values()) n += waiters.size;
    return n;
  }
}

/** What an exchange broadcasts on OWNERS_SUBJECT once it serves a partition it took. */
export interface OwnerChange {
  partition: number;
}

/** Tells the gateways that this process now serves `partition`'s commands. Never throws: without the bus, the commands time out as before. */
export function announceOwner(bus: Bus, partition: number): void {
  try {
    bus.broadcast<OwnerChange>(OWNERS_SUBJECT, { partition });
  } catch {
    // The bus is away or closed.
  }
}

/** A gateway's OwnerChanges, fed by the exchanges' announcements until `stop`. */
export async function listenForOwners(bus: Bus): Promise<{ owners: OwnerChanges; stop(): Promise<void> }> {
  const owners = new OwnerChanges();
  const subscription = await bus.listen<Partial<OwnerChange> | null>(OWNERS_SUBJECT, (data) => {
    const partition = data?.partition;
    if (!(typeof partition === 'number' && Number.isInteger(partition) && partition >= 0 && partition < PARTITIONS)) return;
    owners.heard(partSubject(partition));
    owners.heard(ANY_SUBJECT);
  });
  return { owners, stop: () => subscription.stop() };
}

/**
 * How long an answer that did nothing (busy, not owned) from one send waits for an earlier send still
 * unanswered, ms: a process giving a partition back finishes what it has in flight within its lease's
 * drain (partition-leases.ts drainTimeoutMs, 3 s), so a bet it had queued may be placed there after the
 * new owner, just rebuilt, refused it at its door. A dead owner never answers: past this, the refusal stands.
 */
export const EARLIER_ANSWER_GRACE_MS = 3_500;

/**
 * Sends with `send`, and sends again each time `subject` is taken by a new server before an answer
 * came (`cmd.any`: once, at the first takeover of any partition). Only for a command that may be sent
 * twice. Answers the first answer that acted, or the first failure while nothing has answered; an
 * answer that did nothing (`didNothing`: a busy refusal, MARKET_NOT_OWNED) waits for the sends still
 * out, up to `graceMs`, so that one that acted is not lost behind it — a bet placed by the old owner
 * while the new one refused it busy would otherwise be answered "busy" though placed. Without `owners`
 * (one process, or a test), it is `send()`.
 */
export function resendOnTakeover<R>(
  send: () => Promise<R>,
  subject: string,
  owners: OwnerChanges | undefined,
  didNothing: (reply: R) => boolean = () => false,
  graceMs = EARLIER_ANSWER_GRACE_MS,
): Promise<R> {
  if (!owners) return send();
  return new Promise<R>((resolve, reject) => {
    let out = 0;
    let done = false;
    let held: { reply: R } | null = null;
    let grace: ReturnType<typeof setTimeout> | undefined;
    let watch: { taken: Promise<void>; cancel(): void } | null = null;
    const finish = (end: () => void) => {
      if (done) return;
      done = true;
      watch?.cancel();
      clearTimeout(grace);
      end();
    };
    const launch = () => {
      out += 1;
      send().then(
        (reply) => {
          out -= 1;
          if (!didNothing(reply)) return finish(() => resolve(reply));
          held = { reply };
          if (out === 0) return finish(() => resolve(reply));
          grace ??= setTimeout(() => finish(() => resolve(held!.reply)), graceMs);
        },
        (err: unknown) => {
          out -= 1;
          // A send that failed after another answered "nothing done" (one to a process that died times out): that answer stands.
          if (!held) return finish(() => reject(err));
          if (out === 0) finish(() => resolve(held!.reply));
        },
      );
    };
    const watchNext = () => {
      watch = owners.next(subject);
      void watch.taken.then(() => {
        if (done) return;
        busCommandsResent.inc();
        launch();
        if (subject !== ANY_SUBJECT) watchNext();
      });
    };
    launch();
    watchNext();
  });
}
