import type { SideNavCompetition, SideNavEvent } from './side-nav';
import type { ReferenceData } from '@/features/startup/public';

/** A sport's competitions from the all-events list, in first-seen order, with their event counts. */
export function competitionsOf(allEvents: ReferenceData['allEvents'], sportId: number): SideNavCompetition[] {
  const events = allEvents.find((g) => g.sportId === sportId)?.events ?? [];
  const byId = new Map<string, SideNavCompetition>();
  for (const e of events) {
    const known = byId.get(e.tournamentId);
    if (known) known.eventCount += 1;
    else byId.set(e.tournamentId, { tournamentId: e.tournamentId, tournamentName: e.tournamentName, eventCount: 1 });
  }
  return [...byId.values()];
}

/** A competition's events. */
export function eventsOf(allEvents: ReferenceData['allEvents'], sportId: number, tournamentId: string): SideNavEvent[] {
  return (allEvents.find((g) => g.sportId === sportId)?.events ?? [])
    .filter((e) => e.tournamentId === tournamentId)
    .map((e) => ({ exEventId: e.exEventId, sportId: e.sportId, eventName: e.eventName, inPlay: e.inPlay }));
}
