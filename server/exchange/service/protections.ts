/**
 * Safer betting (issue #47, docs/safer-betting.md): the bettor's deposit and loss limits, time-out,
 * self-exclusion, reality check and privacy — set here, each change audited in its own transaction,
 * and enforced where bets (betting.ts, through the funds read) and deposits (banking.ts) are taken.
 * No staff act loosens any of it: the only staff act on a protection is a lift attempt, always refused.
 */
import type { AuthUser } from '../auth/sessions';
import { revokeSession } from '../auth/sessions';
import type { Db } from '../db/client';
import { lockUsersFunds, type StoredFunds, type StoredGuard } from '../db/queries/funds';
import { depositsSince, limitsOf, protectionsOf, protectionsOfUsers, saveLimit, saveProtections, sessionStartOf, settledNetSince, type LimitRow, type ProtectionsRow } from '../db/queries/protections';
import {
  addMonths,
  changeLimit,
  exclusionAt,
  exclusionMessage,
  exposureCeiling,
  LIMIT_PERIODS,
  limitAt,
  lossUsed,
  MAX_LIMIT,
  overLimit,
  periodStart,
  REALITY_CHECK_MINUTES,
  realityCheckDue,
  roomLeft,
  SELF_EXCLUSION_MAX_MONTHS,
  SELF_EXCLUSION_MIN_MONTHS,
  TIME_OUT_MAX_HOURS,
  TIME_OUT_MIN_HOURS,
  type Exclusion,
  type LimitKind,
  type LimitPeriod,
  type StoredLimit,
} from '../domain/protections';
import type { DownlineProtectionsView, ProtectionLimitView, SaferBettingView } from '../../contract/safer-betting';
import { auditBy, recordAudit, userTarget, type Actor, type AuditTarget } from './audit';
import { userLock, type ExchangeServices } from './context';
import { invalid, notFound, ServiceError } from './errors';
import { balanceView } from './funds';
import type { CancelOutcome } from './dead-man';
import { scopeOf, holds } from './scope';
import { userNamed } from '../db/queries/users';

/** The refusal of a bet or deposit by an exclusion in force at `at`; null when none. */
export function exclusionRefusal(guard: Pick<StoredGuard, 'timeOutUntil' | 'selfExcludedUntil' | 'selfExcludedPermanent'>, at: Date, what: 'bets' | 'deposits'): ServiceError | null {
  const exclusion = exclusionAt(guard, at);
  return exclusion ? new ServiceError('forbidden', exclusion.code, exclusionMessage(exclusion, what)) : null;
}

/**
 * Which of `userIds` a time-out or self-exclusion keeps from betting at `at`, with its code: what a bet
 * held in a bet delay is checked against again at its release (a bettor may have taken one meanwhile).
 */
export async function exclusionsAt(db: Db, userIds: readonly string[], at: Date): Promise<Map<string, NonNullable<Exclusion>['code']>> {
  const excluded = new Map<string, NonNullable<Exclusion>['code']>();
  for (const row of await protectionsOfUsers(db, userIds)) {
    const exclusion = exclusionAt(row, at);
    if (exclusion) excluded.set(row.userId, exclusion.code);
  }
  return excluded;
}

/**
 * The ceiling on a bettor's total open exposure a bet check applies (domain/exposure.ts): the settings'
 * exposure limit and every loss limit in force (its amount less its period's net settled loss).
 */
export function exposureLimitOf(funds: StoredFunds): number | null {
  const ceiling = exposureCeiling(funds.guard.lossLimits);
  if (ceiling === null) return funds.lossLimit;
  return funds.lossLimit === null ? ceiling : Math.min(ceiling, funds.lossLimit);
}

/** Money coming into a wallet: the bettor's own deposit, or money its upline puts there (credit, a transfer). */
export interface MoneyIn {
  /** The deposit request being approved: left out of the deposits counted (it is this one). */
  except?: string;
  /** The bettor's name when the money is its upline's act (the refusal then names the bettor, not "you"). */
  payee?: string;
}

/** The refusal a deposit limit gives, with the room left. */
function depositRefusal(period: LimitPeriod, room: number, payee?: string): ServiceError {
  const what = payee === undefined ? 'This deposit would exceed your' : `This would exceed ${payee}'s`;
  return new ServiceError('invalid', 'DEPOSIT_LIMIT_EXCEEDED', `${what} ${period.toLowerCase()} deposit limit: room left ${room} paise`, undefined, room);
}

/**
 * Checks money coming into a bettor's wallet — a deposit of `amount`, or credit or a transfer from its
 * upline (`payee` set) — against its exclusion and deposit limits at `at`, inside `tx`, the transaction
 * that records the request, its approval or the movement: what came in in each period (deposits approved
 * and pending, credit and transfers received: depositsSince) plus this may not pass a limit in force.
 */
export async function checkDeposit(tx: Db, userId: string, amount: number, at: Date, moneyIn: MoneyIn = {}): Promise<void> {
  // The user's row locked for the rest of the transaction (as a bet batch or a withdrawal does): a concurrent deposit on any process waits.
  await lockUsersFunds(tx, [userId]);
  const row = await protectionsOf(tx, userId);
  const exclusion = row && exclusionAt(row, at);
  if (exclusion) {
    const what = moneyIn.payee === undefined ? 'deposits' : 'credit or transfers in';
    throw new ServiceError('forbidden', exclusion.code, exclusionMessage(exclusion, what, moneyIn.payee));
  }
  for (const limit of (await limitsOf(tx, userId)).filter((l) => l.kind === 'DEPOSIT')) {
    const { amount: cap } = limitAt(limit, at);
    if (cap === null) continue;
    const room = overLimit(cap, await depositsSince(tx, userId, periodStart(limit.period, at), moneyIn.except), amount);
    if (room !== null) throw depositRefusal(limit.period, room, moneyIn.payee);
  }
}

/** The codes {@link checkDeposit} refuses money in with. */
const MONEY_IN_REFUSALS: ReadonlySet<string> = new Set(['SELF_EXCLUDED', 'TIMED_OUT', 'DEPOSIT_LIMIT_EXCEEDED']);

/**
 * A staff act putting money into a bettor's wallet refused by its protections (`err`, from checkDeposit):
 * the attempt is audited as `<act>_refused`, in a transaction of its own (the act's was rolled back), as
 * a refused lift is. Any other error is left alone. The caller rethrows `err`.
 */
export async function auditMoneyInRefusal(db: Db, actor: Actor, act: string, target: AuditTarget, amount: number, err: unknown): Promise<void> {
  if (!(err instanceof ServiceError) || !MONEY_IN_REFUSALS.has(err.code)) return;
  const refusal = { code: err.code, amount, ...(err.remaining === undefined ? {} : { remaining: err.remaining }) };
  await db.transaction(async (tx) => {
    await recordAudit(tx as unknown as Db, auditBy(actor, `${act}_refused`, target, undefined, refusal));
  });
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const NO_LIMIT: StoredLimit = { amount: null, pendingAt: null, pendingAmount: null };

/** Ends a bettor's open bets as its exclusion begins (service/exchange.ts endOpenBets): what was and was not ended. */
export type EndOpenBets = (userId: string, reason: NonNullable<Exclusion>['code']) => Promise<CancelOutcome>;

export function protectionsService(services: ExchangeServices, endOpenBets: EndOpenBets) {
  const { db, locks } = services;

  /**
   * The start of a time-out or self-exclusion (already committed: it is in force whatever happens here)
   * ends the bettor's open bets: unmatched exchange bets cancelled, house bets waiting out a delay lapsed
   * with the code. Whatever failed is tried once more; what still failed is logged and written to the
   * audit log (`protection.bets_not_cancelled`, with the counts), where the bettor's Activity Log and the
   * back office show it. A bet still in its delay is checked again at its release either way.
   */
  async function endBets(actor: Actor, reason: NonNullable<Exclusion>['code']): Promise<void> {
    const first = await endOpenBets(actor.userId, reason);
    if (first.failed === 0) return;
    const again = await endOpenBets(actor.userId, reason);
    if (again.failed === 0) return;
    const outcome = { reason, cancelled: first.cancelled + again.cancelled, failed: again.failed };
    console.error(`ending the open bets of ${actor.userName} (${reason}) left ${outcome.failed} not cancelled`);
    await db.transaction(async (tx) => {
      await recordAudit(tx as unknown as Db, auditBy(actor, 'protection.bets_not_cancelled', userTarget(actor), undefined, outcome));
    });
  }

  async function limitViews(userId: string, rows: readonly LimitRow[], kind: LimitKind, at: Date): Promise<ProtectionLimitView[]> {
    const out: ProtectionLimitView[] = [];
    let exposure: number | null = null;
    for (const period of LIMIT_PERIODS) {
      const stored = rows.find((r) => r.kind === kind && r.period === period);
      const limit = stored ? limitAt(stored, at) : NO_LIMIT;
      const since = periodStart(period, at);
      let used: number;
      if (kind === 'DEPOSIT') used = await depositsSince(db, userId, since);
      else {
        exposure ??= (await balanceView(services, userId)).exposure;
        used = lossUsed(-(await settledNetSince(db, userId, since)), exposure);
      }
      out.push({
        period,
        amount: limit.amount,
        used,
        remaining: roomLeft(limit.amount, used),
        pending: limit.pendingAt ? { amount: limit.pendingAmount, effectiveAt: limit.pendingAt.toISOString() } : null,
      });
    }
    return out;
  }

  function exclusionFields(row: ProtectionsRow | null, at: Date) {
    const permanent = row?.selfExcludedPermanent ?? false;
    const until = row?.selfExcludedUntil && row.selfExcludedUntil > at ? row.selfExcludedUntil : null;
    return {
      timeOutUntil: row?.timeOutUntil && row.timeOutUntil > at ? row.timeOutUntil.toISOString() : null,
      selfExcluded: permanent || until !== null,
      selfExcludedUntil: permanent ? null : iso(until),
      selfExcludedPermanently: permanent,
    };
  }

  async function view(user: AuthUser, token: string): Promise<SaferBettingView> {
    const at = services.now();
    const [row, rows, started] = await Promise.all([protectionsOf(db, user.userId), limitsOf(db, user.userId), sessionStartOf(db, token)]);
    const sessionStart = started ?? at;
    const minutes = row?.realityCheckMinutes ?? null;
    return {
      depositLimits: await limitViews(user.userId, rows, 'DEPOSIT', at),
      lossLimits: await limitViews(user.userId, rows, 'LOSS', at),
      ...exclusionFields(row, at),
      realityCheckMinutes: minutes,
      sessionStartedAt: sessionStart.toISOString(),
      sessionNet: await settledNetSince(db, user.userId, sessionStart),
      realityCheckDueAt: iso(realityCheckDue(minutes, sessionStart, row?.realityCheckAnsweredAt ?? null)),
      shareAmountsWithUpline: row?.shareAmountsWithUpline ?? false,
    };
  }

  /** One protection change of the caller's own account: written and audited in one transaction, under the user's lock. */
  async function change(actor: Actor, act: string, write: (tx: Db, at: Date) => Promise<{ before: unknown; after: unknown }>): Promise<void> {
    await locks.run([userLock(actor.userId)], () =>
      db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const { before, after } = await write(tx, services.now());
        await recordAudit(tx, auditBy(actor, act, userTarget(actor), before, after));
      }),
    );
  }

  async function setLimit(actor: Actor, token: string, kind: LimitKind, period: LimitPeriod, amount: number | null): Promise<SaferBettingView> {
    if (amount !== null && (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_LIMIT)) throw invalid(`amount: a whole number of paise from 1 to ${MAX_LIMIT}, or null to remove the limit`);
    await change(actor, `protection.${kind === 'DEPOSIT' ? 'deposit_limit' : 'loss_limit'}`, async (tx, at) => {
      const stored = (await limitsOf(tx, actor.userId)).find((r) => r.kind === kind && r.period === period) ?? NO_LIMIT;
      const now = limitAt(stored, at);
      const next = changeLimit(stored, amount, at);
      await saveLimit(tx, actor.userId, kind, period, next);
      const shown = (l: StoredLimit) => ({ period, amount: l.amount, pendingAmount: l.pendingAt ? l.pendingAmount : undefined, pendingAt: iso(l.pendingAt) ?? undefined });
      return { before: shown(now), after: shown(next) };
    });
    return view(actor, token);
  }

  return {
    view,
    depositLimit: (actor: Actor, token: string, period: LimitPeriod, amount: number | null) => setLimit(actor, token, 'DEPOSIT', period, amount),
    lossLimit: (actor: Actor, token: string, period: LimitPeriod, amount: number | null) => setLimit(actor, token, 'LOSS', period, amount),

    /** A time-out of 24–1008 hours: never shortens one already running; unmatched bets are cancelled at its start. */
    async takeTimeOut(actor: Actor, token: string, hours: number): Promise<SaferBettingView> {
      if (!Number.isInteger(hours) || hours < TIME_OUT_MIN_HOURS || hours > TIME_OUT_MAX_HOURS) throw invalid(`hours: ${TIME_OUT_MIN_HOURS} to ${TIME_OUT_MAX_HOURS} (6 weeks)`);
      await change(actor, 'protection.time_out', async (tx, at) => {
        const row = await protectionsOf(tx, actor.userId);
        const asked = new Date(at.getTime() + hours * 3_600_000);
        const running = row?.timeOutUntil && row.timeOutUntil > at ? row.timeOutUntil : null;
        const until = running && running > asked ? running : asked;
        await saveProtections(tx, actor.userId, { timeOutUntil: until });
        return { before: { timeOutUntil: iso(running) }, after: { timeOutUntil: until.toISOString(), hours } };
      });
      // A self-exclusion in force outranks the time-out: its code is the one a lapsed bet carries.
      await endBets(actor, exclusionAt((await protectionsOf(db, actor.userId))!, services.now())?.code ?? 'TIMED_OUT');
      return view(actor, token);
    },

    /** A self-exclusion of 6–60 months or permanent: never shortens one in force; unmatched bets are cancelled. */
    async selfExclude(actor: Actor, token: string, input: { months?: number | null; permanent?: boolean | null }): Promise<SaferBettingView> {
      const permanent = input.permanent === true;
      const months = input.months ?? null;
      if (permanent === (months !== null)) throw invalid('Give either months (6 to 60) or permanent: true');
      if (months !== null && (!Number.isInteger(months) || months < SELF_EXCLUSION_MIN_MONTHS || months > SELF_EXCLUSION_MAX_MONTHS)) throw invalid(`months: ${SELF_EXCLUSION_MIN_MONTHS} to ${SELF_EXCLUSION_MAX_MONTHS}`);
      await change(actor, 'protection.self_exclude', async (tx, at) => {
        const row = await protectionsOf(tx, actor.userId);
        const was = { selfExcludedUntil: iso(row?.selfExcludedUntil), selfExcludedPermanent: row?.selfExcludedPermanent ?? false };
        const asked = months !== null ? addMonths(at, months) : null;
        const until = row?.selfExcludedUntil && asked && row.selfExcludedUntil > asked ? row.selfExcludedUntil : asked;
        const forever = permanent || (row?.selfExcludedPermanent ?? false);
        await saveProtections(tx, actor.userId, { selfExcludedPermanent: forever, selfExcludedUntil: forever ? null : until });
        return { before: was, after: { selfExcludedUntil: forever ? null : iso(until), selfExcludedPermanent: forever, ...(months !== null ? { months } : {}) } };
      });
      await endBets(actor, 'SELF_EXCLUDED');
      return view(actor, token);
    },

    async setRealityCheck(actor: Actor, token: string, minutes: number | null): Promise<SaferBettingView> {
      if (minutes !== null && !REALITY_CHECK_MINUTES.includes(minutes)) throw invalid('minutes: 15, 30 or 60, or null to turn the reality check off');
      await change(actor, 'protection.reality_check', async (tx) => {
        const row = await protectionsOf(tx, actor.userId);
        await saveProtections(tx, actor.userId, { realityCheckMinutes: minutes });
        return { before: { realityCheckMinutes: row?.realityCheckMinutes ?? null }, after: { realityCheckMinutes: minutes } };
      });
      return view(actor, token);
    },

    /** keepPlaying: the next interval starts now; else the session ends (its token is revoked). */
    async answerRealityCheck(actor: Actor, token: string, keepPlaying: boolean): Promise<SaferBettingView> {
      const row = await protectionsOf(db, actor.userId);
      if (!row?.realityCheckMinutes) throw invalid('The reality check is off', 'REALITY_CHECK_OFF');
      await saveProtections(db, actor.userId, { realityCheckAnsweredAt: services.now() });
      const answered = await view(actor, token);
      if (!keepPlaying) await revokeSession(db, token, services.now());
      return answered;
    },

    async setPrivacy(actor: Actor, token: string, share: boolean): Promise<SaferBettingView> {
      await change(actor, 'protection.privacy', async (tx) => {
        const row = await protectionsOf(tx, actor.userId);
        await saveProtections(tx, actor.userId, { shareAmountsWithUpline: share });
        return { before: { shareAmountsWithUpline: row?.shareAmountsWithUpline ?? false }, after: { shareAmountsWithUpline: share } };
      });
      return view(actor, token);
    },

    /** Which protections a user in the caller's subtree has; the amounts only when it shares them. */
    async downline(caller: AuthUser, userName: string): Promise<DownlineProtectionsView> {
      const scope = await scopeOf(db, caller);
      const target = await userNamed(db, userName);
      if (!target || !holds(scope, target)) throw notFound('NOT_IN_SUBTREE', `No user ${userName} in your downline`);
      const at = services.now();
      const row = await protectionsOf(db, target.userId);
      const rows = await limitsOf(db, target.userId);
      const has = (kind: LimitKind) => rows.some((r) => r.kind === kind && limitAt(r, at).amount !== null);
      const share = row?.shareAmountsWithUpline ?? false;
      return {
        userName: target.userName,
        depositLimits: share ? await limitViews(target.userId, rows, 'DEPOSIT', at) : null,
        hasDepositLimit: has('DEPOSIT'),
        lossLimits: share ? await limitViews(target.userId, rows, 'LOSS', at) : null,
        hasLossLimit: has('LOSS'),
        ...exclusionFields(row, at),
        realityCheckMinutes: row?.realityCheckMinutes ?? null,
      };
    },

    /**
     * A staff attempt to lift a user's protections early: always refused (PROTECTION_LOCKED), and the
     * attempt is audited (committed before the refusal is answered).
     */
    async attemptLift(actor: Actor, userName: string): Promise<never> {
      const scope = await scopeOf(db, actor);
      const target = await userNamed(db, userName);
      if (!target || !holds(scope, target)) throw notFound('NOT_IN_SUBTREE', `No user ${userName} in your downline`);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const row = await protectionsOf(tx, target.userId);
        const state = exclusionFields(row, services.now());
        await recordAudit(tx, auditBy(actor, 'protection.lift_refused', userTarget(target), state, state));
      });
      throw new ServiceError('forbidden', 'PROTECTION_LOCKED', `${userName}'s protections cannot be lifted or shortened by anyone before they end`);
    },
  };
}

export type ProtectionsService = ReturnType<typeof protectionsService>;
