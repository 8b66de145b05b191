import { describe, expect, it } from 'vitest';
import { downlineHref, downlineVariables, placeOf } from './downline-paths';

const at = (search: string) => new URL(`http://x/backoffice/downline${search}`);

describe('the tree’s address', () => {
  it('round-trips a place', () => {
    const place = { parent: 'master1', search: 'ag', after: 'agent50', from: 50, user: 'agent51' };
    expect(placeOf(new URL(`http://x${downlineHref(place)}`))).toEqual(place);
    expect(downlineHref({})).toBe('/backoffice/downline');
  });

  it('reads a bad row number as the first page', () => {
    expect(placeOf(at('?from=-3')).from).toBe(0);
    expect(placeOf(at('?from=abc')).from).toBe(0);
  });

  it('asks for the opened level’s trail and the card only when the address names them', () => {
    expect(downlineVariables({}, at(''))).toEqual({ parent: null, search: null, first: 50, after: null, withParent: false, openedName: '', withUser: false, user: '' });
    expect(downlineVariables({}, at('?parent=m1&user=a1'))).toMatchObject({ parent: 'm1', withParent: true, openedName: 'm1', withUser: true, user: 'a1' });
  });
});
