/**
 * What the cluster tests read straight from PostgreSQL, the system of record (issue #33): which
 * acknowledged bets are stored, the exchange markets to bet on, and the trades' own evidence that no market was
 * matched by two processes: two matchers of one market would number trades from the same counter
 * (gaps or collisions) and fill the same resting order twice (traded beyond its size, or the order's
 * matched size and its trades disagreeing).
 */
import type pg from 'pg';

export interface BetMarket {
  marketId: string;
  runners: string[];
}

/** Open pre-play exchange markets with no bet delay and at least two runners. */
export async function exchangeMarkets(pool: pg.Pool): Promise<BetMarket[]> {
  const { rows } = await pool.query<{ market_id: string; runners: string[] }>(
    `select m.market_id, array_agg(r.runner_id order by r.sort_order, r.runner_id) as runners
       from markets m join runners r on r.market_id = m.market_id
      where m.kind = 'exchange' and m.status = 'OPEN' and m.bet_delay_ms = 0 and not m.in_play
      group by m.market_id having count(*) >= 2 order by m.market_id`,
  );
  return rows.map((r) => ({ marketId: r.market_id, runners: r.runners }));
}

/** The acknowledged bet ids that are NOT in the orders table. */
export async function missingOrders(pool: pg.Pool, betIds: string[]): Promise<string[]> {
  const { rows } = await pool.query<{ order_id: string }>('select order_id from orders where order_id = any($1::text[])', [betIds]);
  const stored = new Set(rows.map((r) => r.order_id));
  return betIds.filter((id) => !stored.has(id));
}

/**
 * Every inconsistency in the trades that a second matcher of a market would leave, as readable
 * lines (empty: none): per market, trade ids not 1..n without a gap; per order, its trades' sum
 * beyond its size or unequal to its recorded matched size.
 */
export async function tradeAnomalies(pool: pg.Pool): Promise<string[]> {
  const gaps = await pool.query<{ market_id: string; n: string; lo: number; hi: number }>(
    `select market_id, count(*) as n, min(trade_id) as lo, max(trade_id) as hi from trades group by market_id
     having count(*) <> max(trade_id) - min(trade_id) + 1`,
  );
  const orders = await pool.query<{ order_id: string; market_id: string; size: string; size_matched: string; traded: string }>(
    `with t as (
       select order_id, sum(size) as traded from (
         select back_order_id as order_id, size from trades union all select lay_order_id, size from trades) x
       group by order_id)
     select o.order_id, o.market_id, o.size, o.size_matched, coalesce(t.traded, 0) as traded
       from orders o left join t on t.order_id = o.order_id
      where coalesce(t.traded, 0) > o.size or coalesce(t.traded, 0) <> o.size_matched`,
  );
  return [
    ...gaps.rows.map((r) => `${r.market_id}: ${r.n} trades numbered ${r.lo}..${r.hi}`),
    ...orders.rows.map((r) => `${r.market_id} order ${r.order_id}: size ${r.size}, matched ${r.size_matched}, trades sum ${r.traded}`),
  ];
}

/** One stretch of a market's trades (in trade id order) written by one process: its instance id (`host:pid:rand`, trades.writer_id; null: none recorded) and how many trades. */
export interface WriterRun {
  writer: string | null;
  trades: number;
}

/** Per market, its trades matched since `sinceMs` as runs of one writer each, in trade id order: a market matched by one process has one run, one taken over at a kill two. */
export async function tradeWriterRuns(pool: pg.Pool, sinceMs: number): Promise<Map<string, WriterRun[]>> {
  const { rows } = await pool.query<{ market_id: string; writer_id: string | null }>(
    'select market_id, writer_id from trades where matched_at >= $1 order by market_id, trade_id',
    [sinceMs],
  );
  const runs = new Map<string, WriterRun[]>();
  for (const row of rows) {
    const list = runs.get(row.market_id) ?? [];
    const last = list[list.length - 1];
    if (last && last.writer === row.writer_id) last.trades += 1;
    else list.push({ writer: row.writer_id, trades: 1 });
    runs.set(row.market_id, list);
  }
  return runs;
}

/** The node pid in an instance id (`host:pid:rand`, server/cluster/instance-id.ts); null when it is none. */
export function pidOfWriter(writer: string | null): number | null {
  const pid = writer === null ? NaN : Number(writer.split(':').at(-2));
  return Number.isInteger(pid) ? pid : null;
}
