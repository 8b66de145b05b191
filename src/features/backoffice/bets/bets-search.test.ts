import { describe, expect, it } from 'vitest';
import { betsVariables, cursorsFromSearch, filterFromSearch, searchOf } from './bets-search';

const now = new Date('2026-11-22T12:00:00');

describe('the bet list in the URL', () => {
  it('opens on the last 7 days, every status, the first page', () => {
    const search = new URLSearchParams('');
    expect(filterFromSearch(search, now)).toEqual({ userName: '', sportId: '', marketId: '', status: 'ALL', range: { from: '2026-11-16', to: '2026-11-22' } });
    const vars = betsVariables(search, now);
    expect(vars.filter).toEqual({ from: new Date('2026-11-16T00:00:00').toISOString(), to: new Date('2026-11-23T00:00:00').toISOString() });
    expect(vars).toMatchObject({ first: 50, after: null });
  });
  it('carries every filter and the pages walked, and reads them back', () => {
    const filter = { userName: 'demo', sportId: '4', marketId: '1.2001', status: 'SETTLED' as const, range: { from: '2026-11-01', to: '2026-11-10' } };
    const search = new URLSearchParams(searchOf(filter, ['c1', 'c2']));
    expect(filterFromSearch(search, now)).toEqual(filter);
    expect(cursorsFromSearch(search)).toEqual(['c1', 'c2']);
    expect(betsVariables(search, now)).toMatchObject({ filter: { userName: 'demo', sportId: 4, marketId: '1.2001', status: 'SETTLED' }, after: 'c2' });
  });
  it('ignores a status or sport it does not know instead of sending it', () => {
    const vars = betsVariables(new URLSearchParams('status=WON&sport=cricket'), now);
    expect(vars.filter).not.toHaveProperty('status');
    expect(vars.filter).not.toHaveProperty('sportId');
  });
});
