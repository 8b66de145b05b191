/**
 * `bench:cluster --pg-stats=FILE`: PostgreSQL's own account of each measured round, statement by statement
 * (pg_stat_statements, preloaded into the bench's server for this option only), beside the tiers' CPU per bet.
 * Before a round the counters are reset; after it FILE gets the round's statements on its database, the
 * costliest first: calls and execution time per acknowledged bet, time and shared buffers per call, and the
 * commit-log and multixact lookups of the round. Execution time is wall time inside the server: on a machine
 * whose cores are all busy it counts the waits for a core too.
 */
import { appendFileSync } from 'node:fs';
import type pg from 'pg';

/** The server settings the option needs (`-c name=value`). */
export const PG_STATS_SETTINGS: Record<string, string> = { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all' };

const TOP = 12;

/** Zeroes the statement and SLRU counters (for every database of the server). */
export async function resetStatementStats(pool: pg.Pool): Promise<void> {
  await pool.query('create extension if not exists pg_stat_statements');
  await pool.query('select pg_stat_statements_reset()');
  await pool.query('select pg_stat_reset_slru(null)');
}

interface StatementRow {
  calls: string;
  ms: number;
  hit: string;
  query: string;
}

/** Appends the round's statements on `database` to `file`: what its `bets` acknowledged bets cost PostgreSQL. */
export async function appendStatementStats(pool: pg.Pool, file: string, label: string, database: string, bets: number): Promise<void> {
  const { rows } = await pool.query<StatementRow>(
    `select s.calls, s.total_exec_time as ms, s.shared_blks_hit as hit, regexp_replace(s.query, '[[:space:]]+', ' ', 'g') as query
     from pg_stat_statements s join pg_database d on d.oid = s.dbid
     where d.datname = $1 order by s.total_exec_time desc limit ${TOP}`,
    [database],
  );
  const slru = await pool.query<{ name: string; hits: string }>(`select name, blks_hit + blks_read as hits from pg_stat_slru where name in ('Xact', 'MultiXactOffset', 'MultiXactMember')`);
  const per = Math.max(1, bets);
  const lines = rows.map((r) => {
    const calls = Number(r.calls);
    const perCall = (value: number) => (calls > 0 ? value / calls : 0);
    return [(calls / per).toFixed(2), ((r.ms * 1000) / per).toFixed(1), (perCall(r.ms) * 1000).toFixed(1), perCall(Number(r.hit)).toFixed(1), r.query.slice(0, 140)].join('\t');
  });
  const lookups = slru.rows.map((r) => `${r.name} ${(Number(r.hits) / per).toFixed(2)}`).join(', ');
  appendFileSync(
    file,
    `\n## ${label}: ${bets} bets on database ${database}\n` +
      `SLRU pages looked up per bet (the whole server): ${lookups}\n` +
      `calls/bet\texec µs/bet\tµs/call\tbuffers hit/call\tstatement\n${lines.join('\n')}\n`,
  );
}
