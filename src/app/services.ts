import type { KeyValueStorage } from '../../machines/lib/storage';
import { readSession, TOKEN_KEY } from '../../machines/lib/storage';
import { LiveStore } from '@/lib/feed/book-store';
import { createLiveFeed } from '@/lib/feed/create-feed';
import type { AppServices } from '@/lib/services';
import { createBrowserStorage } from '@/lib/storage';
import { createApolloClient, restartLiveIfIdentityChanged } from './apollo';

/** The app's services: the Apollo client, storage, the live feed; the late-bound effects start as no-ops. */
export function createAppServices(storage: KeyValueStorage = createBrowserStorage(), env: Record<string, string | undefined> = import.meta.env): AppServices {
  // Password changes in flight: the server ends the old token's sessions (and pushes that down its
  // subscriptions) before its answer with the new token arrives, so a 401 for the old token then is expected.
  let rotations = 0;
  let settledWaiters: Array<() => void> = [];
  const client = createApolloClient({
    identity: () => {
      const { token, userDetail } = readSession(storage);
      return { token, userName: userDetail?.data?.userName ?? null };
    },
    onUnauthenticated: () => {
      if (rotations === 0) services.sessionExpired();
    },
    identitySettled: () => (rotations === 0 ? Promise.resolve() : new Promise<void>((resolve) => settledWaiters.push(resolve))),
  });
  const services: AppServices = {
    storage,
    navigate: (path) => window.history.pushState(null, '', path),
    toast: () => {},
    sessionExpired: () => {},
    revalidateRoutes: () => {},
    bind: (bindings) => Object.assign(services, bindings),
    rotatedToken: null,
    beginRotation: () => {
      rotations += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        rotations -= 1;
        if (rotations > 0) return;
        const waiters = settledWaiters;
        settledWaiters = [];
        for (const resolve of waiters) resolve();
      };
    },
    rotateToken: (token) => {
      services.rotatedToken = token;
      storage.set(TOKEN_KEY, token);
      restartLiveIfIdentityChanged(client);
    },
    client,
    feed: createLiveFeed(client, env),
    liveStore: new LiveStore(),
  };
  return services;
}
