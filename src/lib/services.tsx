import type { ApolloClient } from '@apollo/client';
import { createContext, useContext } from 'react';
import type { KeyValueStorage } from '../../machines/lib/storage';
import type { ToastKind } from '../../machines/toast.machine';
import type { LiveStore } from '@/lib/feed/book-store';
import type { LiveFeed } from '@/lib/feed/feed';

/**
 * The real effects features provide their machines with (`machine.provide()`), made once by the
 * app (src/app/services.ts). Navigation, toasts, session expiry and route revalidation are bound
 * late: the router and the root actor they reach are created after the services.
 */
export interface AppServices {
  storage: KeyValueStorage;
  client: ApolloClient;
  /** Live prices and scores (GraphQL subscriptions, or Firebase when configured). */
  feed: LiveFeed;
  /** The latest books and scores, published once per animation frame. */
  liveStore: LiveStore;
  navigate: (path: string) => void;
  toast: (kind: ToastKind, message: string) => void;
  /** A 401 came back: the session machine ends the session. */
  sessionExpired: () => void;
  /** The session changed: the router runs the guards again for the page on screen. */
  revalidateRoutes: () => void;
  bind: (bindings: Partial<Pick<AppServices, 'navigate' | 'toast' | 'sessionExpired' | 'revalidateRoutes'>>) => void;
  /**
   * A password change ended the old sessions and issued a new token. The session machine has no
   * event for a new token, so it is stored here and in storage (the request rule reads storage).
   */
  rotatedToken: string | null;
  rotateToken: (token: string) => void;
  /**
   * A password change is about to end the caller's sessions: until the returned function is called,
   * a 401 (for the token being replaced) does not end the session.
   */
  beginRotation: () => () => void;
}

export const ServicesContext = createContext<AppServices | null>(null);

/** The app's services (inside <App>). */
export function useServices(): AppServices {
  const value = useContext(ServicesContext);
  if (!value) throw new Error('useServices() outside <App>');
  return value;
}
