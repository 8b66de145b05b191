/**
 * The risk book (issue #32, docs/risk-book.md): for each open market with bets of the caller's
 * downline, what the CALLER'S LEVEL wins or loses on each result after partnership. Bets and their
 * P&L per outcome come from the live engines (risk-book-bets.ts; for the whole book, across markets,
 * from the store's on a process that does not own every market: user-markets.ts); the store is read
 * besides only for the subtree's bettors (users_path_idx), the chains the bets carry (primary keys)
 * and event names.
 *
 * A bettor's P&L on an outcome is split along the chain its bets carry by the settlement's own rule
 * (domain/partnership.ts `splitResult`: lower levels round toward zero, the top takes the rest), per
 * bettor and chain, so the figure is what settlement would book for that result (before commission).
 * A bet without a chain counts with its bettor's chain in force now, else with the caller's own
 * partnership (the operator: all of it).
 */
import type { RiskBetFigure, RiskBookRow, RiskMarketDetail } from '../../contract/backoffice-risk';
import type { AuthUser } from '../auth/sessions';
import { bettorsWhere, chainIdsOfBets, chainSharesOf, eventFactsOf } from '../db/queries/backoffice-risk';
import { userById } from '../db/queries/users';
import { splitResult, WHOLE_BPS, type ChainLevel } from '../domain/partnership';
import type { MarketEntry, MarketRegistry } from '../markets/registry';
import type { ExchangeServices } from './context';
import { notFound } from './errors';
import { marketBets, type RiskBet } from './risk-book-bets';
import { inSubtree, scopeOf, type Scope } from './scope';
import { userMarkets } from './user-markets';

/** Who asks, and the bettors of their subtree (decided once; the live book adds bettors created later). */
export interface RiskScope {
  scope: Scope;
  /** The caller's own partnership, for bets carrying no chain. */
  partnershipBps: number;
  bettors: Map<string, { userName: string; chainId: number | null }>;
}

export function riskBook(services: ExchangeServices, registry: MarketRegistry) {
  const { db } = services;
  /** Share chains are immutable: read once per exchange. */
  const chains = new Map<number, ChainLevel[]>();
  /** The chain each bet carries (null: none) never changes either: read once, per open market (dropped once it is gone). */
  const betChains = new Map<string, Map<string, number | null>>();

  /** The chains of these markets' bets, from the cache, reading only bets not seen before. */
  async function chainsOfBets(perMarket: ReadonlyArray<{ entry: MarketEntry; bets: RiskBet[] }>): Promise<(bet: RiskBet, marketId: string) => number | null> {
    const unseen = perMarket.flatMap(({ entry, bets }) => bets.filter((b) => !betChains.get(entry.row.marketId)?.has(b.betId)).map((b) => [entry.row.marketId, b.betId] as const));
    if (unseen.length > 0) {
      const found = await chainIdsOfBets(db, unseen.map(([, betId]) => betId));
      for (const [marketId, betId] of unseen) {
        let known = betChains.get(marketId);
        if (!known) betChains.set(marketId, (known = new Map()));
        known.set(betId, found.get(betId) ?? null);
      }
    }
    // Dropped once gone from here; a market read from the store (one this process has not loaded) is kept for this read.
    const reading = new Set(perMarket.map(({ entry }) => entry.row.marketId));
    for (const marketId of betChains.keys()) if (!registry.get(marketId) && !reading.has(marketId)) betChains.delete(marketId);
    return (bet, marketId) => betChains.get(marketId)?.get(bet.betId) ?? null;
  }

  async function scopeFor(caller: AuthUser): Promise<RiskScope> {
    const scope = await scopeOf(db, caller);
    const [me, bettors] = await Promise.all([userById(db, caller.userId), bettorsWhere(db, inSubtree(scope))]);
    return { scope, partnershipBps: me?.partnershipBps ?? 0, bettors: new Map(bettors.map((b) => [b.userId, { userName: b.userName, chainId: b.chainId }])) };
  }

  /** The open markets where the scope's bettors have bets, each with those bettors, as `source` holds them. */
  function marketsOf(risk: RiskScope, only?: string, source: MarketRegistry = registry): Map<MarketEntry, Map<string, string>> {
    const found = new Map<MarketEntry, Map<string, string>>();
    for (const [userId, { userName }] of risk.bettors) {
      for (const entry of source.marketsOf(userId)) {
        if (only !== undefined && entry.row.marketId !== only) continue;
        let on = found.get(entry);
        if (!on) found.set(entry, (on = new Map()));
        on.set(userId, userName);
      }
    }
    return found;
  }

  async function loadChains(ids: Iterable<number>): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !chains.has(id));
    for (const [id, shares] of await chainSharesOf(db, missing)) chains.set(id, shares);
  }

  /** The caller's part of a bettor's result under a chain (or, with none, under the caller's own partnership). */
  function myPart(risk: RiskScope, bettorPnl: number, chainId: number | null): number {
    const chain = chainId === null ? undefined : chains.get(chainId);
    const me = risk.scope.userId;
    const levels: ChainLevel[] = chain ?? (risk.scope.role === 'operator' ? [{ userId: me, role: 'operator', shareBps: WHOLE_BPS }] : [{ userId: '', role: 'operator', shareBps: WHOLE_BPS - risk.partnershipBps }, { userId: me, role: risk.scope.role, shareBps: risk.partnershipBps }]);
    return (splitResult(bettorPnl, levels).find((l) => l.userId === me)?.amount ?? 0) + 0;
  }

  function myShareBps(risk: RiskScope, chainId: number | null): number {
    const chain = chainId === null ? undefined : chains.get(chainId);
    if (!chain) return risk.scope.role === 'operator' ? WHOLE_BPS : risk.partnershipBps;
    return chain.find((l) => l.userId === risk.scope.userId)?.shareBps ?? 0;
  }

  /** Rows (and, with `detail`, the bets behind them) of these markets, worst case first. */
  async function figure(risk: RiskScope, markets: Map<MarketEntry, Map<string, string>>, detail: boolean): Promise<RiskMarketDetail[]> {
    const perMarket = [...markets].map(([entry, bettors]) => ({ entry, ...marketBets(entry, bettors) }));
    const [carried, eventFacts] = await Promise.all([chainsOfBets(perMarket), eventFactsOf(db, [...new Set(perMarket.map((m) => m.entry.row.exEventId))])]);
    const chainIn = (marketId: string) => (bet: RiskBet) => carried(bet, marketId) ?? risk.bettors.get(bet.userId)?.chainId ?? null;
    await loadChains(perMarket.flatMap((m) => m.bets.map(chainIn(m.entry.row.marketId))).filter((id): id is number => id !== null));
    const rows = perMarket.map(({ entry, outcomes, bets }): RiskMarketDetail => {
      const chainOfBet = chainIn(entry.row.marketId);
      // Per bettor and chain, as settlement splits a bettor's result.
      const groups = new Map<string, { chainId: number | null; pnl: number[] }>();
      for (const bet of bets) {
        const chainId = chainOfBet(bet);
        const key = `${bet.userId}\u0000${chainId ?? ''}`;
        let group = groups.get(key);
        if (!group) groups.set(key, (group = { chainId, pnl: outcomes.map(() => 0) }));
        bet.bettorPnl.forEach((v, i) => (group.pnl[i]! += v));
      }
      const mine = outcomes.map(() => 0);
      for (const { chainId, pnl } of groups.values()) pnl.forEach((v, i) => (mine[i]! += myPart(risk, v, chainId)));
      const facts = eventFacts.get(entry.row.exEventId);
      return {
        marketId: entry.row.marketId,
        marketName: entry.row.marketName,
        kind: entry.row.kind,
        exEventId: entry.row.exEventId,
        eventName: facts?.eventName ?? entry.row.exEventId,
        sportId: facts?.sportId ?? 0,
        inPlay: entry.adapter.view(entry).inPlay,
        status: entry.engine.market.status,
        outcomes: outcomes.map((o, i) => ({ ...o, myPnl: mine[i]! })),
        worstCase: mine.length ? Math.min(...mine) : 0,
        betCount: bets.length,
        bets: detail
          ? bets
              .sort((a, b) => b.placedAt - a.placedAt)
              .map((bet) => {
                const chainId = chainOfBet(bet);
                return { ...bet, placedAt: new Date(bet.placedAt).toISOString(), myShareBps: myShareBps(risk, chainId), myPnl: bet.bettorPnl.map((v) => myPart(risk, v, chainId)) };
              })
          : [],
      };
    });
    return rows.sort((a, b) => a.worstCase - b.worstCase || a.marketId.localeCompare(b.marketId));
  }

  const rowOnly = ({ bets: _bets, ...row }: RiskMarketDetail): RiskBookRow => row;

  return {
    scopeFor,
    /** Every open market with downline bets, worst case first. */
    async book(caller: AuthUser): Promise<RiskBookRow[]> {
      const risk = await scopeFor(caller);
      // Across markets: whole in a cluster (user-markets.ts); one market's reads below go to its owner.
      const source = await userMarkets(services, registry, [...risk.bettors.keys()]);
      return (await figure(risk, marketsOf(risk, undefined, source), false)).map(rowOnly);
    },
    /** One open market's row with the downline bets behind it (none when the downline has no bet there). */
    async market(caller: AuthUser, marketId: string): Promise<RiskMarketDetail> {
      const entry = registry.get(marketId);
      if (!entry) throw notFound('MARKET_NOT_FOUND', `No open market ${marketId}`);
      const risk = await scopeFor(caller);
      const [row] = await figure(risk, marketsOf(risk, marketId), true);
      return row ?? (await figure(risk, new Map([[entry, new Map()]]), true))[0]!;
    },
    /** The live book's row of one market for a scope decided earlier; null once the market is gone or has no downline bet. */
    async rowOf(risk: RiskScope, marketId: string): Promise<RiskBookRow | null> {
      const [row] = await figure(risk, marketsOf(risk, marketId), false);
      return row ? rowOnly(row) : null;
    },
  };
}

export type RiskBook = ReturnType<typeof riskBook>;
export type { RiskBetFigure, RiskBookRow, RiskMarketDetail };
