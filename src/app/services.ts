import type { ApolloClient } from '@apollo/client';
import type { KeyValueStorage } from '../../machines/lib/storage';
import { readSession, TOKEN_KEY } from '../../machines/lib/storage';
import type { ToastKind } from '../../machines/toast.machine';
import { LiveStore } from '@/lib/feed/book-store';
import { createLiveFeed } from '@/lib/feed/create-feed';
import type { LiveFeed } from '@/lib/feed/feed';
import { createBrowserStorage } from '@/lib/storage';
import { createApolloClient, restartLiveIfIdentityChanged } from './apollo';
import { createReferenceStore, type ReferenceStore } from '@/features/startup/reference-data';

/**
 * The real effects the machines are provided with (`machine.provide()`), gathered in one place.
 * Navigation, toasts and session expiry are bound late: the router and the actors they reach are
 * created after the services.
 */
export interface AppServices {
  storage: KeyValueStorage;
  client: ApolloClient;
  reference: ReferenceStore;
  /** Live prices and scores (GraphQL subscriptions, or Firebase when configured). */
  feed: LiveFeed;
  /** The latest books and scores, published once per animation frame. */
  liveStore: LiveStore;
  navigate: (path: string) => void;
  toast: (kind: ToastKind, message: string) => void;
  /** A 401 came back: the session machine ends the session. */
  sessionExpired: () => void;
  bind: (bindings: Partial<Pick<AppServices, 'navigate' | 'toast' | 'sessionExpired'>>) => void;
  /**
   * A password change ended the old sessions and issued a new token. The session machine has no
   * event for a new token, so it is stored here and in storage (the request rule reads storage).
   */
  rotatedToken: string | null;
  rotateToken: (token: string) => void;
}

export function createAppServices(storage: KeyValueStorage = createBrowserStorage(), env: Record<string, string | undefined> = import.meta.env): AppServices {
  const client = createApolloClient({
    identity: () => {
      const { token, userDetail } = readSession(storage);
      return { token, userName: userDetail?.data?.userName ?? null };
    },
    onUnauthenticated: () => services.sessionExpired(),
  });
  const services: AppServices = {
    storage,
    reference: createReferenceStore(),
    navigate: (path) => window.history.pushState(null, '', path),
    toast: () => {},
    sessionExpired: () => {},
    bind: (bindings) => Object.assign(services, bindings),
    rotatedToken: null,
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
