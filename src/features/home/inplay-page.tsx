import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { InplayQueryQuery } from '@/gql/graphql';
import { topNavSports } from '../../../machines/lib/sports';
import type { ListedEvent } from './event-list';
import type { FavouriteProps } from './home-page';
import { SportSections, type SportSectionsProps } from './sport-sections';
import styles from './page-title.module.css';

/** The one query of `/inplay`. */
export const InplayQuery = graphql(`
  query InplayQuery {
    sports {
      ...SportSections_sports
    }
    allEvents {
      ...SportSections_groups
    }
  }
`);

export interface InplayViewProps extends FavouriteProps {
  sports: SportSectionsProps['sports'];
  groups: SportSectionsProps['groups'];
}

const inPlay = (event: ListedEvent) => event.inPlay;

/** In-play: every event being played now, by sport. */
export function InplayView({ sports, groups, favourites, onToggleFavourite, withOdds }: InplayViewProps) {
  return (
    <>
      <h1 className={styles.title}>In-Play</h1>
      <SportSections sports={sports} groups={groups} keep={inPlay} favourites={favourites} onToggleFavourite={onToggleFavourite} withOdds={withOdds} emptyText="Nothing is in play right now. Check back soon." />
    </>
  );
}

/** `/inplay` (token). */
export function InplayPage(props: FavouriteProps) {
  const { data } = useReadQuery(useLoaderData() as QueryRef<InplayQueryQuery>);
  return <InplayView {...props} sports={topNavSports(data.sports)} groups={data.allEvents} />;
}
