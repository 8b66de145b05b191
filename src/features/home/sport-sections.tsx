import { graphql } from '@/gql/gql';
import { useRevealed } from '@/lib/progressive';
import type { SportSections_GroupsFragment, SportSections_SportsFragment } from '@/gql/graphql';
import { EventList, type EventListProps, type ListedEvent } from './event-list';
import { useListOdds } from './list-odds-container';
import { useListScores } from './list-score';
import styles from './sport-sections.module.css';

/** The sports, in the order and with the names the sports list gives. */
export const SportSections_sports = graphql(`
  fragment SportSections_sports on Sport {
    sportId
    sportName
  }
`);

/** Each sport's open events, as the gateway groups them. */
export const SportSections_groups = graphql(`
  fragment SportSections_groups on SportEvents {
    sportId
    events {
      exEventId
      ...EventList_events
    }
  }
`);

export interface SportSectionsProps {
  /** The sports to show, in order (already filtered by the page's navigation rule). */
  sports: readonly SportSections_SportsFragment[];
  /** The all-events groups, as the query answered them. */
  groups: readonly SportSections_GroupsFragment[];
  /** Which events the page lists (all by default). */
  keep?: (event: ListedEvent) => boolean;
  favourites: ReadonlySet<string> | null;
  onToggleFavourite: (exEventId: string) => void;
  /** Shown when no sport has an event. */
  emptyText: string;
  /** Show the live match odds beside each event (needs the app's live feed and bet slip). */
  withOdds?: boolean;
}

const everyEvent = () => true;

/** Sections rendered at once on the app's first load (a phone's first screen); the rest follow one per idle moment. */
export const FIRST_SECTIONS = 2;

/** Event lists, one per sport that has events: the gateway's sports and event groups, read as they are. */
export function SportSections({ sports, groups, keep = everyEvent, favourites, onToggleFavourite, emptyText, withOdds = false }: SportSectionsProps) {
  const eventsOf = (sportId: number) => (groups.find((g) => g.sportId === sportId)?.events ?? []).filter(keep);
  const withEvents = sports.filter((s) => eventsOf(s.sportId).length > 0);
  const revealed = useRevealed(withEvents.length, FIRST_SECTIONS);
  if (withEvents.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <>
      {withEvents.slice(0, revealed).map((sport) => {
        const List = withOdds ? EventListWithOdds : EventList;
        return (
        <List
          key={sport.sportId}
          sportId={sport.sportId}
          sportName={sport.sportName}
          events={eventsOf(sport.sportId)}
          favourites={favourites}
          onToggleFavourite={onToggleFavourite}
        />
        );
      })}
    </>
  );
}

/** An event list with the live match odds of its events (one batched query per list) and the live scores of those in play. */
function EventListWithOdds(props: EventListProps) {
  const oddsFor = useListOdds(props.sportId, props.events.map((e) => e.exEventId));
  const scoreFor = useListScores(props.events);
  return <EventList {...props} oddsFor={oddsFor} scoreFor={scoreFor} />;
}
