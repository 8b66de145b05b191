import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { InplayQueryQuery } from '@/gql/graphql';
import { topNavSports } from '../../../machines/lib/sports';
import type { FavouriteProps } from './home-page';
import { joinSportsAndEvents, SportSections, type SportWithEvents } from './sport-sections';
import styles from './page-title.module.css';

/** The one query of `/inplay`. */
export const InplayQuery = graphql(`
  query InplayQuery {
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

export interface InplayViewProps extends FavouriteProps {
  sports: readonly SportWithEvents[];
}

/** In-play: every event being played now, by sport. */
export function InplayView({ sports, favourites, onToggleFavourite }: InplayViewProps) {
  return (
    <>
      <h1 className={styles.title}>In-Play</h1>
      <SportSections sports={sports} favourites={favourites} onToggleFavourite={onToggleFavourite} emptyText="Nothing is in play right now. Check back soon." />
    </>
  );
}

/** `/inplay` (token). */
export function InplayPage(props: FavouriteProps) {
  const { data } = useReadQuery(useLoaderData() as QueryRef<InplayQueryQuery>);
  return <InplayView {...props} sports={joinSportsAndEvents(topNavSports(data.sports), data.allEvents, (e) => e.inPlay)} />;
}
