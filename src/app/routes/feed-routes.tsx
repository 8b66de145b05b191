import { FavouritesPage } from '@/features/home/favourites-page';
import { HomePage } from '@/features/home/home-page';
import { InplayPage } from '@/features/home/inplay-page';
import { TopNavActor } from '../actors';
import { useFavourites } from '../favourites';
import { useSessionView } from '../session-hooks';

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
