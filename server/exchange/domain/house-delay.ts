import { DomainError, type DomainErrorCode } from './errors';
import type { Exclusion } from './protections';

/** Why a waiting bet was not taken: a DomainError code, or the bettor's time-out or self-exclusion in force at its release. */
export type LapseReason = DomainErrorCode | NonNullable<Exclusion>['code'];

/**
 * The in-play bet delay of a house market (bookmaker, fancy, fixed odds): in play with a delay, a
 * bet is checked and its worst loss held at once, then waits out the delay; at its end it is taken
 * at the quote then (only if that is still what the bettor asked, or better) or lapsed with a coded
 * reason. A suspension lapses every waiting bet. The markets keep one of these each.
 */
/** The in-play bet delay a house market gets unless its operator sets another, per kind (ms). */
export const DEFAULT_HOUSE_BET_DELAY_MS: Readonly<Record<string, number>> = { bookmaker: 3000, fancy: 3000 };

export interface WaitingHouseBet<Ask> {
  readonly betId: string;
  readonly userId: string;
  /** The stake, paise. */
  readonly stake: number;
  /** What the bettor asked for (runner, side and odds, or a fancy line and rate). */
  readonly ask: Ask;
  readonly placedAt: number;
  /** When the delay ends (placedAt + the market's bet delay). */
  readonly releaseAt: number;
  /** The most the bet can lose, held while it waits (paise). */
  readonly held: number;
}

/** A waiting bet that was not taken, and why (BET_TAKEN_OR_LAPSED when the quote moved, TIMED_OUT / SELF_EXCLUDED when its bettor is). */
export interface LapsedHouseBet<Ask> {
  readonly bet: WaitingHouseBet<Ask>;
  readonly reason: LapseReason;
}

/** What the end of a delay did to each due bet. */
export interface HouseRelease<Taken, Ask> {
  readonly taken: Taken[];
  readonly lapsed: LapsedHouseBet<Ask>[];
}

/** Whether a bettor's waiting bets may no longer be taken: the code to lapse them with, or null. */
export type Refusal = (userId: string) => NonNullable<Exclusion>['code'] | null;

export class HouseBetDelay<Ask> {
  private inPlayValue = false;
  private delayMsValue = 0;
  private readonly waitingBets = new Map<string, WaitingHouseBet<Ask>>();
  /** Bets a status change lapsed, kept until their owners are told (takeLapsed). */
  private readonly lapsedUntold: LapsedHouseBet<Ask>[] = [];

  get inPlay(): boolean {
    return this.inPlayValue;
  }

  get betDelayMs(): number {
    return this.delayMsValue;
  }

  /** In play with a positive delay: bets wait. */
  get delaying(): boolean {
    return this.inPlayValue && this.delayMsValue > 0;
  }

  set(inPlay: boolean, betDelayMs: number): void {
    if (!Number.isSafeInteger(betDelayMs) || betDelayMs < 0 || betDelayMs > 60_000) throw new DomainError('INVALID_INPUT_DATA', 'The bet delay must be whole milliseconds from 0 to 60000');
    this.inPlayValue = inPlay;
    this.delayMsValue = betDelayMs;
  }

  has(betId: string): boolean {
    return this.waitingBets.has(betId);
  }

  /** Puts a checked bet to wait out the delay (or a stored one back on restart). */
  hold(bet: WaitingHouseBet<Ask>): void {
    if (this.waitingBets.has(bet.betId)) throw new DomainError('DUPLICATE_TRANSACTION', `Bet ${bet.betId} already exists`);
    this.waitingBets.set(bet.betId, bet);
  }

  waiting(): WaitingHouseBet<Ask>[] {
    return [...this.waitingBets.values()];
  }

  waitingOf(userId: string): WaitingHouseBet<Ask>[] {
    return this.waiting().filter((b) => b.userId === userId);
  }

  /** What a user's waiting bets hold (added to the market's exposure). */
  heldBy(userId: string): number {
    let held = 0;
    for (const bet of this.waitingBets.values()) if (bet.userId === userId) held += bet.held;
    return held;
  }

  /** Whether a bet's delay is over by `now`, or a status change lapsed bets whose owners are still to be told. */
  hasDue(now: number): boolean {
    if (this.lapsedUntold.length > 0) return true;
    for (const bet of this.waitingBets.values()) if (bet.releaseAt <= now) return true;
    return false;
  }

  /**
   * Ends the delay of each bet due by `now`, in release order: `take` takes it at the quote now (it
   * throws a DomainError when the quote no longer fits, the market is not open, or a limit is hit).
   * A bet whose bettor `refused` names a code for (a time-out or self-exclusion begun during the delay)
   * is lapsed with that code instead, untaken.
   */
  release<Taken>(now: number, take: (bet: WaitingHouseBet<Ask>) => Taken, refused?: Refusal): HouseRelease<Taken, Ask> {
    const due = this.waiting()
      .filter((b) => b.releaseAt <= now)
      .sort((a, b) => a.releaseAt - b.releaseAt || a.placedAt - b.placedAt);
    const taken: Taken[] = [];
    const lapsed: LapsedHouseBet<Ask>[] = [];
    for (const bet of due) {
      this.waitingBets.delete(bet.betId);
      const code = refused?.(bet.userId) ?? null;
      if (code) {
        lapsed.push({ bet, reason: code });
        continue;
      }
      try {
        taken.push(take(bet));
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        lapsed.push({ bet, reason: err.code });
      }
    }
    return { taken, lapsed };
  }

  /** Lapses a user's waiting bets with `reason` (its time-out or self-exclusion has begun); the caller stores and tells. */
  lapseOf(userId: string, reason: LapseReason): LapsedHouseBet<Ask>[] {
    const lapsed = this.waitingOf(userId).map((bet) => ({ bet, reason }));
    for (const { bet } of lapsed) this.waitingBets.delete(bet.betId);
    return lapsed;
  }

  /** Lapses every waiting bet (the market left OPEN: suspended by an incident, closed). */
  lapseAll(): LapsedHouseBet<Ask>[] {
    const lapsed = this.waiting().map((bet) => ({ bet, reason: 'MARKET_SUSPENDED' as DomainErrorCode }));
    this.waitingBets.clear();
    this.lapsedUntold.push(...lapsed);
    return lapsed;
  }

  /** The bets status changes lapsed since the last call (for their owners' order pushes), once each. */
  takeLapsed(): LapsedHouseBet<Ask>[] {
    return this.lapsedUntold.splice(0);
  }
}
