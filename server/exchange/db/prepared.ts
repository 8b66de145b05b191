import type { Db } from './client';

/**
 * A statement prepared once per connection and then only executed: PostgreSQL parses and plans it
 * once, not per call. For the statements the bet batch runs every few milliseconds: on PGlite,
 * planning a batch's JSON read or its four-table write cost more than running it (a prepared
 * EXECUTE of the read takes ~0.35 ms against ~1.1 ms sent as text and ~2 ms through Drizzle).
 * Parameters are text; the statement casts them.
 */
export interface PreparedStatement {
  /** An SQL identifier, unique in the process. */
  readonly name: string;
  /** One per parameter, `$1`…; only `text` is supported (see `literal`). */
  readonly params: number;
  readonly text: string;
}

export function preparedStatement(name: string, params: number, text: string): PreparedStatement {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Prepared statement name must be a lower-case SQL identifier: ${name}`);
  return { name, params, text };
}

/** What both drivers' connections (PGlite or one of its transactions; node-postgres) offer here. */
interface PgliteLike {
  exec(sql: string): Promise<Array<{ rows: unknown[] }>>;
  query<R>(sql: string): Promise<{ rows: R[] }>;
}
interface NodePostgresLike {
  query<R>(config: { name: string; text: string; values: string[] }): Promise<{ rows: R[] }>;
}

/** Drizzle's connection under a database or transaction (its session's client). */
function connectionOf(db: Db): PgliteLike | NodePostgresLike {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof (client as { query?: unknown }).query !== 'function') throw new Error('No driver connection under this database handle');
  return client as PgliteLike | NodePostgresLike;
}

const isPglite = (client: PgliteLike | NodePostgresLike): client is PgliteLike => typeof (client as PgliteLike).exec === 'function';

/**
 * A text parameter as an SQL string literal (for PGlite's EXECUTE, which takes no bound parameters):
 * quotes doubled, under standard_conforming_strings (checked when statements are prepared), so a
 * backslash is an ordinary character. PostgreSQL text cannot hold NUL; JSON.stringify escapes it.
 */
function literal(value: string): string {
  if (value.includes('\u0000')) throw new Error('A text parameter cannot contain NUL');
  return `'${value.replaceAll("'", "''")}'`;
}

/** PGlite: prepares the statements on its one session (once, after migrations). */
export async function prepareOnPglite(client: PgliteLike, statements: readonly PreparedStatement[]): Promise<void> {
  const { rows } = await client.query<{ standard_conforming_strings: string }>('show standard_conforming_strings');
  if (rows[0]?.standard_conforming_strings !== 'on') throw new Error('Prepared statements need standard_conforming_strings = on');
  for (const s of statements) {
    const types = Array.from({ length: s.params }, () => 'text').join(', ');
    await client.exec(`prepare ${s.name}${s.params ? `(${types})` : ''} as ${s.text}`);
  }
}

/**
 * Executes a prepared statement on the handle's connection (a transaction's, inside one). PGlite:
 * `EXECUTE name(...)` of a statement prepared at open, sent as one simple-protocol query (`exec`:
 * Query and Sync, two calls into its Postgres) rather than through `query`, whose extended protocol
 * makes six (Parse, Describe, Bind, Describe, Execute, Sync) for a text with no parameters to bind;
 * each call is a pass of Postgres's main loop and a protocol parse on the event loop. node-postgres:
 * a named query, which the driver prepares on each pooled connection the first time it runs there.
 */
export async function runPrepared<R>(db: Db, statement: PreparedStatement, values: readonly string[]): Promise<R[]> {
  if (values.length !== statement.params) throw new Error(`${statement.name} takes ${statement.params} parameters, got ${values.length}`);
  const client = connectionOf(db);
  if (isPglite(client)) {
    const args = values.length ? `(${values.map(literal).join(', ')})` : '';
    const results = await client.exec(`execute ${statement.name}${args}`);
    return (results[0]?.rows ?? []) as R[];
  }
  return (await client.query<R>({ name: statement.name, text: statement.text, values: [...values] })).rows;
}
