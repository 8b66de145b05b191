import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { pgliteOptions } from './client';

describe('pgliteOptions', () => {
  it('adds the buffers (PGLITE_SHARED_BUFFERS, 32MB by default) and wal_init_zero=off to PGlite’s defaults', () => {
    const defaults = ['--single', '-F'];
    expect(pgliteOptions(defaults, {}).startParams).toEqual(['--single', '-F', '-c', 'shared_buffers=32MB', '-c', 'wal_init_zero=off']);
    expect(pgliteOptions(defaults, { PGLITE_SHARED_BUFFERS: '16MB' }).startParams).toEqual(['--single', '-F', '-c', 'shared_buffers=16MB', '-c', 'wal_init_zero=off']);
  });

  it('gives a store whose Postgres runs with them, and with fsync off (what README says of PGlite’s durability)', async () => {
    const db = await PGlite.create(pgliteOptions(PGlite.defaultStartParams, {}));
    try {
      const show = async (name: string) => (await db.query<Record<string, string>>(`show ${name}`)).rows[0]?.[name];
      expect(await show('shared_buffers')).toBe('32MB');
      expect(await show('wal_init_zero')).toBe('off');
      expect(await show('fsync')).toBe('off');
    } finally {
      await db.close();
    }
  });
});
