/**
 * Unmatched bets that rest on markets of every exchange process, for the cluster tests of bettor-wide
 * cancels (the dead-man switch): the markets, picked by who holds their partition's lease, and a back
 * of SIZE at PRICE on each through a gateway (no lay offers that price, so it rests), with their bet
 * ids; and the stored unmatched remainder of bets.
 */
import type pg from 'pg';
import { partitionOf } from '../../server/bus/subjects';
import type { ClusterProcess } from '../support/cluster';
import { placeBet } from './graphql-client';

export const SIZE = 2_000; // ₹20
export const PRICE = 1000;

export interface RestingMarket {
  market_id: string;
  runner_id: string;
}

/** `perExchange` open exchange markets (no delay, not in play, SIZE within stakes) owned by each of `exchanges`, by the lease holders `holders` (partition → pid). */
export async function marketsOfEach(pool: pg.Pool, holders: ReadonlyMap<number, number>, exchanges: readonly ClusterProcess[], perExchange: number): Promise<RestingMarket[]> {
  const { rows } = await pool.query<RestingMarket>(
    `select m.market_id, min(r.runner_id) as runner_id
       from markets m join runners r on r.market_id = m.market_id
      where m.kind = 'exchange' and m.status = 'OPEN' and m.bet_delay_ms = 0 and not m.in_play
        and m.min_stake <= $1 and m.max_stake >= $1
      group by m.market_id order by m.market_id`,
    [SIZE],
  );
  return exchanges.flatMap((exchange) => rows.filter((r) => holders.get(partitionOf(r.market_id)) === exchange.pid).slice(0, perExchange));
}

/** Rests one unmatched back on each market through the gateway at `gatewayUrl`; answers their bet ids. `tag` keeps idempotency keys apart. */
export async function restBets(gatewayUrl: string, token: string, markets: readonly RestingMarket[], tag: string): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, market] of markets.entries()) {
    const key = `${tag}-${Date.now().toString(36)}-${i}`;
    const placed = await placeBet(gatewayUrl, token, { idempotencyKey: key, marketId: market.market_id, side: 'BACK', size: SIZE, runnerId: market.runner_id, price: PRICE });
    if (!placed.data) throw new Error(`bet on ${market.market_id} refused: ${placed.code}`);
    ids.push(placed.data.betId);
  }
  return ids;
}

/** The stored unmatched remainder of each bet, in order (-1: not stored). */
export async function remainingOf(pool: pg.Pool, betIds: readonly string[]): Promise<number[]> {
  const { rows } = await pool.query<{ order_id: string; size_remaining: string }>('select order_id, size_remaining from orders where order_id = any($1)', [betIds]);
  const by = new Map(rows.map((r) => [r.order_id, Number(r.size_remaining)]));
  return betIds.map((id) => by.get(id) ?? -1);
}
