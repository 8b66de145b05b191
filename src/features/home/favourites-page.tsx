import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { FavouritesQueryQuery } from '@/gql/graphql';
import { sideNavSports } from '../../../machines/lib/sports';
import type { ListedEvent } from './event-list';
import type { FavouriteProps } from './home-page';
import { SportSections, type SportSectionsProps } from './sport-sections';
import styles from './page-title.module.css';

/** The one query of `/favourites`. */
export const FavouritesQuery = graphql(`
  query FavouritesQuery {
    sports {
      ...SportSections_sports
    }
    allEvents {
      ...SportSections_groups
    }
  }
`);

export interface FavouritesViewProps extends FavouriteProps {
  sports: SportSectionsProps['sports'];
  groups: SportSectionsProps['groups'];
}

/** Favourites: the events the bettor starred. */
export function FavouritesView({ sports, groups, favourites, onToggleFavourite, withOdds }: FavouritesViewProps) {
  const starred = (event: ListedEvent) => favourites?.has(event.exEventId) ?? false;
  return (
    <>
      <h1 className={styles.title}>Favourites</h1>
      <SportSections
        sports={sports}
        groups={groups}
        keep={starred}
        favourites={favourites}
        onToggleFavourite={onToggleFavourite}
        withOdds={withOdds}
        emptyText="No favourites yet. Tap the star beside an event to keep it here."
      />
    </>
  );
}

/** `/favourites` (token). */
export function FavouritesPage(props: FavouriteProps) {
  const { data } = useReadQuery(useLoaderData() as QueryRef<FavouritesQueryQuery>);
  return <FavouritesView {...props} sports={sideNavSports(data.sports)} groups={data.allEvents} />;
}
