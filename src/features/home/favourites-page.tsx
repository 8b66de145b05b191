import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { FavouritesQueryQuery } from '@/gql/graphql';
import { sideNavSports } from '../../../machines/lib/sports';
import type { FavouriteProps } from './home-page';
import { joinSportsAndEvents, SportSections, type SportWithEvents } from './sport-sections';
import styles from './page-title.module.css';

/** The one query of `/favourites`. */
export const FavouritesQuery = graphql(`
  query FavouritesQuery {
    sports {
      sportId
      sportName
    }
    allEvents {
      sportId
      events {
        exEventId
        ...EventList_events
      }
    }
  }
`);

export interface FavouritesViewProps extends FavouriteProps {
  sports: readonly SportWithEvents[];
}

/** Favourites: the events the bettor starred. */
export function FavouritesView({ sports, favourites, onToggleFavourite }: FavouritesViewProps) {
  return (
    <>
      <h1 className={styles.title}>Favourites</h1>
      <SportSections
        sports={sports}
        favourites={favourites}
        onToggleFavourite={onToggleFavourite}
        emptyText="No favourites yet. Tap the star beside an event to keep it here."
      />
    </>
  );
}

/** `/favourites` (token). */
export function FavouritesPage(props: FavouriteProps) {
  const { data } = useReadQuery(useLoaderData() as QueryRef<FavouritesQueryQuery>);
  const starred = props.favourites ?? new Set<string>();
  return <FavouritesView {...props} sports={joinSportsAndEvents(sideNavSports(data.sports), data.allEvents, (e) => starred.has(e.exEventId))} />;
}
