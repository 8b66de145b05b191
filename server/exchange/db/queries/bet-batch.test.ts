import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { onEveryStore } from '../../http/test-harness';
import { periodClock } from '../../domain/protections';
import { BET_STATEMENTS } from './bet-batch';

type PlanNode = { 'Relation Name'?: string; 'Actual Loops'?: number; Plans?: PlanNode[] };

/** Loops of every scan of `relation` in an EXPLAIN ANALYZE plan: how many times the statement probed it. */
function probesOf(node: PlanNode, relation: string): number {
  const own = node['Relation Name'] === relation ? (node['Actual Loops'] ?? 0) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + probesOf(child, relation), 0);
}

/**
 * The batch's read looks each key and each bettor up once. PostgreSQL flattens a subquery whose column
 * is filtered on (`where x.funds is not null`) and then evaluates the correlated lookup twice per row,
 * for the filter and for the row; `offset 0` in the statement keeps it to one.
 */
onEveryStore('the bet batch read', (api) => {
  it.each(['bet_batch_read', 'bet_batch_read_shared'])('%s probes each idempotency key and each bettor once', async (name) => {
    const db = api().database.db;
    const statement = BET_STATEMENTS.find((s) => s.name === name)!;
    const users = ['u-demo', 'u-mm1', 'u-mm2'];
    const keys = [...users.map((u) => ({ user_id: u, key: `zz-probe-${u}` })), { user_id: 'u-demo', key: 'zz-probe-2' }];
    // One key already answered: its row is found (and so filtered in) and built.
    await db.execute(sql`insert into idempotency_keys (user_id, key, request_hash, status_code, response) values ('u-demo', 'zz-probe-u-demo', 'h', 200, '{}') on conflict do nothing`);
    const literal = (v: unknown) => `'${JSON.stringify(v).replaceAll("'", "''")}'`;
    const text = statement.text.replace('$1', literal(keys)).replace(/\$2/g, literal(users)).replace(/\$3/g, literal(periodClock(new Date())));
    const result = (await db.execute(sql.raw(`explain (analyze, format json) ${text}`))) as unknown as { rows: Array<Record<string, unknown>> };
    const cell = Object.values(result.rows[0]!)[0];
    const [{ Plan: plan }] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
    expect(probesOf(plan, 'idempotency_keys')).toBe(keys.length);
    expect(probesOf(plan, 'users')).toBe(users.length);
  });
});
