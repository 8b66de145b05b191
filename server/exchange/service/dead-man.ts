/**
 * Dead-man switches: when a client that asked for one falls silent past its timeout, all its
 * unmatched bets are cancelled through the betting service's ordinary cancel (fenced by the market's
 * owner, written to the store, pushed to the bettor's order stream).
 *
 * Two kinds, one per bettor each:
 *  - `api`: Betfair's heartbeat (HeartbeatAPING/v1.0/heartbeat). Each heartbeat pushes the deadline
 *    `actualTimeoutSeconds` ahead; 0 stands the switch down. What the switch did is reported once, by
 *    the next heartbeat (actionPerformed).
 *  - `web`: the setting "Cancel my unmatched bets if I disconnect". When the bettor's last live
 *    connection (graphql-ws through the gateway) closes, the switch arms with WEB_TIMEOUT_SECONDS; a
 *    connection coming back stands it down.
 *
 * Restarts: the deadline is stored (dead_man_switches) each time it moves. On start, every switch
 * still armed is scheduled at its stored deadline, or fires at once when that has passed while the
 * process was down. Connections are not stored: a web bettor still connected when the process
 * stopped had no armed switch, and their browser reconnects to the new process.
 *
 * Several processes (a cluster, issue #33): a switch is armed on whichever exchange took the heartbeat
 * or the connection, and that one's timer fires it. When that process dies, the others find it in the
 * store: each sweeps the stored deadlines every SWEEP_INTERVAL_MS (`sweepLapsed`) and fires those past
 * by SWEEP_GRACE_MS. Firing first takes the switch in one conditional update of its row (claimSwitch:
 * only while it still holds that deadline), so of a timer and any number of sweepers exactly one fires it.
 */
import type { Db } from '../db/client';
import { armedSwitches, cancelsOnDisconnect, claimSwitch, lapsedSwitches, recordAction, saveSwitch, switchOf, type DeadManRow } from '../db/queries/dead-man';
import { KeyedMutex } from './keyed-mutex';

/** Betfair's bounds of preferredTimeoutSeconds: a value below or above is clamped to them; 0 stands the switch down. */
export const MIN_TIMEOUT_SECONDS = 10;
export const MAX_TIMEOUT_SECONDS = 300;
/** How long a web bettor may stay disconnected before their unmatched bets are cancelled. */
export const WEB_TIMEOUT_SECONDS = Number(process.env.DEAD_MAN_WEB_TIMEOUT_SECONDS ?? 30);

/** Betfair's ActionPerformed. */
export type ActionPerformed = 'NONE' | 'CANCELLATION_REQUEST_SUBMITTED' | 'ALL_BETS_CANCELLED' | 'SOME_BETS_NOT_CANCELLED' | 'CANCELLATION_REQUEST_ERROR' | 'CANCELLATION_STATUS_UNKNOWN';
export type SwitchSource = DeadManRow['source'];

/** Time and timers, injectable so tests move the clock themselves. */
export interface DeadManClock {
  now(): number;
  setTimeout(fire: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: DeadManClock = {
  now: () => Date.now(),
  setTimeout: (fire, ms) => {
    const timer = setTimeout(fire, ms);
    timer.unref();
    return timer;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How often a process of a cluster looks for stored switches whose holder did not fire them, and how late they must be. */
export const SWEEP_INTERVAL_MS = 1_000;
export const SWEEP_GRACE_MS = 2_000;

/** What cancelling a bettor's unmatched bets came to. */
export interface CancelOutcome {
  cancelled: number;
  failed: number;
}

/** The timeout a heartbeat's preferredTimeoutSeconds gets: 0 stays 0 (off), anything else is clamped to Betfair's bounds. */
export function actualTimeout(preferredSeconds: number): number {
  if (preferredSeconds === 0) return 0;
  return Math.min(MAX_TIMEOUT_SECONDS, Math.max(MIN_TIMEOUT_SECONDS, Math.floor(preferredSeconds)));
}

/** The action a finished cancellation reports. */
export function actionOf(outcome: CancelOutcome): ActionPerformed {
  return outcome.failed === 0 ? 'ALL_BETS_CANCELLED' : 'SOME_BETS_NOT_CANCELLED';
}

export class DeadManSwitches {
  /** Scheduled timers by `${source}:${userId}`, with the deadline each one is for. */
  private readonly timers = new Map<string, { handle: unknown; deadline: number }>();
  /** Live connections: connection id → bettor, and each bettor's count. */
  private readonly connections = new Map<string, string>();
  private readonly live = new Map<string, number>();
  private readonly locks = new KeyedMutex();
  private readonly firing = new Set<Promise<void>>();
  private sweeper: { handle: unknown; running: boolean } | null = null;
  /** Told each time a switch fires, with what it did (logs, tests). */
  onFired: ((userId: string, source: SwitchSource, action: ActionPerformed) => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly cancelAll: (userId: string) => Promise<CancelOutcome>,
    private readonly clock: DeadManClock = systemClock,
    private readonly webTimeoutSeconds = WEB_TIMEOUT_SECONDS,
  ) {}

  /** Schedules every switch the store holds armed (after a restart: those past their deadline fire at once). */
  async restore(): Promise<void> {
    for (const row of await armedSwitches(this.db)) this.schedule(row.userId, row.source, row.deadline!);
  }

  /**
   * Betfair's heartbeat: reports what the switch did since the last heartbeat, then arms it for the
   * clamped timeout from now (or stands it down for 0).
   */
  async heartbeat(userId: string, preferredTimeoutSeconds: number): Promise<{ actionPerformed: ActionPerformed; actualTimeoutSeconds: number }> {
    const timeout = actualTimeout(preferredTimeoutSeconds);
    return this.locks.run([userId], async () => {
      const stored = await switchOf(this.db, userId, 'api');
      const actionPerformed = (stored?.lastAction as ActionPerformed | null | undefined) ?? 'NONE';
      const deadline = timeout === 0 ? null : this.clock.now() + timeout * 1000;
      this.unschedule(userId, 'api');
      if (stored || deadline !== null) await saveSwitch(this.db, { userId, source: 'api', timeoutSeconds: timeout, deadline, lastAction: null });
      if (deadline !== null) this.schedule(userId, 'api', deadline);
      return { actionPerformed, actualTimeoutSeconds: timeout };
    });
  }

  /** A live connection of the bettor opened: a web switch waiting on their return stands down. */
  async connected(userId: string, connectionId: string): Promise<void> {
    if (this.connections.has(connectionId)) return;
    this.connections.set(connectionId, userId);
    this.live.set(userId, (this.live.get(userId) ?? 0) + 1);
    await this.standDown(userId, 'web');
  }

  /** A live connection closed: when it was the bettor's last and they asked for it, the web switch arms. */
  async disconnected(connectionId: string): Promise<void> {
    const userId = this.connections.get(connectionId);
    if (userId === undefined) return;
    this.connections.delete(connectionId);
    const left = (this.live.get(userId) ?? 1) - 1;
    if (left > 0) return void this.live.set(userId, left);
    this.live.delete(userId);
    if (!(await cancelsOnDisconnect(this.db, userId))) return;
    await this.locks.run([userId], async () => {
      if (this.live.has(userId)) return;
      const deadline = this.clock.now() + this.webTimeoutSeconds * 1000;
      await saveSwitch(this.db, { userId, source: 'web', timeoutSeconds: this.webTimeoutSeconds, deadline, lastAction: null });
      this.schedule(userId, 'web', deadline);
    });
  }

  /**
   * From now on, every SWEEP_INTERVAL_MS fires the stored switches whose deadline passed SWEEP_GRACE_MS
   * ago: those armed on a process that died (or never fired them). A second firing is impossible (fire claims).
   */
  sweepLapsed(): void {
    if (this.sweeper) return;
    const sweeper = { handle: null as unknown, running: false };
    const tick = () => {
      sweeper.handle = this.clock.setTimeout(() => {
        if (this.sweeper !== sweeper) return;
        this.track(
          lapsedSwitches(this.db, this.clock.now() - SWEEP_GRACE_MS)
            .then(async (rows) => {
              for (const row of rows) await this.fire(row.userId, row.source, row.deadline!);
            })
            .catch((err: unknown) => console.error('dead-man sweep failed:', err instanceof Error ? err.message : err))
            .finally(() => {
              if (this.sweeper === sweeper) tick();
            }),
        );
      }, SWEEP_INTERVAL_MS);
    };
    this.sweeper = sweeper;
    tick();
  }

  /** Stops every timer and waits for a cancellation in flight. */
  async close(): Promise<void> {
    if (this.sweeper) this.clock.clearTimeout(this.sweeper.handle);
    this.sweeper = null;
    for (const { handle } of this.timers.values()) this.clock.clearTimeout(handle);
    this.timers.clear();
    await Promise.all([...this.firing]);
  }

  private async standDown(userId: string, source: SwitchSource): Promise<void> {
    await this.locks.run([userId], async () => {
      const stored = await switchOf(this.db, userId, source);
      this.unschedule(userId, source);
      if (stored?.deadline != null) await saveSwitch(this.db, { ...stored, deadline: null });
    });
  }

  private schedule(userId: string, source: SwitchSource, deadline: number): void {
    this.unschedule(userId, source);
    const handle = this.clock.setTimeout(
      () => this.track(this.fire(userId, source, deadline)),
      Math.max(0, deadline - this.clock.now()),
    );
    this.timers.set(`${source}:${userId}`, { handle, deadline });
  }

  /** Keeps work started by a timer until it ends, so close() can wait for it. */
  private track(work: Promise<void>): void {
    const run = work.finally(() => this.firing.delete(run));
    this.firing.add(run);
  }

  private unschedule(userId: string, source: SwitchSource): void {
    const key = `${source}:${userId}`;
    const timer = this.timers.get(key);
    if (timer) this.clock.clearTimeout(timer.handle);
    this.timers.delete(key);
  }

  /**
   * The deadline passed: unless a heartbeat or a reconnection moved it meanwhile (here or on another
   * process), take the switch's firing, cancel, and record what was done.
   */
  private async fire(userId: string, source: SwitchSource, deadline: number): Promise<void> {
    await this.locks.run([userId], async () => {
      const timer = this.timers.get(`${source}:${userId}`);
      if (timer?.deadline === deadline) this.timers.delete(`${source}:${userId}`);
      if (!(await claimSwitch(this.db, userId, source, deadline))) return;
      // The bettor may have turned the setting off since the switch armed.
      if (source === 'web' && !(await cancelsOnDisconnect(this.db, userId))) return;
      let action: ActionPerformed;
      try {
        action = actionOf(await this.cancelAll(userId));
      } catch (err) {
        console.error(`dead-man switch (${source}) of ${userId}: cancelling failed:`, err);
        action = 'CANCELLATION_REQUEST_ERROR';
      }
      await recordAction(this.db, userId, source, action);
      this.onFired?.(userId, source, action);
    });
  }
}
