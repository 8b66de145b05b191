import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type RouteKey } from '../../machines/lib/routes';
import { APP_ROUTES, ROUTE_VIEWS } from './route-table';
import type { RouteView } from './route-view';

describe('the one route table', () => {
  it('gives every route of machines/lib/routes.ts its page, in the table’s order, with its pattern and guard', () => {
    expect(APP_ROUTES.map((r) => r.key)).toEqual(Object.keys(ROUTE_TABLE));
    for (const r of APP_ROUTES) {
      expect(r).toMatchObject(ROUTE_TABLE[r.key]);
      expect(r.view).toBe(ROUTE_VIEWS[r.key]);
      expect(typeof r.view.load).toBe('function');
    }
  });

  it('is checked by the compiler: a page under a key the table lacks, or a route left without a page, does not compile', () => {
    const view = ROUTE_VIEWS.home;
    // @ts-expect-error a misspelt key (the table says marketDetails)
    const misspelt = { marketDetail: view } satisfies Partial<Record<RouteKey, RouteView>>;
    const { downline: _left, ...withoutDownline } = ROUTE_VIEWS;
    // @ts-expect-error a route without its page
    const missing: Record<RouteKey, RouteView> = withoutDownline;
    expect([misspelt, missing]).toHaveLength(2);
  });
});
