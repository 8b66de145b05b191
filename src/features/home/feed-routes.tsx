import { FavouritesPage } from './favourites-page';
import { useFavouriteProps } from './home-route';
import { InplayPage } from './inplay-page';

/** The in-play and favourites routes; home's own is home-route.tsx (its first load does not bring these). */
export function InplayRoute() {
  return <InplayPage {...useFavouriteProps()} />;
}

export function FavouritesRoute() {
  return <FavouritesPage {...useFavouriteProps()} />;
}
