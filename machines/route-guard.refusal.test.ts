import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { routeGuardMachine } from './route-guard.machine';

const blocked = { token: 'tok', userDetail: { isLogin: 0 } };
const visitor = { token: null, userDetail: null };

function start() {
  const told: string[] = [];
  const sentHome: string[] = [];
  const actor = createActor(
    routeGuardMachine.provide({
      actions: {
        tellRefusal: (_, { refusal }) => void told.push(refusal),
        navigate: (_, { path }) => void sentHome.push(path),
      },
    }),
  ).start();
  return { actor, told, sentHome };
}

/** Issue 36: a blocked bettor sent home from a market was told twice for one navigation. */
describe('a refusal is told once per navigation', () => {
  it('tells a blocked bettor once when the same navigation is asked twice (two routers over one guard, a revalidation)', () => {
    const { actor, told, sentHome } = start();
    actor.send({ type: 'route.enter', path: '/marketdetails/41001/4', ...blocked });
    actor.send({ type: 'route.enter', path: '/marketdetails/41001/4', ...blocked });
    expect(told).toEqual(['loginDisabled']);
    // Each asker is still sent home.
    expect(sentHome).toEqual(['/home', '/home']);
  });

  it('tells again on the next navigation to a refused page, after the redirect home was allowed', () => {
    const { actor, told } = start();
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'route.enter', path: '/marketdetails/41001/4', ...blocked });
      actor.send({ type: 'route.enter', path: '/home', ...blocked });
    }
    expect(told).toEqual(['loginDisabled', 'loginDisabled', 'loginDisabled']);
  });

  it('tells each refused page of its own', () => {
    const { actor, told } = start();
    actor.send({ type: 'route.enter', path: '/marketdetails/41001/4', ...blocked });
    actor.send({ type: 'route.enter', path: '/casino', ...blocked });
    actor.send({ type: 'route.enter', path: '/favourites', ...visitor });
    expect(told).toEqual(['loginDisabled', 'loginDisabled', 'noToken']);
  });

  it('names the route it matched', () => {
    const { actor } = start();
    actor.send({ type: 'route.enter', path: '/ballByBall/4/41001', ...visitor });
    expect(actor.getSnapshot().context).toMatchObject({ route: 'ballByBall', guard: 'loginEnabled' });
    actor.send({ type: 'route.enter', path: '/nowhere', ...visitor });
    expect(actor.getSnapshot().context).toMatchObject({ route: null, refusal: 'unknownRoute' });
  });
});
