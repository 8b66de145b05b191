import { FavouritesPage } from './favourites-page';
import { HomePage } from './home-page';
import { InplayPage } from './inplay-page';
import { useSelector } from '@xstate/react';
import { useChild, useSessionView } from '@/lib/app-actor';
import { useFavourites } from './favourites';

function useFavouriteProps() {
  const { loggedIn } = useSessionView();
  const { favourites, toggle } = useFavourites(loggedIn);
  return { favourites, onToggleFavourite: toggle, withOdds: true };
}

/** `/`, `/home` and `/layout`: home filtered to the sport the top navigation published. */
export function HomeRoute() {
  const selectedSportId = useSelector(useChild('topNav'), (s) => s.context.publishedSportId);
  return <HomePage selectedSportId={selectedSportId} {...useFavouriteProps()} />;
}

export function InplayRoute() {
  return <InplayPage {...useFavouriteProps()} />;
}

export function FavouritesRoute() {
  return <FavouritesPage {...useFavouriteProps()} />;
}
