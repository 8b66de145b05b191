/**
 * The operations the Betfair API serves, by API and name: each one's params (Betfair's request
 * definitions) and what it does over Backlay's services. JSON-RPC and REST both dispatch here.
 */
import { z } from 'zod';
import { runnerViews } from '../../service/runner-views';
import { checkBookWeight, marketBookOf } from './book';
import { listCompetitions, listEvents, listEventTypes, listMarketCatalogue } from './catalogue';
import { selectCatalogue } from './catalogue-source';
import { CancelInstruction, MarketFilter, MarketProjection, MarketSort, MatchProjection, OrderBy, OrderProjection, PlaceInstruction, PriceProjection, ReplaceInstruction, SortDir, UpdateInstruction } from './definitions';
import { account } from './account-operations';
import { op, type CallContext, type Operation } from './operation';
import { ApingError, type ApiName } from './errors';
import { selectionIdOf } from './ids';
import { toUnits } from './money';
import { betfairOrderStatus, currentOrderSummary, type OwnOrder } from './order-rows';
import { cancelOrders, placeOrders, replaceOrders } from './orders';
import { cancelEveryMarket, cancelsAcrossOwners } from '../../cluster/cross-market-cancel';
import { clearedOrdersParams, listClearedOrders } from './cleared-orders';
import { heartbeat } from './heartbeat-operation';
import { updateOrders } from './update-orders';


const marketIdList = z.array(z.string().min(1)).min(1);
const filterParams = z.object({ filter: MarketFilter, locale: z.string().optional() });
const bookParams = {
  priceProjection: PriceProjection.optional(),
  orderProjection: OrderProjection.optional(),
  matchProjection: MatchProjection.optional(),
  includeOverallPosition: z.boolean().optional(),
  partitionMatchedByStrategyRef: z.boolean().optional(),
  customerStrategyRefs: z.array(z.string()).optional(),
  currencyCode: z.string().optional(),
  locale: z.string().optional(),
  matchedSince: z.iso.datetime({ offset: true }).optional(),
  betIds: z.array(z.string()).optional(),
};
const customerRef = z.string().min(1).max(32).optional();

/** The caller's orders in the given markets (all markets when none); `executableOnly`: those with something unmatched. */
async function ordersOf(ctx: CallContext, marketIds?: readonly string[], executableOnly = false): Promise<OwnOrder[]> {
  return executableOnly ? ctx.exchange.reads.openOrders(ctx.user.userId, marketIds) : ctx.exchange.reads.unsettled(ctx.user.userId, marketIds);
}

async function marketBooks(ctx: CallContext, marketIds: string[], options: Parameters<typeof marketBookOf>[2]) {
  const ladders = runnerViews(ctx.exchange.services, ctx.exchange.registry);
  const wantsOrders = options.orderProjection !== undefined || options.matchProjection !== undefined;
  // A bot polling its resting orders (EXECUTABLE, no matches) reads only those: not every order it ever had matched.
  const executableOnly = options.orderProjection === 'EXECUTABLE' && options.matchProjection === undefined;
  const orders = wantsOrders ? await ordersOf(ctx, marketIds, executableOnly) : [];
  return [...new Set(marketIds)].flatMap((marketId) => {
    const market = ctx.exchange.reads.findMarket(marketId);
    // Betfair leaves out a market it does not know (or no longer lists).
    return market ? [marketBookOf(market, ladders, options, orders.filter((o) => o.marketId === marketId))] : [];
  });
}

/** The markets a filter selects (catalogue-source.ts: the engines', or the store's in a cluster); `withOrders`: only those where the caller has orders in one of those statuses. */
async function select(ctx: CallContext, filter: z.infer<typeof MarketFilter>) {
  if (!filter.withOrders?.length) return selectCatalogue(ctx.exchange, filter);
  const statuses = new Set<string>(filter.withOrders);
  // EXECUTABLE alone is a question about resting orders: read only those.
  const executableOnly = statuses.size === 1 && statuses.has('EXECUTABLE');
  const mine = new Set((await ordersOf(ctx, undefined, executableOnly)).filter((o) => statuses.has(betfairOrderStatus(o.status))).map((o) => o.marketId));
  return selectCatalogue(ctx.exchange, filter, (marketId) => mine.has(marketId));
}

const betting: Record<string, Operation<z.ZodType>> = {
  listEventTypes: op({ params: filterParams, run: async (ctx, p) => listEventTypes((await select(ctx, p.filter)).entries) }),
  listCompetitions: op({ params: filterParams, run: async (ctx, p) => listCompetitions((await select(ctx, p.filter)).entries) }),
  listEvents: op({ params: filterParams, run: async (ctx, p) => listEvents((await select(ctx, p.filter)).entries) }),
  listMarketCatalogue: op({
    params: z.object({ filter: MarketFilter, marketProjection: z.array(MarketProjection).optional(), sort: MarketSort.optional(), maxResults: z.number().int().min(1).max(1000), locale: z.string().optional() }),
    run: async (ctx, p) => listMarketCatalogue(await (await select(ctx, p.filter)).withViews(p.sort, p.maxResults), p.marketProjection ?? [], p.sort, p.maxResults),
  }),
  listMarketBook: op({
    params: z.object({ marketIds: marketIdList, ...bookParams }),
    run: async (ctx, p) => {
      checkBookWeight(p.marketIds.length, p.priceProjection);
      return marketBooks(ctx, p.marketIds, { priceProjection: p.priceProjection, orderProjection: p.orderProjection, matchProjection: p.matchProjection });
    },
  }),
  listRunnerBook: op({
    params: z.object({ marketId: z.string().min(1), selectionId: z.number().int(), handicap: z.number().optional(), ...bookParams }),
    run: async (ctx, p) => marketBooks(ctx, [p.marketId], { priceProjection: p.priceProjection, orderProjection: p.orderProjection, matchProjection: p.matchProjection, selectionId: p.selectionId }),
  }),
  placeOrders: op({
    writes: true,
    params: z.object({ marketId: z.string().min(1), instructions: z.array(PlaceInstruction).min(1), customerRef, marketVersion: z.object({ version: z.number().int() }).optional(), customerStrategyRef: z.string().max(15).optional(), async: z.boolean().optional() }),
    run: (ctx, p) => placeOrders(ctx.exchange.betting, ctx.exchange.reads, ctx.user, p),
  }),
  cancelOrders: op({
    writes: true,
    params: z
      .object({ marketId: z.string().min(1).optional(), instructions: z.array(CancelInstruction).max(60).optional(), customerRef })
      .refine((p) => !p.instructions?.length || p.marketId !== undefined, { message: 'marketId is required with instructions', path: ['marketId'] }),
    // With no market in a cluster, each market's share goes to its owner (cluster/cross-market-cancel.ts).
    run: (ctx, p) => (p.marketId === undefined && cancelsAcrossOwners(ctx.exchange) ? cancelEveryMarket(ctx.exchange, ctx.user, p.customerRef) : cancelOrders(ctx.exchange.betting, ctx.exchange.reads, ctx.user, p)),
  }),
  replaceOrders: op({
    writes: true,
    params: z.object({ marketId: z.string().min(1), instructions: z.array(ReplaceInstruction).min(1).max(60), customerRef, marketVersion: z.object({ version: z.number().int() }).optional(), async: z.boolean().optional() }),
    run: (ctx, p) => replaceOrders(ctx.exchange.betting, ctx.exchange.reads, ctx.user, p),
  }),
  updateOrders: op({
    writes: true,
    params: z.object({ marketId: z.string().min(1), instructions: z.array(UpdateInstruction).min(1).max(60), customerRef }),
    run: (ctx, p) => updateOrders(ctx.exchange.betting, ctx.exchange.reads, ctx.user, p),
  }),
  listClearedOrders: op({ params: clearedOrdersParams, run: listClearedOrders }),
  listCurrentOrders: op({
    params: z.object({
      betIds: z.array(z.string()).max(250).optional(),
      marketIds: z.array(z.string()).max(250).optional(),
      orderProjection: OrderProjection.optional(),
      customerOrderRefs: z.array(z.string()).optional(),
      customerStrategyRefs: z.array(z.string()).optional(),
      dateRange: z.object({ from: z.iso.datetime({ offset: true }).optional(), to: z.iso.datetime({ offset: true }).optional() }).optional(),
      orderBy: OrderBy.optional(),
      sortDir: SortDir.optional(),
      fromRecord: z.number().int().min(0).optional(),
      recordCount: z.number().int().min(0).max(1000).optional(),
    }),
    run: async (ctx, p) => {
      const from = p.dateRange?.from ? Date.parse(p.dateRange.from) : -Infinity;
      const to = p.dateRange?.to ? Date.parse(p.dateRange.to) : Infinity;
      // The read is of the asked markets only, and of open orders only for EXECUTABLE.
      const rows = (await ordersOf(ctx, p.marketIds?.length ? p.marketIds : undefined, p.orderProjection === 'EXECUTABLE')).flatMap((order) => {
        const market = ctx.exchange.reads.findMarket(order.marketId);
        // Only exchange markets' orders are Betfair orders (house bets are not on a book).
        if (!market || market.kind !== 'exchange') return [];
        const summary = currentOrderSummary(order, market);
        const placed = Date.parse(summary.placedDate);
        const keep =
          (!p.betIds?.length || p.betIds.includes(summary.betId)) &&
          (p.orderProjection !== 'EXECUTION_COMPLETE' || summary.status === 'EXECUTION_COMPLETE') &&
          !p.customerOrderRefs?.length &&
          !p.customerStrategyRefs?.length &&
          placed >= from &&
          placed <= to;
        return keep ? [summary] : [];
      });
      const byMarket = p.orderBy === 'BY_MARKET';
      rows.sort((a, b) => (byMarket ? a.marketId.localeCompare(b.marketId) : 0) || a.placedDate.localeCompare(b.placedDate) || a.betId.localeCompare(b.betId));
      if (p.sortDir === 'LATEST_TO_EARLIEST') rows.reverse();
      const start = p.fromRecord ?? 0;
      const count = p.recordCount || 1000;
      return { currentOrders: rows.slice(start, start + count), moreAvailable: rows.length > start + count };
    },
  }),
  listMarketProfitAndLoss: op({
    params: z.object({ marketIds: marketIdList, includeSettledBets: z.boolean().optional(), includeBspBets: z.boolean().optional(), netOfCommission: z.boolean().optional() }),
    run: async (ctx, p) => {
      const { reads } = ctx.exchange;
      return [...new Set(p.marketIds)].flatMap((marketId) => {
        const market = reads.findMarket(marketId);
        if (!market || market.kind !== 'exchange') return [];
        const position = reads.positions(ctx.user.userId, market.exEventId).find((m) => m.marketId === marketId);
        if (!position) return [];
        const profitAndLosses = position.runners.map((r) => ({ selectionId: selectionIdOf(market, r.runnerId), ifWin: toUnits(r.profit) }));
        return [{ marketId, profitAndLosses }];
      });
    },
  }),
};


export const operations: Record<ApiName, Record<string, Operation<z.ZodType>>> = { betting, account, heartbeat };

/** Runs one operation for a caller: its params checked against Betfair's definition first (INVALID_INPUT_DATA). */
export async function runOperation(ctx: CallContext, api: ApiName, name: string, params: unknown): Promise<unknown> {
  const operation = Object.hasOwn(operations[api], name) ? operations[api][name]! : null;
  if (!operation) throw new ApingError('INVALID_INPUT_DATA', `No operation ${name}`);
  if (operation.writes && ctx.user.isLogin === 0) throw new ApingError('ACCESS_DENIED', 'This account is blocked: please contact your upline');
  if ((name === 'placeOrders' || name === 'replaceOrders') && ctx.user.bettingLocked) throw new ApingError('ACCESS_DENIED', 'Betting is locked on this account: please contact your upline');
  const parsed = operation.params.safeParse(params ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApingError('INVALID_INPUT_DATA', `${issue?.path.length ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? 'invalid params'}`);
  }
  return operation.run(ctx, parsed.data);
}

