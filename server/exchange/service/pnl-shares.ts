/**
 * The settlement split (issue #32, docs/adr/partnership.md): in the settling transaction, each
 * bettor's net result on the market (after commission) is split along the chain its bets carried,
 * and written to pnl_shares under the settlement's version. A resettlement or void first writes
 * `reverse` rows cancelling the previous version's split. For every version the levels' rows plus
 * the bettors' nets sum to zero (domain/partnership.ts splitResult).
 */
import type { Db } from '../db/client';
import { insertShares, reversePreviousShares, type PnlShareRow } from '../db/queries/pnl-shares';
import { chainsByIds, currentChainsOf, orderChainsOf, writeChainsBelow } from '../db/queries/share-chains';
import { allocate, splitResult } from '../domain/partnership';
import type { Settlement } from '../domain/settlement';
import { settle } from '../markets/kinds';
import type { SettlementInput } from '../markets/kinds/types';

/** Joins a bettor and a chain id into one settlement "user", so the market's own settle() sums per chain group. */
const SEP = '\u0001';
const groupKey = (userId: string, chainId: number) => `${userId}${SEP}${chainId}`;

/**
 * The chain each bet carried: the order's (exchange) or the house bet's; a bet stored before chains
 * existed takes its bettor's chain in force now (one is written for a bettor that has none).
 */
async function chainResolver(db: Db, input: SettlementInput) {
  const orderChains = input.trades.length > 0 ? await orderChainsOf(db, input.row.marketId) : new Map<string, number | null>();
  const userIds = [...input.trades.flatMap((t) => [t.backUserId, t.layUserId]), ...input.houseBets.map((b) => b.userId)];
  let current = await currentChainsOf(db, userIds);
  const missing = current.filter((c) => c.chainId === null);
  if (missing.length > 0) {
    for (const m of missing) await writeChainsBelow(db, m.path, { selfOnly: true });
    current = await currentChainsOf(db, userIds);
  }
  const fallback = new Map(current.map((c) => [c.userId, c.chainId]));
  return {
    ofOrder: (orderId: string, userId: string) => orderChains.get(orderId) ?? fallback.get(userId) ?? 0,
    ofBettor: (chainId: number | null, userId: string) => chainId ?? fallback.get(userId) ?? 0,
  };
}

/** Each bettor's gross result per chain group, from the market's own settlement of the relabelled bets. */
async function grossByChain(db: Db, input: SettlementInput): Promise<Map<string, Array<{ chainId: number; gross: number }>>> {
  const chain = await chainResolver(db, input);
  const relabelled = await settle(input.row.kind, {
    ...input,
    trades: input.trades.map((t) => ({
      ...t,
      backUserId: groupKey(t.backUserId, chain.ofOrder(t.backOrderId, t.backUserId)),
      layUserId: groupKey(t.layUserId, chain.ofOrder(t.layOrderId, t.layUserId)),
    })),
    houseBets: input.houseBets.map((b) => {
      const userId = groupKey(b.userId, chain.ofBettor(b.chainId, b.userId));
      return { ...b, userId, bet: { ...b.bet, userId } };
    }),
  });
  const byUser = new Map<string, Array<{ chainId: number; gross: number }>>();
  for (const r of relabelled.results) {
    const [userId, chainId] = r.userId.split(SEP) as [string, string];
    byUser.set(userId, [...(byUser.get(userId) ?? []), { chainId: Number(chainId), gross: r.profitAndLoss }]);
  }
  return byUser;
}

/**
 * Writes the split of `settlement` (version `input.version` of the market) in the settling
 * transaction `db`. A void writes only the reversal of the previous version.
 */
export async function splitSettlement(db: Db, input: SettlementInput, settlement: Settlement): Promise<void> {
  const { marketId } = input.row;
  if (input.version > 1) await reversePreviousShares(db, marketId, input.version);
  if ('void' in input.result || settlement.results.every((r) => r.profitAndLoss - r.commission === 0)) return;
  const groups = await grossByChain(db, input);
  const parts: Array<{ bettorId: string; chainId: number; net: number }> = [];
  for (const r of settlement.results) {
    const mine = groups.get(r.userId) ?? [];
    const gross = mine.reduce((sum, g) => sum + g.gross, 0);
    if (gross !== r.profitAndLoss) throw new Error(`Chain groups of ${r.userId} on ${marketId} sum to ${gross}, not ${r.profitAndLoss}`);
    // Commission falls on the winning groups, in proportion to what each won (the allocation sums exactly).
    const commission = allocate(r.commission, mine.map((g) => Math.max(g.gross, 0)));
    mine.forEach((g, i) => parts.push({ bettorId: r.userId, chainId: g.chainId, net: g.gross - commission[i]! }));
  }
  const chains = await chainsByIds(db, parts.map((p) => p.chainId));
  const rows: PnlShareRow[] = [];
  for (const p of parts) {
    if (p.net === 0) continue;
    const chain = chains.get(p.chainId);
    if (!chain) throw new Error(`No share chain for ${p.bettorId} on ${marketId}`);
    for (const level of splitResult(p.net, chain)) rows.push({ bettorId: p.bettorId, userId: level.userId, role: level.role, chainId: p.chainId, shareBps: level.shareBps, amount: level.amount });
  }
  await insertShares(db, marketId, input.version, rows);
}
