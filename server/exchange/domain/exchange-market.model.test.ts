import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from './errors';
import { ExchangeMarket } from './exchange-market';
import { isBalanced, replayBalances, walletAccount } from './ledger';
import { settleRunnerMarket } from './settlement';
import { ExchangeModel } from './test-exchange-model';
import type { ModelOrder, ModelTrade } from './test-exchange-model';
import type { Persistence, PlaceResult, Side } from './types';

const RUNNERS = ['A', 'B'];
const USERS = ['u1', 'u2', 'u3'];
const BANK: Record<string, number> = { u1: 50_000, u2: 20_000, u3: 3_000 };
const DELAY = 5;

class World {
  model = new ExchangeModel(RUNNERS, DELAY);
  real = new ExchangeMarket({ marketId: 'prop', runnerIds: RUNNERS, status: 'OPEN', betDelayMs: DELAY });
  now = 0;
  ids = 0;
}
type Command = fc.Command<World, World>;

/** Runs a step on the model and on the engine: both fail with the same code, or both succeed. */
function both<T>(onModel: () => T, onReal: () => unknown): T | undefined {
  const outcome = (run: () => unknown): [unknown, string | null] => {
    try {
      return [run(), null];
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return [undefined, error.code];
    }
  };
  const [expected, modelCode] = outcome(onModel);
  const [, realCode] = outcome(onReal);
  expect(realCode, 'engine error code vs model').toBe(modelCode);
  return expected as T | undefined;
}

const shape = (t: ModelTrade) => [t.runner, t.tick, t.size, t.backId, t.layId];
const realShape = (r: PlaceResult | undefined) => r?.trades.map((t) => [t.runnerId, t.price, t.size, t.backOrderId, t.layOrderId]);
const selfMatch = () => new DomainError('INVALID_BACK_LAY_COMBINATION', 'model');
const fundsOf = (user: string) => ({ bankBalance: BANK[user]!, otherExposure: 0 });

function command(name: string, run: (w: World) => void): Command {
  return { check: () => true, run: (_m, w) => (run(w), checkInvariants(w)), toString: () => name };
}

const place = ([user, runner, side, tick, size, persistence]: [string, string, Side, number, number, Persistence]) =>
  command(`place(${user},${runner},${side},${tick},${size},${persistence})`, (w) => {
    const id = `o${++w.ids}`;
    const order: ModelOrder = { id, user, runner, side, tick, size, remaining: size, matched: 0, seq: 0, persistence, pendingUntil: null };
    let result: PlaceResult | undefined;
    const expected = both(
      () => {
        w.model.assertOpen();
        if (w.model.crossesOwn(user, runner, side, tick)) throw selfMatch();
        w.model.checkFunds(user, order, fundsOf(user));
        order.seq = ++w.model.seq;
        w.model.orders.push(order);
        return w.model.submit(order, w.now);
      },
      () => (result = w.real.place({ orderId: id, userId: user, runnerId: runner, side, price: tick, size, persistence, now: w.now }, fundsOf(user))),
    );
    if (expected) expect(realShape(result)).toEqual(expected.map(shape));
  });

/** Picks an order by index (any user may try it, so PERMISSION_DENIED and BET_TAKEN_OR_LAPSED get exercised). */
function pick(w: World, index: number, asOwner: boolean, user: string): { order: ModelOrder | undefined; userId: string; id: string } {
  const order = w.model.orders[index % Math.max(1, w.model.orders.length)];
  return { order, userId: asOwner && order ? order.user : user, id: order?.id ?? 'missing' };
}

function ownOrder(order: ModelOrder | undefined, userId: string): ModelOrder {
  if (!order) throw new DomainError('INVALID_BET_ID', 'model');
  if (order.remaining === 0) throw new DomainError(order.user === userId ? 'BET_TAKEN_OR_LAPSED' : 'INVALID_BET_ID', 'model');
  if (order.user !== userId) throw new DomainError('PERMISSION_DENIED', 'model');
  return order;
}

const cancel = ([index, asOwner, user, reduction]: [number, boolean, string, number | undefined]) =>
  command(`cancel(${index},${asOwner},${user},${reduction})`, (w) => {
    const { order, userId, id } = pick(w, index, asOwner, user);
    both(
      () => {
        const o = ownOrder(order, userId);
        if (w.model.status === 'CLOSED') throw new DomainError('MARKET_NOT_OPEN_FOR_BETTING', 'model');
        o.remaining -= Math.min(reduction ?? o.remaining, o.remaining);
      },
      () => w.real.cancel({ orderId: id, userId, sizeReduction: reduction }),
    );
  });

const replace = ([index, asOwner, user, tick]: [number, boolean, string, number]) =>
  command(`replace(${index},${asOwner},${user},${tick})`, (w) => {
    const { order, userId, id } = pick(w, index, asOwner, user);
    let result: PlaceResult | undefined;
    const expected = both(
      () => {
        const o = ownOrder(order, userId);
        w.model.assertOpen();
        if (w.model.crossesOwn(o.user, o.runner, o.side, tick)) throw selfMatch();
        w.model.checkFunds(o.user, { ...o, tick }, fundsOf(o.user));
        Object.assign(o, { tick, seq: ++w.model.seq, pendingUntil: null });
        return w.model.submit(o, w.now);
      },
      () => (result = w.real.replace({ orderId: id, userId, price: tick, now: w.now }, fundsOf(userId))),
    );
    if (expected) expect(realShape(result)).toEqual(expected.map(shape));
  });

const advance = (ms: number) =>
  command(`advance(${ms})`, (w) => {
    w.now += ms;
    const due = w.model.orders.filter((o) => o.remaining > 0 && o.pendingUntil !== null && o.pendingUntil <= w.now);
    due.sort((a, b) => a.pendingUntil! - b.pendingUntil! || a.seq - b.seq);
    const expected = due.map((o) => {
      o.pendingUntil = null;
      if (w.model.crossesOwn(o.user, o.runner, o.side, o.tick)) {
        o.remaining = 0;
        return [];
      }
      return w.model.match(o).map(shape);
    });
    expect(w.real.releaseDelayed(w.now).map((r) => realShape(r))).toEqual(expected);
  });

const status = (to: 'OPEN' | 'SUSPENDED' | 'CLOSED') =>
  command(`status(${to})`, (w) => {
    both(
      () => {
        if (w.model.status === 'CLOSED' && to !== 'CLOSED') throw new DomainError('INVALID_INPUT_DATA', 'model');
        if (to !== 'OPEN') w.model.lapse((o) => o.pendingUntil !== null || to === 'CLOSED');
        w.model.status = to;
      },
      () => w.real.setStatus(to),
    );
  });

const turnInPlay = command('turnInPlay', (w) => {
  if (!w.model.inPlay) w.model.lapse((o) => o.pendingUntil === null && o.persistence === 'LAPSE');
  w.model.inPlay = true;
  w.real.setInPlay(true);
});

function checkInvariants(w: World): void {
  const { model, real } = w;
  const trades = real.trades();
  expect(trades.length).toBe(model.trades.length);
  expect(trades.every((t) => t.backUserId !== t.layUserId), 'no self-match').toBe(true);
  for (const runner of RUNNERS) {
    const book = real.book(runner, 350);
    const bestLay = book.availableToBack[0]?.price ?? -1;
    const bestBack = book.availableToLay[0]?.price ?? 350;
    expect(bestLay, `book not crossed on ${runner}`).toBeLessThan(bestBack);
    const levels = (side: Side) => {
      const sizes = new Map<number, number>();
      for (const o of model.resting()) if (o.runner === runner && o.side === side) sizes.set(o.tick, (sizes.get(o.tick) ?? 0) + o.remaining);
      return [...sizes].sort((a, b) => (side === 'LAY' ? b[0] - a[0] : a[0] - b[0]));
    };
    expect(book.availableToBack.map((l) => [l.price, l.size])).toEqual(levels('LAY'));
    expect(book.availableToLay.map((l) => [l.price, l.size])).toEqual(levels('BACK'));
    // Matched back stake = matched lay stake, per price (volume) and over the runner's orders.
    for (const tick of new Set(model.trades.filter((t) => t.runner === runner).map((t) => t.tick))) {
      const size = model.trades.filter((t) => t.runner === runner && t.tick === tick).reduce((s, t) => s + t.size, 0);
      expect(real.volumeAt(runner, tick)).toBe(size);
    }
    const matchedBySide = (side: Side) =>
      USERS.flatMap((u) => real.ordersOf(u).matched).filter((o) => o.runnerId === runner && o.side === side).reduce((s, o) => s + o.sizeMatched, 0);
    expect(matchedBySide('BACK')).toBe(matchedBySide('LAY'));
    expect(matchedBySide('BACK')).toBe(book.tradedVolume);
  }
  // One order's matched entry, found directly, is the one the user's whole list holds (or none).
  for (const user of USERS) {
    const matched = real.ordersOf(user).matched;
    for (const o of model.orders) expect(real.matchedOrderOf(user, o.id), `matchedOrderOf(${user}, ${o.id})`).toEqual(matched.find((m) => m.orderId === o.id));
    // The open-only read (cancels, re-prices, a bot's executable orders) is the whole read's orders with something
    // unmatched, and those are exactly the ones waiting out the delay or resting.
    const whole = real.ordersOf(user);
    const open = real.ordersOf(user, true);
    const unmatchedPart = (list: typeof whole.matched) => list.filter((o) => o.sizeRemaining > 0);
    expect(open).toEqual({ matched: unmatchedPart(whole.matched), unmatched: unmatchedPart(whole.unmatched) });
    for (const o of [...whole.matched, ...whole.unmatched]) expect(o.sizeRemaining > 0, `${o.orderId} ${o.status}`).toBe(o.status === 'PENDING' || o.status === 'EXECUTABLE');
  }
  const exposures = new Map(USERS.map((u) => [u, real.exposureOf(u)]));
  for (const user of USERS) {
    expect(exposures.get(user), `exposure of ${user}`).toBe(model.exposure(user));
    expect(BANK[user]! - exposures.get(user)!, `available of ${user}`).toBeGreaterThanOrEqual(0);
  }
  for (const winner of RUNNERS) {
    const settlement = settleRunnerMarket({ marketId: 'prop', kind: 'exchange', runnerIds: RUNNERS, bets: real.settlementBets(), winners: [winner], commissionBp: 500, version: 1 });
    expect(settlement.transactions.every(isBalanced)).toBe(true);
    const balances = replayBalances(settlement.transactions);
    for (const r of settlement.results) {
      expect(balances.get(walletAccount(r.userId))).toBe(r.profitAndLoss - r.commission);
      // No outcome can cost more than the exposure that was held for it.
      expect(r.profitAndLoss).toBeGreaterThanOrEqual(-exposures.get(r.userId)!);
    }
  }
}

const tick = fc.integer({ min: 97, max: 102 });
const placeArb = fc
  .tuple(fc.constantFrom(...USERS), fc.constantFrom(...RUNNERS), fc.constantFrom<Side>('BACK', 'LAY'), tick, fc.integer({ min: 1, max: 3000 }), fc.constantFrom<Persistence>('LAPSE', 'PERSIST'))
  .map(place);
const replaceArb = fc.tuple(fc.nat(60), fc.boolean(), fc.constantFrom(...USERS), tick).map(replace);
/** Placing and re-pricing weigh most, so books fill up and cross; closing is rare as it ends the story. */
const commands = [
  placeArb,
  placeArb,
  placeArb,
  placeArb,
  replaceArb,
  replaceArb,
  fc.tuple(fc.nat(60), fc.boolean(), fc.constantFrom(...USERS), fc.option(fc.integer({ min: 1, max: 2000 }), { nil: undefined })).map(cancel),
  fc.integer({ min: 1, max: 8 }).map(advance),
  fc.constantFrom<'OPEN' | 'SUSPENDED' | 'CLOSED'>('OPEN', 'OPEN', 'OPEN', 'SUSPENDED', 'SUSPENDED', 'CLOSED').map(status),
  fc.constant(turnInPlay),
];

describe('exchange market against a naive model', () => {
  it('agrees with the model and keeps every invariant after every command', () => {
    const seed = process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) };
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 50, size: 'max' }), (cmds) => {
        fc.modelRun(() => {
          const world = new World();
          return { model: world, real: world };
        }, cmds);
      }),
      { numRuns: 1000, ...seed },
    );
  });
});
