import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';

/** Tells the layout which event's bets its right column's My Bets shows; null: the path's own event (or none). */
type SetColumnEvent = (eventId: string | null) => void;

const ColumnEventContext = createContext<SetColumnEvent | null>(null);

/** The layout's side: pages inside it name their event with {@link RightColumnEvent}. */
export function ColumnEventProvider({ onChange, children }: { onChange: SetColumnEvent; children: ReactNode }) {
  return <ColumnEventContext.Provider value={onChange}>{children}</ColumnEventContext.Provider>;
}

/**
 * The one component a page with clickable prices but no event in its address renders (binary lines, the
 * race card): the right column's My Bets (and the phone's My Bets button) shows this event's bets while
 * the page is on screen. Whether the column holds the bet slip at all is the route's (src/lib/layout-rules.ts).
 * Set before paint, so the column never draws another event's bets first.
 */
export function RightColumnEvent({ eventId }: { eventId: string | null }) {
  const setEvent = useContext(ColumnEventContext);
  useLayoutEffect(() => {
    if (!setEvent) return;
    setEvent(eventId);
    return () => setEvent(null);
  }, [setEvent, eventId]);
  return null;
}
