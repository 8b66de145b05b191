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
  /** A simple-protocol query: one result, or one per statement when it holds several. */
  query(text: string): Promise<{ rows: unknown[] } | Array<{ rows: unknown[] }>>;
  /**
   * A connection that holds a statement whose answer nobody reads, to send it with the transaction's
   * next statement or its end (the owner connection's transactions: cluster/owner-connection.ts).
   */
  defer?(statement: string): void;
  /** The driver's connection under a wrapping one (the statements prepared by SQL are kept per connection). */
  underlying?: object;
}

/** Drizzle's connection under a database or transaction (its session's client). */
function connectionOf(db: Db): PgliteLike | NodePostgresLike {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof (client as { query?: unknown }).query !== 'function') throw new Error('No driver connection under this database handle');
  return client as PgliteLike | NodePostgresLike;
}

const isPglite = (client: PgliteLike | NodePostgresLike): client is PgliteLike => typeof (client as PgliteLike).exec === 'function';

/**
 * A text parameter as an SQL string literal (for an EXECUTE sent as a simple-protocol query, which binds no parameters):
 * quotes doubled, under standard_conforming_strings (checked when statements are prepared), so a
 * backslash is an ordinary character. PostgreSQL text cannot hold NUL; JSON.stringify escapes it.
 */
function literal(value: string): string {
  if (value.includes('\u0000')) throw new Error('A text parameter cannot contain NUL');
  return `'${value.replaceAll("'", "''")}'`;
}

function checkParams(statement: PreparedStatement, values: readonly string[]): void {
  if (values.length !== statement.params) throw new Error(`${statement.name} takes ${statement.params} parameters, got ${values.length}`);
}

/** SQL that prepares `statement` as `name`, its parameters text. */
function prepareSql(name: string, statement: PreparedStatement): string {
  const types = Array.from({ length: statement.params }, () => 'text').join(', ');
  return `prepare ${name}${statement.params ? `(${types})` : ''} as ${statement.text}`;
}

/** SQL that executes the statement prepared as `name` with these text parameters. */
const executeSql = (name: string, values: readonly string[]) => `execute ${name}${values.length ? `(${values.map(literal).join(', ')})` : ''}`;

/** PGlite: prepares the statements on its one session (once, after migrations). */
export async function prepareOnPglite(client: PgliteLike, statements: readonly PreparedStatement[]): Promise<void> {
  const { rows } = await client.query<{ standard_conforming_strings: string }>('show standard_conforming_strings');
  if (rows[0]?.standard_conforming_strings !== 'on') throw new Error('Prepared statements need standard_conforming_strings = on');
  for (const s of statements) await client.exec(prepareSql(s.name, s));
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
  checkParams(statement, values);
  const client = connectionOf(db);
  if (isPglite(client)) {
    const results = await client.exec(executeSql(statement.name, values));
    return (results[0]?.rows ?? []) as R[];
  }
  return (await client.query<R>({ name: statement.name, text: statement.text, values: [...values] })).rows;
}

/**
 * The name a statement is prepared under by SQL `PREPARE` on a node-postgres connection (for
 * runPreparedInOrder), apart from the one the driver prepares it under by protocol: the driver would
 * otherwise try to prepare its name a second time on that connection.
 */
const sqlName = (statement: PreparedStatement) => `${statement.name}__sql`;
/** node-postgres connections, and the statements prepared on each by SQL (by name): a session keeps them, through rollbacks. */
const sqlPrepared = new WeakMap<object, Set<string>>();

/**
 * Several prepared statements sent in one round trip and run in order on the handle's connection (a
 * transaction's, inside one); the rows of each. Each is a statement of its own, so under READ COMMITTED
 * each takes its own snapshot: a statement after one that waited for a row lock sees what the lock's
 * holder committed. One simple-protocol query of `EXECUTE`s: on PGlite of the statements prepared at
 * open; on node-postgres of the same statements prepared by SQL on the connection the first time it
 * runs them (one more round trip, once per connection). A failing statement fails the call (and
 * aborts the transaction it is in); the ones after it do not run.
 */
export async function runPreparedInOrder(db: Db, steps: ReadonlyArray<readonly [PreparedStatement, readonly string[]]>): Promise<unknown[][]> {
  for (const [statement, values] of steps) checkParams(statement, values);
  if (steps.length === 0) return [];
  const client = connectionOf(db);
  let results: Array<{ rows: unknown[] }>;
  if (isPglite(client)) {
    results = await client.exec(steps.map(([s, values]) => executeSql(s.name, values)).join(';\n'));
  } else {
    await prepareBySql(client, steps.map(([s]) => s));
    const answer = await client.query(steps.map(([s, values]) => executeSql(sqlName(s), values)).join(';\n'));
    results = Array.isArray(answer) ? answer : [answer];
  }
  if (results.length !== steps.length) throw new Error(`${steps.length} statements answered ${results.length} results`);
  return results.map((r) => r.rows);
}

/** Prepares by SQL, on a node-postgres connection, those of `statements` not prepared there yet (one round trip, once per connection). */
async function prepareBySql(client: NodePostgresLike, statements: readonly PreparedStatement[]): Promise<void> {
  const key = client.underlying ?? client;
  let prepared = sqlPrepared.get(key);
  if (!prepared) sqlPrepared.set(key, (prepared = new Set()));
  // Every call after the first on a connection finds its statements prepared and stops here.
  if (statements.every((s) => prepared.has(s.name))) return;
  const missing = [...new Set(statements)].filter((s) => !prepared.has(s.name));
  const answer = await client.query([`select current_setting('standard_conforming_strings') as setting`, ...missing.map((s) => prepareSql(sqlName(s), s))].join(';\n'));
  for (const s of missing) prepared.add(s.name);
  // `literal` doubles quotes only: a backslash must be an ordinary character.
  const setting = (Array.isArray(answer) ? answer[0] : answer)?.rows[0] as { setting?: string } | undefined;
  if (setting?.setting !== 'on') throw new Error('Prepared statements need standard_conforming_strings = on');
}

/**
 * A prepared statement whose rows nobody reads (a write), run in order with the transaction's other
 * statements. On a connection that defers (the owner connection's transactions) it is held and sent
 * with the transaction's next statement or with its COMMIT, saving a round trip; its failure then fails
 * that statement or the commit, and so the transaction, as it would have failed here. Elsewhere it runs
 * now (runPrepared).
 */
export async function runPreparedDeferred(db: Db, statement: PreparedStatement, values: readonly string[]): Promise<void> {
  checkParams(statement, values);
  const client = connectionOf(db);
  if (isPglite(client) || !client.defer) {
    await runPrepared(db, statement, values);
    return;
  }
  await prepareBySql(client, [statement]);
  client.defer(executeSql(sqlName(statement), values));
}
