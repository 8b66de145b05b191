import { FavouritesPage } from './favourites-page';
import { HomePage } from './home-page';
import { InplayPage } from './inplay-page';
import { TopNavActor } from '@/app/actors';
import { useFavourites } from './favourites';
import { useSessionView } from '@/features/auth/session-hooks';

function useFavouriteProps() {
  const { loggedIn } = useSessionView();
  const { favourites, toggle } = useFavourites(loggedIn);
  return { favourites, onToggleFavourite: toggle };
}

/** `/`, `/home` and `/layout`: home filtered to the sport the top navigation published. */
export function HomeRoute() {
  const selectedSportId = TopNavActor.useSelector((s) => s.context.publishedSportId);
  return <HomePage selectedSportId={selectedSportId} {...useFavouriteProps()} />;
}

export function InplayRoute() {
  return <InplayPage {...useFavouriteProps()} />;
}

export function FavouritesRoute() {
  return <FavouritesPage {...useFavouriteProps()} />;
}
