import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import type { PnlGroup } from '../../../contract/backoffice-reports';
import { escapeLike } from '../../domain/hierarchy';
import { rowsOf } from './share-chains';
import { walletBalanceSql } from './ledger';

/**
 * The back office's reads over pnl_shares (issue #32). `bettorsIn` is the subtree condition on the
 * bettor's row (`users`, unaliased: service/scope.ts inSubtree), `levelIn` the same on the level's
 * row (alias `u`): a level outside it is above the caller and is only ever summed as "upline".
 */
export interface ScopeSql {
  bettorsIn: SQL;
  levelIn: SQL;
  userId: string;
  /** The caller's path: a bettor's branch is the id right after it. */
  path: string;
}


export interface PnlCell {
  key: string;
  label: string;
  role: string;
  /** The level is at or below the caller. */
  inScope: boolean;
  isMe: boolean;
  amount: number;
}

function groupColumns(group: PnlGroup, path: string): { key: SQL; label: SQL } {
  switch (group) {
    case 'user': {
      const child = sql`split_part(substr(users.path, ${path.length + 1}), '/', 1)`;
      const name = sql`coalesce((select c.user_name from users c where c.user_id = ${child}), users.user_name)`;
      return { key: name, label: name };
    }
    case 'sport':
      return { key: sql`e.sport_id::text`, label: sql`(select s.sport_name from sports s where s.sport_id = e.sport_id)` };
    case 'event':
      return { key: sql`e.ex_event_id`, label: sql`e.event_name` };
    case 'market':
      return { key: sql`m.market_id`, label: sql`e.event_name || ' — ' || m.market_name` };
  }
}

/** Each level's P&L shares of the scope's bettors settled in [from, to), summed per group, role, and whether the level is the caller's or above it. */
export async function pnlCells(db: Db, scope: ScopeSql, from: Date, to: Date, group: PnlGroup): Promise<PnlCell[]> {
  const { key, label } = groupColumns(group, scope.path);
  const rows = await rowsOf<{ key: string; label: string | null; role: string; in_scope: boolean; is_me: boolean; amount: string | number }>(
    db,
    sql`select ${key} as key, ${label} as label, p.role, ${scope.levelIn} as in_scope, p.user_id = ${scope.userId} as is_me, sum(p.amount) as amount
          from pnl_shares p
          join users on users.user_id = p.bettor_id
          join users u on u.user_id = p.user_id
          join markets m on m.market_id = p.market_id
          join events e on e.ex_event_id = m.ex_event_id
         where ${scope.bettorsIn} and p.created_at >= ${from.toISOString()} and p.created_at < ${to.toISOString()}
         group by 1, 2, 3, 4, 5`,
  );
  return rows.map((r) => ({ key: r.key, label: r.label ?? r.key, role: r.role, inScope: r.in_scope, isMe: r.is_me, amount: Number(r.amount) }));
}

/**
 * What the levels above each of `levels` took of the P&L of the bettors below it, all time and since
 * `since` per level (its last settle-up with its upline): + the level owes up.
 */
export async function owedUp(db: Db, levels: ReadonlyArray<{ userId: string; path: string; since: Date | null }>): Promise<Map<string, { total: number; sinceLast: number }>> {
  const out = new Map<string, { total: number; sinceLast: number }>();
  for (const level of levels) {
    const prefix = `${escapeLike(level.path)}%`;
    const [row] = await rowsOf<{ total: string | number; since_last: string | number }>(
      db,
      sql`select coalesce(sum(p.amount), 0) as total,
                 coalesce(sum(p.amount) filter (where p.created_at > ${(level.since ?? new Date(0)).toISOString()}), 0) as since_last
            from pnl_shares p
            join users b on b.user_id = p.bettor_id
            join users u on u.user_id = p.user_id
           where b.path like ${prefix} and u.path not like ${prefix}`,
    );
    out.set(level.userId, { total: Number(row?.total ?? 0), sinceLast: Number(row?.since_last ?? 0) });
  }
  return out;
}

export interface DashboardFigures {
  downlineSize: number;
  bettors: number;
  bettorIds: string[];
  totalBalance: number;
  creditGiven: number;
  myPnlToday: number;
  myPnlWeek: number;
  downlinePnlToday: number;
  downlinePnlWeek: number;
  requestsWaiting: number;
}

/** The dashboard's figures from the store, each one statement over the scope's subtree (`bettorsIn` on `users`). */
export async function dashboardFigures(db: Db, scope: ScopeSql, dayStart: Date, weekStart: Date): Promise<DashboardFigures> {
  const [counts] = await rowsOf<{ size: number; bettors: number; bettor_ids: string[] | null; balance: string | number; credit: string | number }>(
    db,
    sql`select count(*) filter (where users.user_id <> ${scope.userId})::int as size,
               count(*) filter (where users.role = 'bettor')::int as bettors,
               array_agg(users.user_id) filter (where users.role = 'bettor') as bettor_ids,
               coalesce(sum(${sql.raw(walletBalanceSql('users.user_id'))}) filter (where users.user_id <> ${scope.userId}), 0) as balance,
               coalesce(sum(users.credit_reference) filter (where users.upline_id = ${scope.userId}), 0) as credit
          from users where ${scope.bettorsIn}`,
  );
  const [pnl] = await rowsOf<{ my_today: string | number; my_week: string | number; all_today: string | number; all_week: string | number }>(
    db,
    sql`select coalesce(sum(p.amount) filter (where p.user_id = ${scope.userId} and p.created_at >= ${dayStart.toISOString()}), 0) as my_today,
               coalesce(sum(p.amount) filter (where p.user_id = ${scope.userId}), 0) as my_week,
               coalesce(sum(p.amount) filter (where p.created_at >= ${dayStart.toISOString()}), 0) as all_today,
               coalesce(sum(p.amount), 0) as all_week
          from pnl_shares p join users on users.user_id = p.bettor_id
         where ${scope.bettorsIn} and p.created_at >= ${weekStart.toISOString()}`,
  );
  const [requests] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from banking_requests b join users c on c.user_id = b.user_id where c.upline_id = ${scope.userId} and b.status = 'PENDING'`,
  );
  return {
    downlineSize: Number(counts?.size ?? 0),
    bettors: Number(counts?.bettors ?? 0),
    bettorIds: counts?.bettor_ids ?? [],
    totalBalance: Number(counts?.balance ?? 0),
    creditGiven: Number(counts?.credit ?? 0),
    myPnlToday: Number(pnl?.my_today ?? 0),
    myPnlWeek: Number(pnl?.my_week ?? 0),
    // The levels' amounts of a bettor's result sum to minus its net: the bettors' side is their negative.
    downlinePnlToday: 0 - Number(pnl?.all_today ?? 0),
    downlinePnlWeek: 0 - Number(pnl?.all_week ?? 0),
    requestsWaiting: Number(requests?.n ?? 0),
  };
}
