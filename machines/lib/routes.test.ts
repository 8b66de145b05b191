import { describe, expect, expectTypeOf, it } from 'vitest';
import { isLandingPath, matchRoute, pathTo, ROUTE_TABLE, ROUTES, type RouteKey, type RouteParamName } from './routes';

describe('the route table', () => {
  it('names each route once, by a key, with a pattern of its own', () => {
    expect(ROUTES.map((r) => r.key)).toEqual(Object.keys(ROUTE_TABLE));
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length);
  });

  it('builds every route’s address from its key, and matches it back to the same key and values', () => {
    for (const { key, pattern } of ROUTES) {
      const names = pattern.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));
      const params = Object.fromEntries(names.map((n, i) => [n, `v ${i}/x`]));
      const path = (pathTo as (k: RouteKey, p?: Record<string, string>) => string)(key, params);
      expect(matchRoute(path), path).toEqual({ key, params });
    }
  });

  it('encodes parameter values, and decodes them when matching', () => {
    expect(pathTo('marketDetails', { eventId: 41001, id: 4 })).toBe('/marketdetails/41001/4');
    expect(pathTo('userBetHistory', { marketId: '1.2/3', sportsId: 4 })).toBe('/userBetHistory/1.2%2F3/4');
    expect(pathTo('index')).toBe('/');
    expect(matchRoute('/ballByBall/4/a%20b?tab=1#x')).toEqual({ key: 'ballByBall', params: { sportId: '4', eventId: 'a b' } });
  });

  it('matches no path outside the table, nor one whose parameter is not a valid encoding', () => {
    for (const path of ['/nowhere', '/marketdetails/1', '/marketdetails/1/2/3', '/banking/deposit', '/marketdetails/%E0%A4%A/4']) expect(matchRoute(path), path).toBeUndefined();
  });

  it('knows home’s two addresses', () => {
    expect(['/', '/home', '/home/', '/home?x=1'].map(isLandingPath)).toEqual([true, true, true, true]);
    expect(['/inplay', '/layout', '/homes'].map(isLandingPath)).toEqual([false, false, false]);
  });

  it('types each route’s parameters from its pattern: a misspelt key or a missing parameter does not compile', () => {
    expectTypeOf<RouteParamName<'marketDetails'>>().toEqualTypeOf<'eventId' | 'id'>();
    expectTypeOf<RouteParamName<'home'>>().toEqualTypeOf<never>();
    const checks = [
      // @ts-expect-error a key the table does not have
      () => pathTo('marketDetail', { eventId: 1, id: 2 }),
      // @ts-expect-error a parameter is missing
      () => pathTo('marketDetails', { eventId: 1 }),
      // @ts-expect-error a route with parameters needs them
      () => pathTo('ballByBall'),
      // @ts-expect-error a route without parameters takes none
      () => pathTo('home', { id: 1 }),
    ];
    expect(checks).toHaveLength(4);
  });
});
