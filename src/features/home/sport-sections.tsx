import { graphql } from '@/gql/gql';
import type { SportSections_GroupsFragment, SportSections_SportsFragment } from '@/gql/graphql';
import { EventList, type ListedEvent } from './event-list';
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
}

const everyEvent = () => true;

/** Event lists, one per sport that has events: the gateway's sports and event groups, read as they are. */
export function SportSections({ sports, groups, keep = everyEvent, favourites, onToggleFavourite, emptyText }: SportSectionsProps) {
  const eventsOf = (sportId: number) => (groups.find((g) => g.sportId === sportId)?.events ?? []).filter(keep);
  const withEvents = sports.filter((s) => eventsOf(s.sportId).length > 0);
  if (withEvents.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <>
      {withEvents.map((sport) => (
        <EventList
          key={sport.sportId}
          sportId={sport.sportId}
          sportName={sport.sportName}
          events={eventsOf(sport.sportId)}
          favourites={favourites}
          onToggleFavourite={onToggleFavourite}
        />
      ))}
    </>
  );
}
