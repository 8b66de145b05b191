/**
 * The live risk book and bet ticker (issue #32, docs/risk-book.md). Stream topics (stream/socket.ts):
 * `risk` (wire `risk:<userId>`): a market's new risk book row each time an order of the subscriber's
 * subtree on it changes, debounced per market; `ticker` (wire `ticker:<userId>`): each new bet of the
 * subtree.
 *
 * Every order change the exchange publishes (`orders:<bettorId>`) is observed through the hub's tap,
 * and every market's close (`market:<marketId>` CLOSED: settled or voided), which removes its row.
 * A watcher per subscribed user holds the subtree's bettors, read once when the user subscribes. A
 * change by a bettor the watcher does not know (created, or moved in, after the subscription) is
 * re-checked once against the store: when that bettor's path lies under the subscriber's, it joins
 * the watcher and the change counts; otherwise the bettor is remembered as outside. So a bettor
 * created after the subscription is covered from its first bet on.
 */
import type { RiskChange, TickerBet } from '../../contract/backoffice-risk';
import { authUserById } from '../auth/sessions';
import { userById } from '../db/queries/users';
import type { ChangeHub } from '../stream/hub';
import type { ExchangeServices } from './context';
import type { MarketRegistry } from '../markets/registry';
import type { RiskBook, RiskScope } from './risk-book';
import { holds } from './scope';

/** A market's rows go out at most once per this window after an order on it changes. */
export const RISK_DEBOUNCE_MS = 250;
/** How many bet ids a ticker remembers (to send each new bet once). */
const SEEN_LIMIT = 20_000;

interface OrderPush {
  marketId?: string;
  betId?: string;
  selectionName?: string;
  side?: 'BACK' | 'LAY';
  oddsPrice?: number;
  stake?: number;
  placedAt?: string;
  line?: number;
}

interface Watcher {
  risk: Promise<RiskScope>;
  outside: Set<string>;
  since: number;
  seen: Set<string>;
  timers: Map<string, NodeJS.Timeout>;
}

export class RiskBookLive {
  private readonly watchers = new Map<string, Watcher>();
  private readonly stops: Array<() => void>;

  constructor(
    private readonly services: ExchangeServices,
    private readonly registry: MarketRegistry,
    private readonly book: RiskBook,
  ) {
    const hub: ChangeHub = services.hub;
    this.stops = [
      hub.tap('orders', (bettorId, data) => void this.onOrder(bettorId, data as OrderPush)),
      hub.tap('market', (marketId, data) => this.onMarket(marketId, data as { status?: string })),
      hub.tap('watch:risk', (userId) => this.watch(userId)),
      hub.tap('watch:ticker', (userId) => this.watch(userId)),
    ];
  }

  close(): void {
    for (const stop of this.stops) stop();
    for (const watcher of this.watchers.values()) for (const t of watcher.timers.values()) clearTimeout(t);
    this.watchers.clear();
  }

  /** A user subscribed: its subtree is read now (once per user while anyone of it listens). */
  private watch(userId: string): void {
    if (this.watchers.has(userId)) return;
    const risk = authUserById(this.services.db, userId).then((caller) => {
      if (!caller) throw new Error(`No user ${userId}`);
      return this.book.scopeFor(caller);
    });
    risk.catch(() => this.watchers.delete(userId));
    this.watchers.set(userId, { risk, outside: new Set(), since: this.services.now().getTime(), seen: new Set(), timers: new Map() });
  }

  private listened(userId: string): { risk: boolean; ticker: boolean } {
    const { hub } = this.services;
    return { risk: hub.watched('risk').has(userId), ticker: hub.watched('ticker').has(userId) };
  }

  private async onOrder(bettorId: string, push: OrderPush): Promise<void> {
    if (!push?.marketId) return;
    for (const [userId, watcher] of this.watchers) {
      const listened = this.listened(userId);
      if (!listened.risk && !listened.ticker) {
        this.forget(userId, watcher);
        continue;
      }
      let risk: RiskScope;
      try {
        risk = await watcher.risk;
      } catch {
        continue;
      }
      if (!(await this.covers(risk, watcher, bettorId))) continue;
      if (listened.risk) this.schedule(userId, watcher, push.marketId);
      if (listened.ticker) this.tick(userId, watcher, risk, bettorId, push);
    }
  }

  /**
   * A market closed (settled or voided): it leaves every risk book that shows it. Its bets' own
   * changes go out too, but a house market's settlement changes no order on a book, so the market's
   * close is what removes its row (the row is then null).
   */
  private onMarket(marketId: string, push: { status?: string }): void {
    if (push?.status !== 'CLOSED') return;
    for (const [userId, watcher] of this.watchers) {
      if (this.listened(userId).risk) this.schedule(userId, watcher, marketId);
    }
  }

  /** Whether the bettor is in the watcher's subtree; a bettor it does not know is checked once against the store. */
  private async covers(risk: RiskScope, watcher: Watcher, bettorId: string): Promise<boolean> {
    if (risk.bettors.has(bettorId)) return true;
    if (watcher.outside.has(bettorId)) return false;
    const row = await userById(this.services.db, bettorId);
    if (row && row.role === 'bettor' && holds(risk.scope, row)) {
      risk.bettors.set(bettorId, { userName: row.userName, chainId: row.chainId });
      return true;
    }
    watcher.outside.add(bettorId);
    return false;
  }

  private schedule(userId: string, watcher: Watcher, marketId: string): void {
    if (watcher.timers.has(marketId)) return;
    const timer = setTimeout(() => {
      watcher.timers.delete(marketId);
      void this.sendRow(userId, watcher, marketId);
    }, RISK_DEBOUNCE_MS);
    timer.unref();
    watcher.timers.set(marketId, timer);
  }

  private async sendRow(userId: string, watcher: Watcher, marketId: string): Promise<void> {
    try {
      const row = await this.book.rowOf(await watcher.risk, marketId);
      this.services.hub.publish(`risk:${userId}`, { marketId, row } satisfies RiskChange);
    } catch (err) {
      console.error('risk book row failed:', err);
    }
  }

  private tick(userId: string, watcher: Watcher, risk: RiskScope, bettorId: string, push: OrderPush): void {
    if (!push.betId || watcher.seen.has(push.betId)) return;
    const placedAt = push.placedAt ? Date.parse(push.placedAt) : NaN;
    // Changes to bets placed before the subscription (fills, cancels, settlement) are not new bets.
    if (!(placedAt >= watcher.since)) return;
    if (watcher.seen.size >= SEEN_LIMIT) watcher.seen.clear();
    watcher.seen.add(push.betId);
    const bet: TickerBet = {
      betId: push.betId,
      userName: risk.bettors.get(bettorId)?.userName ?? bettorId,
      marketId: push.marketId!,
      marketName: this.registry.get(push.marketId!)?.row.marketName ?? push.marketId!,
      selectionName: push.selectionName ?? '',
      side: push.side ?? 'BACK',
      price: push.oddsPrice ?? 0,
      stake: push.stake ?? 0,
      placedAt: push.placedAt!,
    };
    this.services.hub.publish(`ticker:${userId}`, bet);
  }

  private forget(userId: string, watcher: Watcher): void {
    for (const t of watcher.timers.values()) clearTimeout(t);
    this.watchers.delete(userId);
  }
}
