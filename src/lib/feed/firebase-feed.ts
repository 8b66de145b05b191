import type { FirebaseProject, FirebaseProjectConfig } from './firebase-config';
import { projectForSport } from './firebase-config';
import type { LiveFeed, Unsubscribe } from './feed';
import { eventScoreFromDoc, marketBookFromDoc, type FirestoreMarketDoc, type FirestoreScoreDoc } from './firebase-mapping';

/**
 * The live feed over the six Firebase projects. Firebase is imported here only, and this module is
 * itself loaded with `import()` when the projects are configured, so the default bundle carries none
 * of it. Each project gets its own app and a Firestore with memory cache only (persistence disabled).
 */
export async function createFirebaseFeed(projects: Record<FirebaseProject, FirebaseProjectConfig>): Promise<LiveFeed> {
  const [{ initializeApp }, firestore] = await Promise.all([import('firebase/app'), import('firebase/firestore')]);
  const { initializeFirestore, memoryLocalCache, doc, onSnapshot } = firestore;
  const stores = new Map<FirebaseProject, ReturnType<typeof initializeFirestore>>();
  const storeOf = (project: FirebaseProject) => {
    let store = stores.get(project);
    if (!store) {
      const app = initializeApp(projects[project], `backlay-${project.toLowerCase()}`);
      store = initializeFirestore(app, { localCache: memoryLocalCache() });
      stores.set(project, store);
    }
    return store;
  };

  return {
    watchMarket(marketId, sportId, onBook): Unsubscribe {
      return onSnapshot(doc(storeOf(projectForSport(sportId)), 'markets', marketId), (snapshot) => {
        const book = marketBookFromDoc(marketId, snapshot.data() as FirestoreMarketDoc | undefined);
        if (book) onBook(book);
      });
    },
    watchScore(eventId, onScore): Unsubscribe {
      return onSnapshot(doc(storeOf('SCORE'), 'scores', eventId), (snapshot) => {
        const score = eventScoreFromDoc(eventId, snapshot.data() as FirestoreScoreDoc | undefined);
        if (score) onScore(score);
      });
    },
  };
}
