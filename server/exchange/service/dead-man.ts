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
 * Connections are stored (presence_connections, with the gateway holding each): in a cluster the open
 * and the close of one connection may reach two exchange processes, and a bettor may have tabs on two
 * gateways, so only the store can say whether their last connection is gone. A gateway with
 * connections beats every PRESENCE_HEARTBEAT_MS (server/cluster/presence-timing.ts); one silent for
 * PRESENCE_LAPSE_MS is dead (killed -9, cut off): the sweep drops its connections, and every bettor left
 * with none is disconnected — their web switch arms as for a close. A connection counts only while its
 * gateway is alive, so rows of a gateway that died before a restart count for nothing.
 *
 * Restarts: the deadline is stored (dead_man_switches) each time it moves. On start, every switch
 * still armed is scheduled at its stored deadline, or fires at once when that has passed while the
 * process was down — but never before the process can reach every market's owner (`canFire`: in a
 * cluster, until the bus route of cross-market cancels is wired; it is checked again each second).
 *
 * Several processes (a cluster, issue #33): a switch is armed on whichever exchange took the heartbeat
 * or the close, and that one's timer fires it. When that process dies, the others find it in the
 * store: each sweeps the stored deadlines every SWEEP_INTERVAL_MS (`sweepLapsed`) and fires those past
 * by SWEEP_GRACE_MS. Firing first claims the switch in one conditional update of its row (claimSwitch:
 * only while it still holds that deadline and no live claim), so of a timer and any number of sweepers
 * exactly one fires it. The claim is a lease: the deadline stays until the firing is recorded
 * (completeSwitch), and a claim older than CLAIM_LEASE_MS (its process died mid-firing) is taken again
 * by a sweeper. Cancelling twice is harmless (the second finds nothing unmatched).
 */
import type { Db } from '../db/client';
import { randomUUID } from 'node:crypto';
import { PRESENCE_LAPSE_MS } from '../../cluster/presence-timing';
import { armedSwitches, cancelsOnDisconnect, claimSwitch, completeSwitch, lapsedSwitches, saveSwitch, switchOf, type DeadManRow } from '../db/queries/dead-man';
import { closeConnection, dropLapsedGateways, gatewaySeen, hasLiveConnection, openConnection } from '../db/queries/presence';
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
/** How long a claimed firing is its claimer's: past it (the claimer died before recording it), a sweeper fires the switch again. */
export const CLAIM_LEASE_MS = 30_000;

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
  /** This process, as the claimer of the switches it fires. */
  private readonly instance = randomUUID();
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
    /** Whether a firing can reach every market's owner now (a cluster process before its bus route is wired cannot). */
    private readonly canFire: () => boolean = () => true,
  ) {}

  /**
   * Schedules every switch the store holds armed (after a restart: those past their deadline fire as
   * soon as canFire), and counts the bettors of gateways that died meanwhile as disconnected.
   */
  async restore(): Promise<void> {
    for (const row of await armedSwitches(this.db)) this.schedule(row.userId, row.source, row.deadline!);
    await this.dropLapsedGateways();
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

  /** A live connection of the bettor opened on gateway `gatewayId`: stored, and a web switch waiting on their return stands down. */
  async connected(userId: string, connectionId: string, gatewayId: string): Promise<void> {
    await openConnection(this.db, { connectionId, userId, gatewayId, now: this.clock.now() });
    await this.standDown(userId, 'web');
  }

  /** A live connection closed (an unknown id changes nothing): when it was the bettor's last and they asked for it, the web switch arms. */
  async disconnected(connectionId: string): Promise<void> {
    const userId = await closeConnection(this.db, connectionId);
    if (userId !== undefined) await this.armIfGone(userId);
  }

  /** A gateway's heartbeat: false when it is not known (it lapsed, its connections were dropped: it must announce them again). */
  gatewayAlive(gatewayId: string): Promise<boolean> {
    return gatewaySeen(this.db, gatewayId, this.clock.now());
  }

  /** Arms the bettor's web switch when they asked for it and no connection of theirs is alive (on any gateway). */
  private async armIfGone(userId: string): Promise<void> {
    if (!(await cancelsOnDisconnect(this.db, userId))) return;
    await this.locks.run([userId], async () => {
      const aliveAfter = () => this.clock.now() - PRESENCE_LAPSE_MS;
      if (await hasLiveConnection(this.db, userId, aliveAfter())) return;
      const deadline = this.clock.now() + this.webTimeoutSeconds * 1000;
      await saveSwitch(this.db, { userId, source: 'web', timeoutSeconds: this.webTimeoutSeconds, deadline, lastAction: null });
      this.schedule(userId, 'web', deadline);
      // A connection opened (on any process) between the check and the arming stood down nothing yet: look again.
      if (await hasLiveConnection(this.db, userId, aliveAfter())) await this.disarm(userId, 'web');
    });
  }

  /** Drops the gateways gone silent with their connections; their bettors left with none are disconnected. */
  private async dropLapsedGateways(): Promise<void> {
    for (const userId of await dropLapsedGateways(this.db, this.clock.now() - PRESENCE_LAPSE_MS)) await this.armIfGone(userId);
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
          this.dropLapsedGateways()
            .then(() => (this.canFire() ? lapsedSwitches(this.db, this.clock.now() - SWEEP_GRACE_MS, this.clock.now() - CLAIM_LEASE_MS) : []))
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
    await this.locks.run([userId], () => this.disarm(userId, source));
  }

  /** Stands a switch down, under the bettor's lock. */
  private async disarm(userId: string, source: SwitchSource): Promise<void> {
    const stored = await switchOf(this.db, userId, source);
    this.unschedule(userId, source);
    if (stored?.deadline != null) await saveSwitch(this.db, { userId, source, timeoutSeconds: stored.timeoutSeconds, deadline: null, lastAction: stored.lastAction });
  }

  /** A timer firing the switch of `deadline` at `at` (the deadline itself, or later while the process cannot fire yet). */
  private schedule(userId: string, source: SwitchSource, deadline: number, at = deadline): void {
    this.unschedule(userId, source);
    const handle = this.clock.setTimeout(
      () => this.track(this.fire(userId, source, deadline)),
      Math.max(0, at - this.clock.now()),
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
   * process), claim the switch's firing, cancel, and record what was done. Not before canFire: until
   * then the timer looks again every SWEEP_INTERVAL_MS.
   */
  private async fire(userId: string, source: SwitchSource, deadline: number): Promise<void> {
    if (!this.canFire()) {
      const timer = this.timers.get(`${source}:${userId}`);
      if (timer?.deadline === deadline) this.schedule(userId, source, deadline, this.clock.now() + SWEEP_INTERVAL_MS);
      return;
    }
    await this.locks.run([userId], async () => {
      const timer = this.timers.get(`${source}:${userId}`);
      if (timer?.deadline === deadline) this.timers.delete(`${source}:${userId}`);
      const now = this.clock.now();
      if (!(await claimSwitch(this.db, { userId, source, deadline, by: this.instance, now, staleBefore: now - CLAIM_LEASE_MS }))) return;
      let action: ActionPerformed | null;
      // The bettor may have turned the setting off since the switch armed: disarmed, nothing to report.
      if (source === 'web' && !(await cancelsOnDisconnect(this.db, userId))) action = null;
      else {
        try {
          action = actionOf(await this.cancelAll(userId));
        } catch (err) {
          console.error(`dead-man switch (${source}) of ${userId}: cancelling failed:`, err);
          action = 'CANCELLATION_REQUEST_ERROR';
        }
      }
      await completeSwitch(this.db, { userId, source, deadline, by: this.instance, action });
      if (action) this.onFired?.(userId, source, action);
    });
  }
}
