import { operatorMarketFigures, operatorMarketRows, type OperatorMarketFilter, type OperatorMarketRow } from '../db/queries/operator-markets';
import type { MarketStatus } from '../domain/types';
import type { OperatorMarketView, OperatorSettlementView } from '../../contract/backoffice-operator';
import type { MarketRegistry } from '../markets/registry';
import type { ExchangeServices } from './context';
import { invalid, notFound } from './errors';
import type { MarketAdmin, MarketResult } from './market-admin';
import type { Actor } from './audit';

export type { OperatorMarketFilter, OperatorMarketView };

export interface OperatorSettleInput {
  winnerId?: string | null | undefined;
  runs?: number | null | undefined;
  reason?: string | null | undefined;
}

/** The longest reason kept with a settlement. */
export const MAX_REASON_LENGTH = 500;

function reasonOf(text: string | null | undefined): string | undefined {
  const reason = text?.trim();
  if (reason && reason.length > MAX_REASON_LENGTH) throw invalid(`A reason is at most ${MAX_REASON_LENGTH} characters`);
  return reason || undefined;
}

function resultText(row: Omit<OperatorMarketRow, 'config'>, runners: OperatorMarketView['runners']): string | null {
  const result = row.result;
  if (!result || row.settledVersion === 0) return null;
  if (result.void) return 'Void';
  if (result.winners) return result.winners.map((id) => runners.find((r) => r.runnerId === id)?.runnerName ?? id).join(', ');
  return result.value === undefined ? null : `${result.value} runs`;
}

/**
 * The operator's market controls (issue #32): the markets to act on with what settling them touches,
 * and the acts — suspend/open, settle, void, resettle — through MarketAdmin, each answered with the
 * market after it. A resettlement or a void is recorded with its reason and the operator's name.
 */
export class OperatorMarkets {
  constructor(
    private readonly services: ExchangeServices,
    private readonly registry: MarketRegistry,
    private readonly admin: MarketAdmin,
  ) {}

  async list(filter: OperatorMarketFilter): Promise<OperatorMarketView[]> {
    const { db } = this.services;
    const rows = await operatorMarketRows(db, filter);
    const figures = await operatorMarketFigures(
      db,
      rows.map((r) => r.marketId),
    );
    const count = (list: Array<{ marketId: string; n: number }>) => new Map(list.map((r) => [r.marketId, Number(r.n)]));
    const [orderCounts, houseCounts, waitingCounts] = [count(figures.orderCounts), count(figures.houseFigures), count(figures.waitingCounts)];
    const houseStakes = new Map(figures.houseFigures.map((r) => [r.marketId, Number(r.stake)]));
    const traded = new Map(figures.tradeFigures.map((r) => [r.marketId, Number(r.size)]));
    const reasons = new Map(figures.reasons.map((r) => [r.marketId, r.reason]));
    return rows.map(({ config, ...row }) => {
      const entry = this.registry.get(row.marketId);
      const listed = figures.runnerRows.filter((r) => r.marketId === row.marketId).map(({ runnerId, runnerName }) => ({ runnerId, runnerName }));
      // Fixed-odds markets (lottery, next ball, binary) keep their outcomes in the odds table, not as runners.
      const odds = (config as { odds?: Record<string, number> }).odds;
      const runners = listed.length > 0 || row.kind === 'fancy' ? listed : Object.keys(odds ?? {}).map((id) => ({ runnerId: id, runnerName: id }));
      // An open market's state is its engine's (kept with its row); a settled one's is the store's.
      return {
        ...row,
        status: entry?.engine.market.status ?? row.status,
        inPlay: entry?.row.inPlay ?? row.inPlay,
        betDelayMs: entry?.row.betDelayMs ?? row.betDelayMs,
        runners,
        betCount: (orderCounts.get(row.marketId) ?? 0) + (houseCounts.get(row.marketId) ?? 0) + (waitingCounts.get(row.marketId) ?? 0),
        matched: (traded.get(row.marketId) ?? 0) + (houseStakes.get(row.marketId) ?? 0),
        result: resultText(row, runners),
        reason: reasons.get(row.marketId) ?? null,
        settledAt: row.settledAt?.toISOString() ?? null,
      };
    });
  }

  async one(marketId: string): Promise<OperatorMarketView> {
    const [market] = await this.list({ marketId });
    if (!market) throw notFound('MARKET_NOT_FOUND', `No market ${marketId}`);
    return market;
  }

  async setStatus(actor: Actor, marketId: string, status: MarketStatus): Promise<OperatorMarketView> {
    if (status !== 'OPEN' && status !== 'SUSPENDED') throw invalid('A market is suspended (SUSPENDED) or opened (OPEN) here; settle or void it to close it', 'INVALID_STATUS');
    const market = await this.one(marketId);
    if (market.settledVersion > 0 || !this.registry.get(marketId)) throw invalid(`${market.marketName} is settled`, 'MARKET_SETTLED');
    await this.admin.setStatus(marketId, { status }, actor);
    return this.one(marketId);
  }

  /** Settles on a winner (runs for a fancy market); a settled market is resettled, which needs a reason. */
  async settle(actor: Actor, marketId: string, input: OperatorSettleInput): Promise<OperatorSettlementView> {
    const market = await this.one(marketId);
    const reason = reasonOf(input.reason);
    if (market.settledVersion > 0 && !reason) throw invalid(`${market.marketName} is settled: a resettlement needs a reason`, 'REASON_REQUIRED');
    let result: MarketResult;
    if (market.kind === 'fancy') {
      const runs = input.runs;
      if (runs === null || runs === undefined || !Number.isSafeInteger(runs) || runs < 0 || runs > 100_000) throw invalid('A fancy market settles on the runs scored: a whole number from 0', 'INVALID_RESULT');
      result = { value: runs };
    } else {
      if (!input.winnerId || !market.runners.some((r) => r.runnerId === input.winnerId)) throw invalid(`Pick the winner among the runners of ${market.marketName}`, 'INVALID_RUNNER');
      result = { winners: [input.winnerId] };
    }
    return this.record(actor, market, result, reason);
  }

  /** Voids a market (every bet returned; a settled one is resettled void), with its reason. */
  async void(actor: Actor, marketId: string, reasonText: string): Promise<OperatorSettlementView> {
    const market = await this.one(marketId);
    const reason = reasonOf(reasonText);
    if (!reason) throw invalid('A void needs a reason', 'REASON_REQUIRED');
    return this.record(actor, market, { void: true }, reason);
  }

  private async record(actor: Actor, market: OperatorMarketView, result: MarketResult, reason: string | undefined) {
    const settled = await this.admin.settle(market.marketId, result, actor, { reason, settledBy: actor.userName });
    return { market: await this.one(market.marketId), version: settled.version, bettors: new Set(settled.results.map((r) => r.userId)).size };
  }
}
