import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, houseBets, markets, runners, settlements, trades } from '../db/schema';
import { winnersOf, type MarketResult } from '../domain/bet-outcome';
import type { RunnerBet } from '../domain/exposure';
import type { FancyBet } from '../domain/fancy';
import { tickToOdds100 } from '../domain/ladder';
import { resettle, settleFancyMarket, settleRunnerMarket, voidMarket, type Settlement } from '../domain/settlement';
import type { MarketStatus, OrderView } from '../domain/types';
import { ApiError } from '../http/errors';
import { postTransaction } from '../ledger/store';
import { marketLock, type ExchangeServices } from '../service/context';
import { saveOrders } from './persist';
import { publishChanges } from './publisher';
import type { MarketRegistry } from './registry';

export type { MarketResult };

/** Operator and upline market control: status, in-play, settle, void and resettle. */
export class MarketAdmin {
  constructor(
    private readonly services: ExchangeServices,
    private readonly registry: MarketRegistry,
  ) {}

  async setStatus(marketId: string, change: { status?: MarketStatus; inPlay?: boolean; betDelayMs?: number }): Promise<void> {
    const entry = this.registry.get(marketId);
    if (!entry) throw new ApiError(404, 'MARKET_NOT_FOUND', `No open market ${marketId}`);
    let lapsed: OrderView[] = [];
    await this.services.locks.run([marketLock(marketId)], () =>
      this.rebuildOnFailure(marketId, () => this.services.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const { engine } = entry;
        if (engine.kind === 'exchange') {
          if (change.betDelayMs !== undefined) engine.market.setBetDelay(change.betDelayMs);
          if (change.inPlay !== undefined) lapsed = lapsed.concat(engine.market.setInPlay(change.inPlay).lapsed);
          if (change.status !== undefined && change.status !== engine.market.status) lapsed = lapsed.concat(engine.market.setStatus(change.status).lapsed);
        } else if (change.status !== undefined && change.status !== engine.market.status) {
          engine.market.setStatus(change.status);
        }
        await saveOrders(tx, marketId, lapsed);
        const [row] = await tx
          .update(markets)
          .set({
            ...(change.status !== undefined ? { status: change.status } : {}),
            ...(change.inPlay !== undefined ? { inPlay: change.inPlay } : {}),
            ...(change.betDelayMs !== undefined ? { betDelayMs: change.betDelayMs } : {}),
          })
          .where(eq(markets.marketId, marketId))
          .returning();
        entry.row = row!;
      })),
    );
    await publishChanges(this.services, this.registry, marketId, lapsed, lapsed.map((o) => o.userId));
  }

  /** Settles (or, for a settled market, resettles) from winners, a result value, or void. */
  async settle(marketId: string, result: MarketResult): Promise<{ version: number; results: Settlement['results'] }> {
    const settled = await this.services.locks.run([marketLock(marketId)], async () => {
      const [row] = await this.services.db.select().from(markets).where(eq(markets.marketId, marketId));
      if (!row) throw new ApiError(404, 'MARKET_NOT_FOUND', `No market ${marketId}`);
      const entry = this.registry.get(marketId);
      const version = row.settledVersion + 1;
      return this.rebuildOnFailure(marketId, () => this.services.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        let lapsed: OrderView[] = [];
        if (entry?.engine.kind === 'exchange' && entry.engine.market.status !== 'CLOSED') lapsed = entry.engine.market.setStatus('CLOSED').lapsed;
        else if (entry && entry.engine.market.status !== 'CLOSED') entry.engine.market.setStatus('CLOSED');
        await saveOrders(tx, marketId, lapsed);
        const next = await this.compute(tx, row, result, version);
        let transactions = next.transactions;
        if (version > 1) {
          const [previous] = await tx.select().from(settlements).where(and(eq(settlements.marketId, marketId), eq(settlements.version, row.settledVersion)));
          transactions = resettle(previous!.settlement as unknown as Settlement, next);
        }
        for (const t of transactions) await postTransaction(tx, t, `${row.marketName} (${row.marketId})${version > 1 ? ` resettled v${version}` : ''}`);
        await tx.insert(settlements).values({ marketId, version, settlement: next as unknown as Record<string, unknown> });
        await tx.update(markets).set({ status: 'CLOSED', settledVersion: version, result, settledAt: this.services.now() }).where(eq(markets.marketId, marketId));
        return { version, results: next.results, lapsed };
      }));
    });
    this.registry.remove(marketId);
    this.services.hub.publish(`market:${marketId}`, { marketId, status: 'CLOSED', settled: true });
    await publishChanges(this.services, this.registry, marketId, settled.lapsed, settled.results.map((r) => r.userId));
    return { version: settled.version, results: settled.results };
  }

  /**
   * Several engine steps run before the writes commit (delay, in-play, status; closing before
   * settling): if anything fails, the market's engine is rebuilt from the store so the two agree.
   */
  private async rebuildOnFailure<T>(marketId: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      await this.registry.reload(this.services.db, marketId);
      throw err;
    }
  }

  private async compute(tx: Db, row: typeof markets.$inferSelect, result: MarketResult, version: number): Promise<Settlement> {
    const betRows = await tx.select().from(houseBets).where(eq(houseBets.marketId, row.marketId));
    const tradeRows = await tx.select().from(trades).where(eq(trades.marketId, row.marketId));
    const runnerBets: RunnerBet[] =
      row.kind === 'exchange'
        ? tradeRows.flatMap((t) => {
            const odds100 = tickToOdds100(t.price);
            return [
              { betId: `${t.backOrderId}#${t.tradeId}`, userId: t.backUserId, runnerId: t.runnerId, side: 'BACK' as const, stake: t.size, odds100 },
              { betId: `${t.layOrderId}#${t.tradeId}`, userId: t.layUserId, runnerId: t.runnerId, side: 'LAY' as const, stake: t.size, odds100 },
            ];
          })
        : betRows.map((b) => b.bet as unknown as RunnerBet);
    if ('void' in result) {
      const userIds = row.kind === 'exchange' ? runnerBets.map((b) => b.userId) : betRows.map((b) => b.userId);
      return voidMarket(row.marketId, userIds, version);
    }
    if (row.kind === 'fancy') {
      if (!('value' in result)) throw new ApiError(400, 'INVALID_INPUT_DATA', 'A fancy market settles with a result value');
      return settleFancyMarket({ marketId: row.marketId, bets: betRows.map((b) => b.bet as unknown as FancyBet), result: result.value, version });
    }
    const winners = winnersOf(row.kind, result, (row.config as { line?: number }).line);
    const runnerIds = row.kind === 'exchange' || row.kind === 'bookmaker' ? await this.runnerIdsOf(tx, row.marketId) : Object.keys((row.config as { odds?: object }).odds ?? {});
    return settleRunnerMarket({ marketId: row.marketId, kind: row.kind, runnerIds, bets: runnerBets, winners, commissionBp: row.commissionBp, version });
  }

  private async runnerIdsOf(tx: Db, marketId: string): Promise<string[]> {
    const rows = await tx.select({ runnerId: runners.runnerId }).from(runners).where(eq(runners.marketId, marketId));
    return rows.map((r) => r.runnerId);
  }

  /** Marks an event finished once all its markets are settled. */
  async finishEventIfSettled(exEventId: string): Promise<void> {
    const open = await this.services.db.select({ marketId: markets.marketId }).from(markets).where(and(eq(markets.exEventId, exEventId), eq(markets.settledVersion, 0)));
    if (open.length === 0) await this.services.db.update(events).set({ status: 'FINISHED', inPlay: false }).where(eq(events.exEventId, exEventId));
  }
}
