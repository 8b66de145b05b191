import pg from 'pg';
import { vi } from 'vitest';

/**
 * What `work` sends to PostgreSQL, one text per node-postgres `query` call (a simple-protocol query of
 * several statements is one text: one round trip), from every client in this process but the owner
 * connection's idle ping (`select 1`) and those `skip` names (a test's own client, say).
 */
export async function queriesSentDuring<T>(work: () => Promise<T>, skip: (client: pg.Client) => boolean = () => false): Promise<{ result: T; texts: string[] }> {
  const texts: string[] = [];
  const original = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    const text = typeof first === 'string' ? first : first.text;
    if (text !== 'select 1' && !skip(this)) texts.push(text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
  try {
    return { result: await work(), texts };
  } finally {
    spy.mockRestore();
  }
}
