import type { KeyValueStorage } from '../../machines/lib/storage';
import { readSession, TOKEN_KEY } from '../../machines/lib/storage';
import { LiveStore } from '@/lib/feed/book-store';
import { createLiveFeed } from '@/lib/feed/create-feed';
import type { AppServices } from '@/lib/services';
import { createBrowserStorage } from '@/lib/storage';
import { createApolloClient, restartLiveIfIdentityChanged } from './apollo';
import { createTokenRotation } from './token-rotation';

/** The app's services: the Apollo client, storage, the live feed; the late-bound effects start as no-ops. */
export function createAppServices(storage: KeyValueStorage = createBrowserStorage(), env: Record<string, string | undefined> = import.meta.env): AppServices {
  const rotation = createTokenRotation();
  const client = createApolloClient({
    identity: () => {
      const { token, userDetail } = readSession(storage);
      return { token, userName: userDetail?.data?.userName ?? null };
    },
    onUnauthenticated: () => {
      if (!rotation.inFlight) services.sessionExpired();
    },
    identitySettled: rotation.settled,
  });
  const services: AppServices = {
    storage,
    navigate: (path) => window.history.pushState(null, '', path),
    toast: () => {},
    sessionExpired: () => {},
    revalidateRoutes: () => {},
    bind: (bindings) => Object.assign(services, bindings),
    rotatedToken: null,
    beginRotation: rotation.begin,
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
