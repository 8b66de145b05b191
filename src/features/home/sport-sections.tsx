import { EventList, type ListedEvent } from './event-list';
import styles from './sport-sections.module.css';

export interface SportWithEvents {
  sportId: number;
  sportName: string;
  events: readonly ListedEvent[];
}

export interface SportSectionsProps {
  sports: readonly SportWithEvents[];
  favourites: ReadonlySet<string> | null;
  onToggleFavourite: (exEventId: string) => void;
  /** Shown when no sport has an event. */
  emptyText: string;
}

/** Event lists, one per sport that has events. */
export function SportSections({ sports, favourites, onToggleFavourite, emptyText }: SportSectionsProps) {
  const withEvents = sports.filter((s) => s.events.length > 0);
  if (withEvents.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <>
      {withEvents.map((sport) => (
        <EventList key={sport.sportId} {...sport} favourites={favourites} onToggleFavourite={onToggleFavourite} />
      ))}
    </>
  );
}

/** Joins the sports list with the all-events groups, keeping the sports list's order. */
export function joinSportsAndEvents(
  sports: readonly { sportId: number; sportName: string }[],
  allEvents: readonly { sportId: number; events: readonly ListedEvent[] }[],
  keep: (event: ListedEvent) => boolean = () => true,
): SportWithEvents[] {
  const bySport = new Map(allEvents.map((group) => [group.sportId, group.events]));
  return sports.map((sport) => ({ ...sport, events: (bySport.get(sport.sportId) ?? []).filter(keep) }));
}
