import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createMemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { pathTo } from '../../machines/lib/routes';
import { BLOCKED_MESSAGE } from '@/features/auth/blocked-message';
import { refusalToast } from './route-refusal';
import { createRouteGuard, createRouteObjects } from './router';

const blocked = { isLogin: 0, data: { userName: 'blocked', isLogin: 0, role: 'user' } };
const session = { token: 't', userDetail: blocked };
const MARKET = pathTo('marketDetails', { eventId: 41001, id: 4 });

/** The app's wiring of a refusal to a toast (app.tsx), counting the toasts shown. */
function guardWithToasts() {
  const toasts: string[] = [];
  const { logic, check } = createRouteGuard((refusal) => {
    const told = refusalToast(refusal);
    if (told) toasts.push(told.message);
  });
  return { guard: createActor(logic).start(), check, toasts };
}

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

/** A router over the app's routes whose loaders ask `guard` with the blocked bettor's session. */
function routerOver({ guard, check }: ReturnType<typeof guardWithToasts>, at: string) {
  return createMemoryRouter(createRouteObjects({ client: failingClient(), check: (url) => check(guard, url, session) }), { initialEntries: [at] });
}

const settled = (router: ReturnType<typeof routerOver>) =>
  vi.waitFor(() => expect(router.state).toMatchObject({ initialized: true, navigation: { state: 'idle' } }), { timeout: 15_000 });

/** Issues 19 and 36: a blocked bettor sent home from a login-enabled page is told why, once per navigation. */
describe('route refusals', () => {
  it('tells a blocked bettor what happens: betting pages are refused', () => {
    const { guard, check, toasts } = guardWithToasts();
    expect(() => check(guard, `http://x${MARKET}`, session)).toThrow();
    expect(toasts).toEqual([BLOCKED_MESSAGE]);
    expect(BLOCKED_MESSAGE).toMatch(/^Your account is blocked from betting: contact your upline\./);
    // Not the old promise that markets stay open to view.
    expect(BLOCKED_MESSAGE).not.toMatch(/still view markets/i);
  });

  it('says nothing when the page opens', () => {
    const { guard, check, toasts } = guardWithToasts();
    check(guard, `http://x${MARKET}`, { token: 't', userDetail: { ...blocked, isLogin: 1, data: { ...blocked.data, isLogin: 1 } } });
    expect(toasts).toEqual([]);
  });

  it('shows one toast per navigation to a refused page, each landing on /home', async () => {
    const wired = guardWithToasts();
    const router = routerOver(wired, '/inplay');
    await settled(router);
    for (const at of [MARKET, pathTo('casino'), MARKET]) {
      await router.navigate(at);
      await settled(router);
      expect(router.state.location.pathname).toBe('/home');
    }
    expect(wired.toasts).toHaveLength(3);
    router.dispose();
  }, 20_000);

  it('shows one toast when two routers over the one guard load the same refused page (StrictMode runs the initializer twice)', async () => {
    const wired = guardWithToasts();
    const routers = [routerOver(wired, MARKET), routerOver(wired, MARKET)];
    for (const router of routers) await settled(router);
    expect(routers.map((r) => r.state.location.pathname)).toEqual(['/home', '/home']);
    expect(wired.toasts).toEqual([BLOCKED_MESSAGE]);
    for (const router of routers) router.dispose();
  }, 20_000);
});
