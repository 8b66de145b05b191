import { useReadQuery } from '@apollo/client/react';
import { Suspense, type ReactNode } from 'react';
import { RouteLoading } from '@/components/route-loading';
import { PROMOTIONS } from '@/components/promotions';
import { graphql } from '@/gql/gql';
import { useLoaderQueryRef } from '@/lib/loader-query';
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

/** Home's frame: the promotions carousel, then the sections (`children`). */
function HomeFrame({ autoplay, children }: { autoplay?: boolean; children: ReactNode }) {
  return (
    <>
      <Carousel promotions={PROMOTIONS} autoplay={autoplay} />
      {children}
    </>
  );
}

type SectionsProps = Omit<HomeViewProps, 'autoplay'>;

function HomeSections({ sports, groups, selectedSportId, favourites, onToggleFavourite, withOdds }: SectionsProps) {
  const shown = selectedSportId === null ? sports : sports.filter((s) => s.sportId === selectedSportId);
  const chosen = selectedSportId === null ? null : sports.find((s) => s.sportId === selectedSportId);
  return (
    <SportSections
      sports={shown}
      groups={groups}
      favourites={favourites}
      onToggleFavourite={onToggleFavourite}
      withOdds={withOdds}
      emptyText={chosen ? `No ${chosen.sportName} events are open right now.` : 'No events are open right now.'}
    />
  );
}

/** Home: the promotions carousel, then each sport's events (in-play first), or only the chosen sport's. */
export function HomeView({ autoplay, ...props }: HomeViewProps) {
  return (
    <HomeFrame autoplay={autoplay}>
      <HomeSections {...props} />
    </HomeFrame>
  );
}

/** The sections from the route's query (inside the page's Suspense: the query's reference may itself still be coming). */
function HomeQuerySections(props: Omit<SectionsProps, 'sports' | 'groups'>) {
  const { data } = useReadQuery(useLoaderQueryRef<HomeQueryQuery>());
  return <HomeSections {...props} sports={topNavSports(data.sports)} groups={data.allEvents} />;
}

/**
 * `/` and `/home`. On the app's first load the route renders before its query has answered
 * (route-table: `renderBeforeData`): the carousel — a phone's largest paint — shows at once, and the
 * sections wait for the data under "Loading markets…". Later visits arrive with the data.
 */
export function HomePage({ autoplay, ...props }: Omit<HomeViewProps, 'sports' | 'groups'>) {
  return (
    <HomeFrame autoplay={autoplay}>
      <Suspense fallback={<RouteLoading />}>
        <HomeQuerySections {...props} />
      </Suspense>
    </HomeFrame>
  );
}
