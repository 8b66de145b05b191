import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { escapeLike } from '../../domain/hierarchy';
import type { ChainLevel } from '../../domain/partnership';

/** The rows of a raw statement, on PGlite and node-postgres alike. */
export async function rowsOf<R>(db: Db, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

/**
 * Writes a new share chain for every bettor whose path starts with `path` (the user whose share or
 * commission changed, its whole subtree; a new bettor, itself) and points users.chain_id at it — one
 * statement. A chain is the levels above the bettor, top first, each keeping its partnership_bps of
 * the whole; the top keeps the rest (domain/partnership.ts chainOf, in SQL). A bettor with no level
 * above it (made before the hierarchy) gets its site's operator at 100 %. `selfOnly`: the user at
 * `path` alone, whatever its role (a settlement meeting a bet that carried no chain).
 */
export async function writeChainsBelow(db: Db, path: string, options: { selfOnly?: boolean } = {}): Promise<number> {
  if (path.length === 0) return 0;
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with fresh as (
      insert into share_chains (bettor_id, shares, commission_bps)
      select b.user_id,
        coalesce(
          (select jsonb_agg(jsonb_build_object('userId', l.user_id, 'role', l.role, 'shareBps', l.share) order by l.ord)
             from (select a.user_id, a.role, p.ord,
                          case when p.ord = 1 then 10000 - (sum(a.partnership_bps) over () - a.partnership_bps) else a.partnership_bps end as share
                     from unnest(string_to_array(trim(both '/' from b.path), '/')) with ordinality as p(id, ord)
                     join users a on a.user_id = p.id
                    where a.user_id <> b.user_id) l),
          (select jsonb_build_array(jsonb_build_object('userId', o.user_id, 'role', o.role, 'shareBps', 10000))
             from users o where o.role = 'operator' and o.site_key = b.site_key order by o.created_at, o.user_id limit 1)),
        coalesce(b.commission_bps, 0)
      from users b
      where ${options.selfOnly ? sql`b.path = ${path}` : sql`b.path like ${`${escapeLike(path)}%`} and b.role = 'bettor'`}
      returning chain_id, bettor_id
    ), moved as (
      update users u set chain_id = fresh.chain_id from fresh where u.user_id = fresh.bettor_id returning 1
    )
    select count(*)::int as n from moved`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Chains by id (a settlement's bets' chains). */
export async function chainsByIds(db: Db, chainIds: readonly number[]): Promise<Map<number, ChainLevel[]>> {
  if (chainIds.length === 0) return new Map();
  const rows = await rowsOf<{ chain_id: number; shares: ChainLevel[] }>(
    db,
    sql`select chain_id, shares from share_chains where chain_id in (select jsonb_array_elements_text(${JSON.stringify([...new Set(chainIds)])}::jsonb)::int)`,
  );
  return new Map(rows.map((r) => [Number(r.chain_id), r.shares]));
}

/** Bettors' chains in force now, with their paths (bets stored without a chain fall back to it). */
export async function currentChainsOf(db: Db, userIds: readonly string[]): Promise<Array<{ userId: string; chainId: number | null; path: string }>> {
  if (userIds.length === 0) return [];
  const rows = await rowsOf<{ user_id: string; chain_id: number | null; path: string }>(
    db,
    sql`select user_id, chain_id, path from users where user_id in (select jsonb_array_elements_text(${JSON.stringify([...new Set(userIds)])}::jsonb))`,
  );
  return rows.map((r) => ({ userId: r.user_id, chainId: r.chain_id == null ? null : Number(r.chain_id), path: r.path }));
}

/** Each exchange order's chain on a market (the trades' sides carry the order ids). */
export async function orderChainsOf(db: Db, marketId: string): Promise<Map<string, number | null>> {
  const rows = await rowsOf<{ order_id: string; chain_id: number | null }>(db, sql`select order_id, chain_id from orders where market_id = ${marketId}`);
  return new Map(rows.map((r) => [r.order_id, r.chain_id == null ? null : Number(r.chain_id)]));
}

/**
 * The largest total share kept below a user along any one path of its subtree (the user itself not
 * counted): what its own share must leave room for.
 */
export async function keptBelow(db: Db, userPath: string): Promise<number> {
  const rows = await rowsOf<{ kept: number | null }>(
    db,
    sql`select max(s.kept)::int as kept from (
      select d.user_id, sum(a.partnership_bps) as kept
        from users d
        cross join lateral unnest(string_to_array(trim(both '/' from substr(d.path, ${userPath.length + 1})), '/')) as p(id)
        join users a on a.user_id = p.id
       where d.path like ${`${escapeLike(userPath)}%`} and d.path <> ${userPath}
       group by d.user_id) s`,
  );
  return Number(rows[0]?.kept ?? 0);
}

/** The partnership each level on a path keeps, top first (the path's own user last). */
export async function sharesOnPath(db: Db, path: string): Promise<Array<{ userId: string; role: string; partnershipBps: number }>> {
  const rows = await rowsOf<{ user_id: string; role: string; partnership_bps: number }>(
    db,
    sql`select a.user_id, a.role, a.partnership_bps
          from unnest(string_to_array(trim(both '/' from ${path}::text), '/')) with ordinality as p(id, ord)
          join users a on a.user_id = p.id
         order by p.ord`,
  );
  return rows.map((r) => ({ userId: r.user_id, role: r.role, partnershipBps: Number(r.partnership_bps) }));
}
