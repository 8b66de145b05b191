/**
 * How a race is named: its off time as a 24-hour clock, then the course ("16:05 York"). The one place
 * that names races: the exchange's seed and the simulator's calendar name a race from its real start
 * time with `raceName`, and the race card shows the name rebuilt with it in the bettor's time zone.
 *
 * The time zone is the one the SPA formats start times in (src/lib/format.ts): the runtime's own,
 * unless one is given. A server names races in its process zone (TZ), which is the bettor's when the
 * browser runs on the same machine (`npm start` on 127.0.0.1); the race card rebuilds the name from the
 * race's start time in the browser's zone, so the name on the card and its start time always agree.
 */

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let clock = clocks.get(key);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) });
    clocks.set(key, clock);
  }
  return clock;
}

/** "HH:mm" of a moment in the given zone (the runtime's own by default). */
export function raceClock(startsAt: number, timeZone?: string): string {
  return clockOf(timeZone).format(new Date(startsAt));
}

/** A race's name: its off time and the course, e.g. "16:05 York". */
export function raceName(course: string, startsAt: number, timeZone?: string): string {
  return `${raceClock(startsAt, timeZone)} ${course}`;
}

const NAMED = /^\d{2}:\d{2} (.+)$/;

/** The course of a race's name ("16:05 York" → "York"); a name without an off time is all course. */
export function raceCourse(eventName: string): string {
  return NAMED.exec(eventName)?.[1] ?? eventName;
}

/** The race's name as the bettor's screen shows it: rebuilt from its start time in the screen's zone. */
export function raceNameAt(eventName: string, eventTime: string, timeZone?: string): string {
  const startsAt = Date.parse(eventTime);
  return Number.isNaN(startsAt) ? eventName : raceName(raceCourse(eventName), startsAt, timeZone);
}
