import { DomainError } from './errors';

/** Whether an event takes bets: OPEN, SUSPENDED by an incident until someone reopens it, CLOSED once finished. */
export type EventBetting = 'OPEN' | 'SUSPENDED' | 'CLOSED';

/** What can suspend a whole event: play that changes the odds, or an operator's act. */
export const INCIDENT_KINDS = ['ball', 'wicket', 'goal', 'point', 'off', 'red-card', 'penalty', 'suspend'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** The last incident of an event: its kind, its moment (ISO), and the markets it suspended (reopening reopens these). */
export interface EventIncident {
  kind: IncidentKind;
  at: string;
  suspended: string[];
}

/** An incident can strike an open or an already suspended event (a second wicket), never a closed one. */
export function assertIncidentAllowed(betting: EventBetting): void {
  if (betting === 'CLOSED') throw new DomainError('MARKET_NOT_OPEN_FOR_BETTING', 'The event is closed');
}

/** Only a suspended event reopens; reopening is always an explicit act. */
export function assertReopenAllowed(betting: EventBetting): void {
  if (betting === 'CLOSED') throw new DomainError('MARKET_NOT_OPEN_FOR_BETTING', 'The event is closed');
  if (betting === 'OPEN') throw new DomainError('INVALID_INPUT_DATA', 'The event is not suspended');
}

/** A market of a suspended event stays suspended: it opens with the event (reopen), not on its own. */
export function assertMarketMayOpen(betting: EventBetting): void {
  if (betting === 'SUSPENDED') throw new DomainError('MARKET_SUSPENDED', 'The event is suspended after an incident: reopen the event');
  if (betting === 'CLOSED') throw new DomainError('MARKET_NOT_OPEN_FOR_BETTING', 'The event is closed');
}

/** The status a market of the event is created with: suspended while the event is. */
export function statusOnCreate(betting: EventBetting): 'OPEN' | 'SUSPENDED' {
  if (betting === 'CLOSED') throw new DomainError('MARKET_NOT_OPEN_FOR_BETTING', 'The event is closed');
  return betting === 'SUSPENDED' ? 'SUSPENDED' : 'OPEN';
}

/** The incident after another one: the later kind and moment, every market either suspended. */
export function nextIncident(previous: EventIncident | null, betting: EventBetting, kind: IncidentKind, at: string, suspendedNow: readonly string[]): EventIncident {
  const carried = betting === 'SUSPENDED' && previous ? previous.suspended : [];
  return { kind, at, suspended: [...new Set([...carried, ...suspendedNow])].sort() };
}
