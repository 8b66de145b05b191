import { useSelector } from '@xstate/react';
import { useChild, useSessionView } from '@/lib/app-actor';
import { useFavourites } from './favourites';
import { HomePage } from './home-page';

/**
 * Home's route (`/`, `/home`, `/layout`), apart from the in-play and favourites routes (feed-routes.tsx):
 * home's first load preloads this chunk (vite.config.ts, preloadLanding), and with those two pages
 * beside it, their code was ~0.8 KiB of the web budget's own code that home never runs.
 */

/** The favourites a feed page's rows star, and its odds shown. */
export function useFavouriteProps() {
  const { loggedIn } = useSessionView();
  const { favourites, toggle } = useFavourites(loggedIn);
  return { favourites, onToggleFavourite: toggle, withOdds: true };
}

/** `/`, `/home` and `/layout`: home filtered to the sport the top navigation published. */
export function HomeRoute() {
  const selectedSportId = useSelector(useChild('topNav'), (s) => s.context.publishedSportId);
  return <HomePage selectedSportId={selectedSportId} {...useFavouriteProps()} />;
}
