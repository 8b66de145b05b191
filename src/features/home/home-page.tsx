import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import { PROMOTIONS } from '@/components/promo-art';
import { graphql } from '@/gql/gql';
import type { HomeQueryQuery } from '@/gql/graphql';
import { topNavSports } from '../../../machines/lib/sports';
import { Carousel } from './carousel';
import { SportSections, type SportSectionsProps } from './sport-sections';

/** The one query of `/`: the sports and their open events. */
export const HomeQuery = graphql(`
  query HomeQuery {
    sports {
      ...SportSections_sports
    }
    allEvents {
      ...SportSections_groups
    }
  }
`);

export interface FavouriteProps {
  /** The bettor's starred event ids; null when logged out (no stars). */
  favourites: ReadonlySet<string> | null;
  onToggleFavourite: (exEventId: string) => void;
  /** Live match odds beside each event (the routes turn it on; stories leave it off). */
  withOdds?: boolean;
}

export interface HomeViewProps extends FavouriteProps {
  sports: SportSectionsProps['sports'];
  groups: SportSectionsProps['groups'];
  /** The sport published by the top navigation; all sports when null. */
  selectedSportId: number | null;
  autoplay?: boolean;
}

/** Home: the promotions carousel, then each sport's events (in-play first), or only the chosen sport's. */
export function HomeView({ sports, groups, selectedSportId, favourites, onToggleFavourite, autoplay, withOdds }: HomeViewProps) {
  const shown = selectedSportId === null ? sports : sports.filter((s) => s.sportId === selectedSportId);
  const chosen = selectedSportId === null ? null : sports.find((s) => s.sportId === selectedSportId);
  return (
    <>
      <Carousel promotions={PROMOTIONS} autoplay={autoplay} />
      <SportSections
        sports={shown}
        groups={groups}
        favourites={favourites}
        onToggleFavourite={onToggleFavourite}
        withOdds={withOdds}
        emptyText={chosen ? `No ${chosen.sportName} events are open right now.` : 'No events are open right now.'}
      />
    </>
  );
}

/** `/` and `/home`. */
export function HomePage(props: Omit<HomeViewProps, 'sports' | 'groups'>) {
  const { data } = useReadQuery(useLoaderData() as QueryRef<HomeQueryQuery>);
  return <HomeView {...props} sports={topNavSports(data.sports)} groups={data.allEvents} />;
}
