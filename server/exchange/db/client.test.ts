import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { pgliteOptions } from './client';

describe('pgliteOptions', () => {
  it('adds the buffers (PGLITE_SHARED_BUFFERS, 32MB by default) and wal_init_zero=off to PGlite’s defaults, and fsync unless PGLITE_FSYNC=off', () => {
    const defaults = ['--single', '-F'];
    const durable = ['-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
    expect(pgliteOptions(defaults, {}).startParams).toEqual(['--single', '-c', 'shared_buffers=32MB', '-c', 'wal_init_zero=off', ...durable]);
    expect(pgliteOptions(defaults, { PGLITE_SHARED_BUFFERS: '16MB' }).startParams).toEqual(['--single', '-c', 'shared_buffers=16MB', '-c', 'wal_init_zero=off', ...durable]);
    expect(pgliteOptions(defaults, { PGLITE_FSYNC: 'off' }).startParams).toEqual(['--single', '-F', '-c', 'shared_buffers=32MB', '-c', 'wal_init_zero=off']);
  });

  it('gives a store whose Postgres runs with them, and with fsync off when PGLITE_FSYNC=off', async () => {
    const db = await PGlite.create(pgliteOptions(PGlite.defaultStartParams, { PGLITE_FSYNC: 'off' }));
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
