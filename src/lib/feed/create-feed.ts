import type { ApolloClient } from '@apollo/client';
import type { LiveFeed, Unsubscribe } from './feed';
import { firebaseProjectsFrom, type FirebaseProject, type FirebaseProjectConfig } from './firebase-config';
import { createGraphqlFeed } from './graphql-feed';

type Projects = Record<FirebaseProject, FirebaseProjectConfig>;

/** How the Firebase source is loaded: a dynamic import, so its chunk (and firebase) stays out of the default bundle. */
export type LoadFirebaseFeed = (projects: Projects) => Promise<LiveFeed>;

const loadFirebaseFeed: LoadFirebaseFeed = async (projects) => (await import('./firebase-feed')).createFirebaseFeed(projects);

/**
 * A feed whose source arrives later: watchers made before it loads are started once it does
 * (unless they were stopped first).
 */
export function deferredFeed(source: Promise<LiveFeed>): LiveFeed {
  const watch = (start: (feed: LiveFeed) => Unsubscribe): Unsubscribe => {
    let stop: Unsubscribe | null = null;
    let stopped = false;
    void source.then((feed) => {
      if (!stopped) stop = start(feed);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  };
  return {
    watchMarket: (marketId, sportId, onBook) => watch((feed) => feed.watchMarket(marketId, sportId, onBook)),
    watchScore: (eventId, onScore) => watch((feed) => feed.watchScore(eventId, onScore)),
  };
}

/**
 * The app's live feed (ARCHITECTURE §6): the gateway's subscriptions by default; the six Firebase
 * projects when all of them are configured in `env` (VITE_FIREBASE_<PROJECT>_<FIELD>).
 */
export function createLiveFeed(client: ApolloClient, env: Record<string, string | undefined>, load: LoadFirebaseFeed = loadFirebaseFeed): LiveFeed {
  const projects = firebaseProjectsFrom(env);
  if (!projects) return createGraphqlFeed(client);
  return deferredFeed(load(projects));
}
