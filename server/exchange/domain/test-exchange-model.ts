import { DomainError } from './errors';
import { runnerExposure } from './exposure';
import type { RunnerBet } from './exposure';
import { ODDS100_BY_TICK } from './ladder';
import type { Funds, MarketStatus, Persistence, Side } from './types';

/** A deliberately naive exchange, for model-based tests: flat arrays, sort on every match. Test support only. */
export interface ModelOrder {
  id: string;
  user: string;
  runner: string;
  side: Side;
  tick: number;
  size: number;
  remaining: number;
  matched: number;
  seq: number;
  persistence: Persistence;
  pendingUntil: number | null;
}

export interface ModelTrade {
  runner: string;
  tick: number;
  size: number;
  backId: string;
  layId: string;
  backUser: string;
  layUser: string;
}

export class ExchangeModel {
  orders: ModelOrder[] = [];
  trades: ModelTrade[] = [];
  status: MarketStatus = 'OPEN';
  inPlay = false;
  seq = 0;

  constructor(
    readonly runners: readonly string[],
    readonly betDelayMs: number,
  ) {}

  resting(): ModelOrder[] {
    return this.orders.filter((o) => o.remaining > 0 && o.pendingUntil === null);
  }

  crossesOwn(user: string, runner: string, side: Side, tick: number): boolean {
    return this.resting().some((o) => o.user === user && o.runner === runner && o.side !== side && (side === 'BACK' ? o.tick >= tick : o.tick <= tick));
  }

  /** The §3 definition, straight: matched bets in full, unmatched ones where they lose. */
  exposure(user: string, extra?: ModelOrder): number {
    const matched: RunnerBet[] = [];
    for (const t of this.trades) {
      const odds100 = ODDS100_BY_TICK[t.tick]!;
      if (t.backUser === user) matched.push({ betId: t.backId, userId: user, runnerId: t.runner, side: 'BACK', stake: t.size, odds100 });
      if (t.layUser === user) matched.push({ betId: t.layId, userId: user, runnerId: t.runner, side: 'LAY', stake: t.size, odds100 });
    }
    const open = this.orders.filter((o) => o.user === user && o.remaining > 0 && o.id !== extra?.id);
    if (extra) open.push(extra);
    const unmatched = open.map((o) => ({ betId: o.id, userId: user, runnerId: o.runner, side: o.side, stake: o.remaining, odds100: ODDS100_BY_TICK[o.tick]! }));
    return runnerExposure(this.runners, matched, unmatched);
  }

  checkFunds(user: string, candidate: ModelOrder, funds: Funds): void {
    const before = this.exposure(user);
    const after = this.exposure(user, candidate);
    if (after > before && funds.otherExposure + after > funds.bankBalance) throw new DomainError('INSUFFICIENT_FUNDS', 'model');
  }

  assertOpen(): void {
    if (this.status === 'SUSPENDED') throw new DomainError('MARKET_SUSPENDED', 'model');
    if (this.status !== 'OPEN') throw new DomainError('MARKET_NOT_OPEN_FOR_BETTING', 'model');
  }

  /** Delay in-play, or match now against every crossing resting order sorted by price then age. */
  submit(order: ModelOrder, now: number): ModelTrade[] {
    if (this.inPlay && this.betDelayMs > 0) {
      order.pendingUntil = now + this.betDelayMs;
      return [];
    }
    order.pendingUntil = null;
    return this.match(order);
  }

  match(taker: ModelOrder): ModelTrade[] {
    const makers = this.resting()
      .filter((o) => o !== taker && o.runner === taker.runner && o.side !== taker.side && (taker.side === 'BACK' ? o.tick >= taker.tick : o.tick <= taker.tick))
      .sort((a, b) => (taker.side === 'BACK' ? b.tick - a.tick : a.tick - b.tick) || a.seq - b.seq);
    const trades: ModelTrade[] = [];
    for (const maker of makers) {
      if (taker.remaining === 0) break;
      const size = Math.min(maker.remaining, taker.remaining);
      maker.remaining -= size;
      maker.matched += size;
      taker.remaining -= size;
      taker.matched += size;
      const [back, lay] = taker.side === 'BACK' ? [taker, maker] : [maker, taker];
      trades.push({ runner: taker.runner, tick: maker.tick, size, backId: back.id, layId: lay.id, backUser: back.user, layUser: lay.user });
    }
    this.trades.push(...trades);
    return trades;
  }

  lapse(predicate: (o: ModelOrder) => boolean): void {
    for (const o of this.orders) if (o.remaining > 0 && predicate(o)) o.remaining = 0;
  }
}
