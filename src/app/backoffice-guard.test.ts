import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createMemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { RouteRefusal } from '../../machines/lib/routes';
import { createRouteGuard, createRouteObjects, type GuardSession } from './router';

const level = (role: string): GuardSession => ({ token: 't', userDetail: { isLogin: 1, data: { userName: role, isLogin: 1, role } } });

/** A gateway that answers every query with an error at once, so each navigation settles. */
const failingClient = () =>
  new ApolloClient({
    link: new ApolloLink(
      () =>
        new Observable((observer) => {
          observer.next({ data: null, errors: [{ message: 'unavailable' }] } as never);
          observer.complete();
        }),
    ),
    cache: new InMemoryCache(),
  });

/** The app's routes in a memory router whose loaders ask the real route guard with `session`. */
function open(at: string, session: GuardSession) {
  const refusals: RouteRefusal[] = [];
  const { logic, check } = createRouteGuard((refusal) => refusals.push(refusal));
  const guard = createActor(logic).start();
  const router = createMemoryRouter(createRouteObjects({ client: failingClient(), check: (url) => check(guard, url, session) }), { initialEntries: [at] });
  return { router, refusals };
}

const settledAt = async (router: ReturnType<typeof open>['router']) => {
  await vi.waitFor(() => expect(router.state).toMatchObject({ initialized: true, navigation: { state: 'idle' } }), { timeout: 15_000 });
  return router.state.location.pathname;
};

/** Issue #32: the back office is for the levels above bettors; a bettor or a visitor never reaches it. */
describe('the back office guard', () => {
  it('sends a bettor home from the back office, and from the old desk address', async () => {
    for (const at of ['/backoffice', '/backoffice/downline', '/backoffice/requests', '/downline']) {
      const { router, refusals } = open(at, level('bettor'));
      expect(await settledAt(router)).toBe('/home');
      expect(refusals).toEqual(['notUpline']);
    }
  }, 60_000);

  it('sends a visitor home', async () => {
    const { router, refusals } = open('/backoffice', { token: null, userDetail: null });
    expect(await settledAt(router)).toBe('/home');
    expect(refusals).toEqual(['noToken']);
  });

  it('lets each level above bettors in', async () => {
    for (const role of ['operator', 'super_master', 'master', 'agent']) {
      const { router, refusals } = open('/backoffice/requests', level(role));
      expect(await settledAt(router)).toBe('/backoffice/requests');
      expect(refusals).toEqual([]);
    }
  }, 90_000);
});
