import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { winnings } from '@domain/money';
import { priceToTick } from '../domain/ladder';
import { changeLimit, COOLING_OFF_MS, LIMIT_PERIODS, limitAt, type LimitKind, type LimitPeriod, type StoredLimit } from '../domain/protections';
import { codeOf, key, type Json } from './incident-fixture';
import { onEveryStore, tokenOf } from './test-harness';

/**
 * Bettor protections at the exchange (issue #47, docs/safer-betting.md): random sequences of deposits,
 * the upline's credit and approvals, bets, settlements, limit changes, a time-out and time passing, driven
 * through the REST API on a real store with the exchange's clock injected. A model of the bettor, kept
 * by this test (its money, positions, settled results and money in, each dated; IST periods from Intl's
 * time-zone data), says what the exchange must answer to each act; after every act the test asserts that
 * no limit in force was crossed by an accepted act, that each refusal was due (with the room it gives),
 * and that the limits the exchange shows are the model's (a raise applies no sooner than 24 hours after
 * it was asked). The rules of which limit is in force come from domain/protections.ts (changeLimit,
 * limitAt), tested on their own in domain/protections.property.test.ts; this tests the exchange's wiring
 * of them: its SQL, locks, stored dates and clock.
 */

/** The exchange's clock: moved on by the test only, never back (a Wednesday, 10:00 IST, in the middle of a month). */
let clock = Date.parse('2030-07-10T04:30:00.000Z');
const now = () => new Date(clock);
const DAY_MS = 86_400_000;

const ist = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
/** The IST calendar day, Monday-week or month holding `at`, as a key. */
function periodKey(period: LimitPeriod, at: number): string {
  const [y, m, d] = ist.format(new Date(at)).split('-').map(Number) as [number, number, number];
  if (period === 'DAY') return `${y}-${m}-${d}`;
  if (period === 'MONTH') return `${y}-${m}`;
  const local = Date.UTC(y, m - 1, d);
  return new Date(local - ((new Date(local).getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/** The bookmaker quotes of every test market: runner → [back, lay] odds × 100. */
const QUOTES: Record<string, [number, number]> = { '1': [180, 185], '2': [210, 216] };
const MARKETS = 4;

type Act =
  | { kind: 'bet'; market: number; runner: '1' | '2'; side: 'BACK' | 'LAY'; stake: number }
  | { kind: 'settle'; market: number; winner: '1' | '2' }
  | { kind: 'limit'; of: LimitKind; period: LimitPeriod; amount: number | null }
  | { kind: 'deposit'; amount: number }
  | { kind: 'approve' }
  | { kind: 'credit'; amount: number }
  | { kind: 'timeOut' }
  | { kind: 'wait'; ms: number };

const act: fc.Arbitrary<Act> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('bet' as const), market: fc.integer({ min: 0, max: MARKETS - 1 }), runner: fc.constantFrom('1' as const, '2' as const), side: fc.constantFrom('BACK' as const, 'LAY' as const), stake: fc.integer({ min: 10, max: 4_000 }).map((r) => r * 100) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('settle' as const), market: fc.integer({ min: 0, max: MARKETS - 1 }), winner: fc.constantFrom('1' as const, '2' as const) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('limit' as const), of: fc.constantFrom<LimitKind>('DEPOSIT', 'LOSS'), period: fc.constantFrom(...LIMIT_PERIODS), amount: fc.option(fc.integer({ min: 5, max: 200 }).map((r) => r * 10_000), { nil: null, freq: 4 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 150 }).map((r) => r * 10_000) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'approve' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('credit' as const), amount: fc.integer({ min: 1, max: 150 }).map((r) => r * 10_000) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'timeOut' as const }) },
  // Any span, and spans at the cooling-off's edge.
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.oneof(fc.integer({ min: 60_000, max: 3 * DAY_MS }), fc.constantFrom(COOLING_OFF_MS - 60_000, COOLING_OFF_MS, 7 * DAY_MS)) }) },
);

/** What the exchange answered an act: null when accepted, else its code and the room it gave. */
type Answer = { code: string; remaining?: number } | null;

/** The bettor as this test keeps it, and what it says the exchange must answer. */
class BettorModel {
  wallet: number;
  /** Per market: the profit (+) or loss (−) if each runner wins; null once settled. */
  readonly positions: Array<Record<string, number> | null> = Array.from({ length: MARKETS }, () => ({ '1': 0, '2': 0 }));
  readonly settled: Array<{ at: number; net: number }> = [];
  /** Money in, dated: credit given and deposit requests not rejected (`request` names one). */
  readonly moneyIn: Array<{ at: number; amount: number; request?: string }> = [];
  readonly pending: Array<{ requestId: string; amount: number }> = [];
  readonly limits = new Map<string, StoredLimit>();
  /** Each raise or removal asked for: which limit, when, and to what. */
  readonly raises: Array<{ key: string; at: number; amount: number | null }> = [];
  /** Each limit in force as the exchange last showed it. */
  readonly shown = new Map<string, number | null>();
  timeOutUntil = 0;

  constructor(credit: number) {
    this.wallet = credit;
    this.moneyIn.push({ at: clock, amount: credit });
  }

  inForce(kind: LimitKind, period: LimitPeriod): number | null {
    const stored = this.limits.get(`${kind}:${period}`);
    return stored ? limitAt(stored, now()).amount : null;
  }

  private inPeriod(period: LimitPeriod, at: number) {
    return periodKey(period, at) === periodKey(period, clock);
  }

  netLoss(period: LimitPeriod): number {
    return Math.max(0, -this.settled.filter((s) => this.inPeriod(period, s.at)).reduce((sum, s) => sum + s.net, 0));
  }

  moneyInSince(period: LimitPeriod, except?: string): number {
    return this.moneyIn.filter((m) => m.request === undefined || m.request !== except).filter((m) => this.inPeriod(period, m.at)).reduce((sum, m) => sum + m.amount, 0);
  }

  static exposureOf(position: Record<string, number> | null): number {
    return position ? Math.max(0, -Math.min(...Object.values(position))) : 0;
  }

  exposure(): number {
    return this.positions.reduce((sum, p) => sum + BettorModel.exposureOf(p), 0);
  }

  timedOut(): boolean {
    return this.timeOutUntil > clock;
  }

  /** The most exposure the loss limits in force allow; null: none. */
  lossCeiling(): number | null {
    const rooms = LIMIT_PERIODS.flatMap((p) => {
      const amount = this.inForce('LOSS', p);
      return amount === null ? [] : [amount - this.netLoss(p)];
    });
    return rooms.length === 0 ? null : Math.min(...rooms);
  }

  /** A bet's answer, and the position it would leave. */
  bet(a: Extract<Act, { kind: 'bet' }>): { answer: Answer | 'skip'; after: Record<string, number> | null } {
    const position = this.positions[a.market]!;
    if (position === null) return { answer: 'skip', after: null };
    if (this.timedOut()) return { answer: { code: 'TIMED_OUT' }, after: null };
    const odds100 = QUOTES[a.runner]![a.side === 'BACK' ? 0 : 1];
    const profit = winnings(a.stake, odds100);
    const after = { ...position };
    for (const runner of Object.keys(after)) {
      const wins = runner === a.runner;
      after[runner]! += a.side === 'BACK' ? (wins ? profit : -a.stake) : wins ? -profit : a.stake;
    }
    const before = BettorModel.exposureOf(position);
    const next = BettorModel.exposureOf(after);
    if (next <= before) return { answer: null, after };
    const other = this.exposure() - before;
    if (other + next > this.wallet) return { answer: { code: 'INSUFFICIENT_FUNDS' }, after: null };
    const ceiling = this.lossCeiling();
    if (ceiling !== null && other + next > ceiling) return { answer: { code: 'LOSS_LIMIT_EXCEEDED', remaining: Math.max(0, ceiling - other - before) }, after: null };
    return { answer: null, after };
  }

  /** Money in of `amount` now (a deposit request, its approval, credit): null when it fits, else the refusals it may get. */
  moneyInAnswer(amount: number, except?: string): Answer[] | null {
    if (this.timedOut()) return [{ code: 'TIMED_OUT' }];
    const over = LIMIT_PERIODS.flatMap((p) => {
      const cap = this.inForce('DEPOSIT', p);
      const used = this.moneyInSince(p, except);
      return cap !== null && used + amount > cap ? [{ code: 'DEPOSIT_LIMIT_EXCEEDED', remaining: Math.max(0, cap - used) }] : [];
    });
    return over.length > 0 ? over : null;
  }

  /** Every limit in force is kept: loss limits by settled loss + exposure, deposit limits by money in. */
  withinLimits(kind: LimitKind): boolean {
    return LIMIT_PERIODS.every((p) => {
      const cap = this.inForce(kind, p);
      return cap === null || (kind === 'LOSS' ? this.netLoss(p) + this.exposure() : this.moneyInSince(p)) <= cap;
    });
  }
}

onEveryStore(
  'bettor protections at the exchange (issue #47): property',
  (api) => {
    const t: Record<string, string> = {};
    let bettors = 0;
    let utr = 470_100_000_000;
    beforeAll(async () => {
      for (const name of ['agent', 'operator']) t[name] = await tokenOf(api(), name);
    });
    const post = (url: string, body: Json, token: string) => api().post(url, body, token);
    const answerOf = (res: { statusCode: number; json(): unknown }): Answer => {
      if (res.statusCode < 300) return null;
      const error = (res.json() as { error: { code: string; remaining?: number } }).error;
      return error.remaining === undefined ? { code: error.code } : { code: error.code, remaining: error.remaining };
    };

    /** A new bettor of the agent with `credit` given at its creation, its token, and `MARKETS` open bookmaker markets. */
    async function setUp(credit: number) {
      const userName = `sb-prop-${++bettors}`;
      const made = await post('/api/backoffice/users/create', { userName, password: 'demo-password', role: 'bettor', partnershipBps: 0, creditAmount: credit }, t.agent!);
      expect(made.statusCode, made.body).toBeLessThan(300);
      const token = await tokenOf(api(), userName);
      const eventId = `sbp-${bettors}`;
      const markets = Array.from({ length: MARKETS }, (_, i) => ({
        marketId: `${eventId}.bm${i}`,
        marketName: `Bookmaker ${i}`,
        kind: 'bookmaker',
        runners: [
          { runnerId: '1', runnerName: 'Home' },
          { runnerId: '2', runnerName: 'Away' },
        ],
        maxProfit: null,
        config: { quotes: Object.fromEntries(Object.entries(QUOTES).map(([r, [back, lay]]) => [r, { back: priceTick(back), lay: priceTick(lay) }])) },
      }));
      const eventTime = new Date(clock + 365 * DAY_MS).toISOString();
      const created = await post('/api/admin/events/create', { exEventId: eventId, sportId: 4, tournamentId: 'c-odi', eventName: `Protections ${eventId}`, eventTime, markets }, t.operator!);
      expect(created.statusCode, created.body).toBe(201);
      return { userName, token, marketIds: markets.map((m) => m.marketId) };
    }

    it('a raised limit applies at the exchange only 24 hours after it was asked for; a lower one at once', async () => {
      const { token, marketIds } = await setUp(1_000_000);
      const back = (stake: number) => post('/api/bets/place', { marketId: marketIds[0], side: 'BACK', size: stake, selection: { kind: 'bookmaker', runnerId: '1', price: 1.8 }, idempotencyKey: key() }, token);
      expect(codeOf(await post('/api/user/protections/loss-limit', { period: 'MONTH', amount: 10_000 }, token))).toBeNull();
      expect(codeOf(await post('/api/user/protections/deposit-limit', { period: 'MONTH', amount: 1_100_000 }, token))).toBeNull();
      const raisedAt = clock;
      expect(codeOf(await post('/api/user/protections/loss-limit', { period: 'MONTH', amount: 50_000 }, token))).toBeNull();
      expect(codeOf(await post('/api/user/protections/deposit-limit', { period: 'MONTH', amount: 1_300_000 }, token))).toBeNull();
      const deposit = () => post('/api/banking/deposit', { amount: 200_000, methodId: 'upi-1', utr: String(++utr) }, token);
      clock = raisedAt + COOLING_OFF_MS - 1;
      expect(answerOf(await back(30_000))).toEqual({ code: 'LOSS_LIMIT_EXCEEDED', remaining: 10_000 });
      expect(answerOf(await deposit())).toEqual({ code: 'DEPOSIT_LIMIT_EXCEEDED', remaining: 100_000 });
      clock = raisedAt + COOLING_OFF_MS;
      expect(codeOf(await back(30_000))).toBeNull();
      expect(codeOf(await deposit())).toBeNull();
      // Lowered: at once, below what is used (it refuses more; it takes nothing back).
      expect(codeOf(await post('/api/user/protections/loss-limit', { period: 'MONTH', amount: 20_000 }, token))).toBeNull();
      expect(answerOf(await back(1_000))).toEqual({ code: 'LOSS_LIMIT_EXCEEDED', remaining: 0 });
    });

    it('no sequence of deposits, credit, bets, settlements, limit changes and time passing lets a bettor past a limit in force', async () => {
      let accepted = 0;
      let refusedByLimit = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(act, { minLength: 8, maxLength: 22 }), async (acts) => {
          const credit = 1_000_000;
          const { userName, token, marketIds } = await setUp(credit);
          const model = new BettorModel(credit);
          const seen = (answer: Answer, allowed: Answer[] | null, what: string) => {
            if (allowed === null) expect(answer, what).toBeNull();
            else {
              expect(allowed, `${what}: refused ${JSON.stringify(answer)}`).toContainEqual(answer);
              if (answer?.code === 'DEPOSIT_LIMIT_EXCEEDED' || answer?.code === 'LOSS_LIMIT_EXCEEDED') refusedByLimit += 1;
            }
          };
          for (const [i, a] of acts.entries()) {
            const what = `act ${i + 1} ${JSON.stringify(a)} at ${now().toISOString()}`;
            if (a.kind === 'wait') clock += a.ms;
            else if (a.kind === 'bet') {
              const expected = model.bet(a);
              if (expected.answer === 'skip') continue;
              const selection = { kind: 'bookmaker', runnerId: a.runner, price: QUOTES[a.runner]![a.side === 'BACK' ? 0 : 1] / 100 };
              const answer = answerOf(await post('/api/bets/place', { marketId: marketIds[a.market], side: a.side, size: a.stake, selection, idempotencyKey: key() }, token));
              seen(answer, expected.answer && [expected.answer], what);
              if (answer === null) {
                const exposureBefore = model.exposure();
                model.positions[a.market] = expected.after;
                accepted += 1;
                // A bet that raised the exposure kept every loss limit (a hedge never raises it, and is never refused).
                if (model.exposure() > exposureBefore) expect(model.withinLimits('LOSS'), `${what}: a loss limit crossed`).toBe(true);
              }
            } else if (a.kind === 'settle') {
              const position = model.positions[a.market];
              if (!position) continue;
              expect(codeOf(await post('/api/admin/markets/settle', { marketId: marketIds[a.market], winners: [a.winner] }, t.operator!)), what).toBeNull();
              const net = position[a.winner]!;
              model.positions[a.market] = null;
              model.wallet += net;
              if (net !== 0) model.settled.push({ at: clock, net });
            } else if (a.kind === 'limit') {
              const res = await post(`/api/user/protections/${a.of === 'DEPOSIT' ? 'deposit-limit' : 'loss-limit'}`, { period: a.period, amount: a.amount }, token);
              expect(res.statusCode, what).toBe(200);
              const limitKey = `${a.of}:${a.period}`;
              const before = model.inForce(a.of, a.period);
              model.limits.set(limitKey, changeLimit(model.limits.get(limitKey) ?? { amount: null, pendingAt: null, pendingAmount: null }, a.amount, now()));
              if (a.amount === null || (before !== null && a.amount > before)) model.raises.push({ key: limitKey, at: clock, amount: a.amount });
            } else if (a.kind === 'deposit') {
              const allowed = model.moneyInAnswer(a.amount);
              const res = await post('/api/banking/deposit', { amount: a.amount, methodId: 'upi-1', utr: String(++utr) }, token);
              const answer = answerOf(res);
              seen(answer, allowed, what);
              if (answer === null) {
                const requestId = (res.json() as { data: { requestId: string } }).data.requestId;
                model.pending.push({ requestId, amount: a.amount });
                model.moneyIn.push({ at: clock, amount: a.amount, request: requestId });
                expect(model.withinLimits('DEPOSIT'), `${what}: a deposit limit crossed`).toBe(true);
              }
            } else if (a.kind === 'approve') {
              const request = model.pending[0];
              if (!request) continue;
              const allowed = model.moneyInAnswer(request.amount, request.requestId);
              const answer = answerOf(await post('/api/agent/requests/decide', { requestId: request.requestId, decision: 'APPROVE' }, t.agent!));
              seen(answer, allowed, what);
              if (answer === null) {
                model.pending.shift();
                model.wallet += request.amount;
              }
            } else if (a.kind === 'credit') {
              const allowed = model.moneyInAnswer(a.amount);
              const answer = answerOf(await post('/api/backoffice/users/credit', { userName, amount: a.amount, direction: 'IN', idempotencyKey: key() }, t.agent!));
              seen(answer, allowed, what);
              if (answer === null) {
                model.wallet += a.amount;
                model.moneyIn.push({ at: clock, amount: a.amount });
                expect(model.withinLimits('DEPOSIT'), `${what}: a deposit limit crossed by credit`).toBe(true);
              }
            } else {
              expect(codeOf(await post('/api/user/protections/time-out', { hours: 24 }, token)), what).toBeNull();
              model.timeOutUntil = Math.max(model.timeOutUntil, clock + 24 * 3_600_000);
            }
            // The exchange's own figures agree with the model's: the money, and each limit in force (no raise before its 24 hours).
            const balance = (await post('/api/user/balance', {}, token)).json() as { data: { bankBalance: number; exposure: number } };
            expect(balance.data, what).toMatchObject({ bankBalance: model.wallet, exposure: model.exposure() });
            const view = (await post('/api/user/protections', {}, token)).json() as { data: Record<'depositLimits' | 'lossLimits', Array<{ period: LimitPeriod; amount: number | null }>> };
            for (const [of, list] of [['DEPOSIT', view.data.depositLimits], ['LOSS', view.data.lossLimits]] as const) {
              for (const shown of list) {
                const limitKey = `${of}:${shown.period}`;
                expect(shown.amount, `${what}: ${limitKey} in force`).toBe(model.inForce(of, shown.period));
                // Loosened since last shown: only by a raise (or removal) to that amount asked 24 hours ago or more.
                const before = model.shown.get(limitKey);
                if (before != null && (shown.amount === null || shown.amount > before)) {
                  expect(model.raises.some((r) => r.key === limitKey && r.amount === shown.amount && clock - r.at >= COOLING_OFF_MS), `${what}: ${limitKey} loosened before its cooling-off`).toBe(true);
                }
                model.shown.set(limitKey, shown.amount);
              }
            }
          }
        }),
        { numRuns: Number(process.env.PROTECTIONS_RUNS ?? 12), endOnFailure: true },
      );
      // Not vacuous: acts were taken, and limits refused some.
      expect(accepted).toBeGreaterThan(0);
      expect(refusedByLimit).toBeGreaterThan(0);
    }, 120_000);

  },
  { now },
);

/** Odds (× 100) as the ladder tick a market's stored quote holds. */
function priceTick(odds100: number): number {
  return priceToTick(odds100 / 100);
}
