/**
 * Safer betting (issue #47, docs/safer-betting.md): the bettor's own protections as pure rules — the
 * IST calendar periods limits count over, which limit is in force at a moment (a raise or removal waits
 * out a 24-hour cooling-off), the time-out and self-exclusion spans, and the room a limit leaves.
 */
export type LimitKind = 'DEPOSIT' | 'LOSS';
export type LimitPeriod = 'DAY' | 'WEEK' | 'MONTH';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

/** A raise or a removal of a limit takes effect this long after it is asked for. */
export const COOLING_OFF_MS = 24 * 3_600_000;
export const TIME_OUT_MIN_HOURS = 24;
export const TIME_OUT_MAX_HOURS = 1008;
export const SELF_EXCLUSION_MIN_MONTHS = 6;
export const SELF_EXCLUSION_MAX_MONTHS = 60;
export const REALITY_CHECK_MINUTES: readonly number[] = [15, 30, 60];
/** The largest limit accepted, paise (₹10 crore). */
export const MAX_LIMIT = 10_000_000_000;

/** India Standard Time: UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** The start (a UTC instant) of the IST calendar day, week from Monday, or month holding `at`. */
export function periodStart(period: LimitPeriod, at: Date): Date {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  let start: number;
  if (period === 'MONTH') start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  else {
    start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
    if (period === 'WEEK') start -= ((local.getUTCDay() + 6) % 7) * 86_400_000;
  }
  return new Date(start - IST_OFFSET_MS);
}

/** The period starts of `at` by period, and `at` itself: what the store's protection reads count from. */
export function periodClock(at: Date): Record<LimitPeriod | 'now', string> {
  return { now: at.toISOString(), DAY: periodStart('DAY', at).toISOString(), WEEK: periodStart('WEEK', at).toISOString(), MONTH: periodStart('MONTH', at).toISOString() };
}

/** A limit as stored: the amount in force (null: none) and a change waiting out its cooling-off. */
export interface StoredLimit {
  amount: number | null;
  /** When a pending change takes effect; null: none pending. */
  pendingAt: Date | null;
  /** The pending amount (null with pendingAt: the limit is removed). */
  pendingAmount: number | null;
}

/** The limit as it stands at `at`: a pending change whose time has come is applied. */
export function limitAt(limit: StoredLimit, at: Date): StoredLimit {
  if (limit.pendingAt && limit.pendingAt.getTime() <= at.getTime()) return { amount: limit.pendingAmount, pendingAt: null, pendingAmount: null };
  return limit;
}

/**
 * Asking for `amount` (null: remove) at `at`: the same or lower applies at once (and drops any pending
 * raise); higher, or removal, waits 24 hours (replacing any earlier pending change).
 */
export function changeLimit(current: StoredLimit, amount: number | null, at: Date): StoredLimit {
  const now = limitAt(current, at);
  const tightens = amount !== null && (now.amount === null || amount <= now.amount);
  if (tightens) return { amount, pendingAt: null, pendingAmount: null };
  if (amount === now.amount) return now;
  return { amount: now.amount, pendingAt: new Date(at.getTime() + COOLING_OFF_MS), pendingAmount: amount };
}

/** Whether `amount` more fits a limit `used` that far: null when it does (or there is no limit), else the room left. */
export function overLimit(cap: number | null, used: number, amount: number): number | null {
  if (cap === null || used + amount <= cap) return null;
  return Math.max(0, cap - used);
}

/** What is left of a limit (never below 0); null when there is none. */
export function roomLeft(amount: number | null, used: number): number | null {
  return amount === null ? null : Math.max(0, amount - used);
}

/** A loss limit's use: net settled loss in the period (winnings never raise the limit) plus open exposure. */
export function lossUsed(netSettledLoss: number, openExposure: number): number {
  return Math.max(0, netSettledLoss) + openExposure;
}

/**
 * The most total open exposure the loss limits allow (the bet check's ceiling on exposure), given each
 * limit in force and the net settled loss of its period; null when no limit is in force.
 */
export function exposureCeiling(limits: ReadonlyArray<{ amount: number; netLoss: number }>): number | null {
  let ceiling: number | null = null;
  for (const l of limits) {
    const room = l.amount - Math.max(0, l.netLoss);
    ceiling = ceiling === null ? room : Math.min(ceiling, room);
  }
  return ceiling;
}

/** What keeps a bettor from betting and depositing now, if anything. */
export type Exclusion = { code: 'SELF_EXCLUDED'; until: Date | null } | { code: 'TIMED_OUT'; until: Date } | null;

export interface ExclusionState {
  timeOutUntil: Date | null;
  selfExcludedUntil: Date | null;
  selfExcludedPermanent: boolean;
}

/** The exclusion in force at `at`: a self-exclusion before a time-out. */
export function exclusionAt(state: ExclusionState, at: Date): Exclusion {
  if (state.selfExcludedPermanent) return { code: 'SELF_EXCLUDED', until: null };
  if (state.selfExcludedUntil && state.selfExcludedUntil.getTime() > at.getTime()) return { code: 'SELF_EXCLUDED', until: state.selfExcludedUntil };
  if (state.timeOutUntil && state.timeOutUntil.getTime() > at.getTime()) return { code: 'TIMED_OUT', until: state.timeOutUntil };
  return null;
}

/**
 * The message a refused bet or deposit carries for an exclusion; `who` names the bettor when the
 * refused act is someone else's (an upline's credit or transfer), else it is the bettor's own ("You").
 */
export function exclusionMessage(exclusion: NonNullable<Exclusion>, what: string, who?: string): string {
  const subject = who === undefined ? 'You are' : `${who} is`;
  if (exclusion.code === 'TIMED_OUT') return `${subject} on a time-out until ${exclusion.until.toISOString()}: no ${what} until then`;
  return exclusion.until ? `${subject} self-excluded until ${exclusion.until.toISOString()}: no ${what} until then` : `${subject} self-excluded permanently: no ${what}`;
}

/** `months` calendar months after `at` (the day clamped to the month's length). */
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * When the next reality check is due: one interval after the later of the session's start and the
 * last "keep playing" answered in it; null when off.
 */
export function realityCheckDue(minutes: number | null, sessionStart: Date, answeredAt: Date | null): Date | null {
  if (minutes === null) return null;
  const from = answeredAt && answeredAt.getTime() > sessionStart.getTime() ? answeredAt : sessionStart;
  return new Date(from.getTime() + minutes * 60_000);
}
