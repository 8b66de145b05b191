import { demoMarkets } from '../exchange/db/seed-markets';

/** Races are named in one place (domain/race-name.ts): the off time, then the course. */
export { raceName } from '@domain/race-name';

/**
 * The demo world's calendar: what each competition plays, how long a match lasts in the demo, and
 * which new events keep the minimums (issue 19): at every moment two cricket matches, one tennis
 * and one soccer match in play, and a race off within the next ten minutes.
 */

export const MINUTE = 60_000;

/** Fixtures per competition, so a replacement is filed under the competition it belongs to. */
export const FIXTURES: Record<string, string[]> = {
  'c-ipl': [
    'Gujarat Titans v Lucknow Super Giants',
    'Punjab Kings v Sunrisers Hyderabad',
    'Mumbai Indians v Delhi Capitals',
    'Chennai Super Kings v Rajasthan Royals',
    'Kolkata Knight Riders v Royal Challengers Bengaluru',
  ],
  'c-odi': ['India v England', 'Australia v New Zealand', 'Pakistan v Sri Lanka', 'South Africa v West Indies'],
  't-atp': ['Daniil Medvedev v Casper Ruud', 'Holger Rune v Taylor Fritz', 'Stefanos Tsitsipas v Andrey Rublev', 'Hubert Hurkacz v Grigor Dimitrov'],
  's-epl': ['Tottenham v Newcastle', 'Aston Villa v Brighton', 'Manchester United v West Ham', 'Everton v Fulham'],
  's-liga': ['Atletico Madrid v Sevilla', 'Valencia v Real Sociedad', 'Villarreal v Real Betis', 'Athletic Bilbao v Girona'],
  'b-nba': ['Golden State Warriors v Miami Heat', 'Denver Nuggets v Phoenix Suns', 'Milwaukee Bucks v New York Knicks'],
  'h-uk': ['Newmarket', 'York', 'Goodwood', 'Kempton', 'Sandown', 'Haydock'],
  'v-cricket': ['Virtual T10: Eagles v Sharks', 'Virtual T10: Wolves v Bears', 'Virtual T10: Falcons v Panthers'],
  'l-daily': ['Daily Digit Draw'],
  'bin-index': ['NIFTY 50 Today'],
};

/** Competitions per sport, for events the calendar adds (not replacements, which keep theirs). */
const COMPETITIONS: Record<number, string[]> = { 4: ['c-ipl', 'c-odi'], 2: ['t-atp'], 1: ['s-epl', 's-liga'], 7: ['h-uk'] };

/** Overs per innings by competition. */
export function oversOf(tournamentId: string, t20Overs = 20): number {
  return tournamentId === 'c-odi' ? 50 : tournamentId === 'v-cricket' ? 2 : t20Overs;
}

/**
 * How often the play moves on (one ball, point, match minute, stretch of a race), in ms. A T20 is
 * 240 balls at 10 s: about 40 minutes; an ODI 600 balls at 6 s; tennis about 25 minutes for two
 * sets; soccer 90 match minutes at 20 s: 30 minutes; a race about 80 seconds.
 */
export function paceOf(sportId: number, tournamentId: string): number {
  if (sportId === 4) return tournamentId === 'c-odi' ? 6_000 : 10_000;
  if (sportId === 66101) return 5_000;
  if (sportId === 2) return 9_000;
  if (sportId === 1) return 20_000;
  if (sportId === 7522) return 12_000;
  if (sportId === 7) return 5_000;
  return 10_000;
}

/** The shortest a match usually lasts once in play (what the calendar plans with, so matches overlap rather than leave gaps). */
export function plannedLengthMs(sportId: number, tournamentId: string, t20Overs = 20): number {
  const pace = paceOf(sportId, tournamentId);
  if (sportId === 4 || sportId === 66101) return Math.round(oversOf(tournamentId, t20Overs) * 6 * 2 * 0.8) * pace;
  if (sportId === 2) return 120 * pace;
  if (sportId === 1) return 90 * pace;
  if (sportId === 7522) return 200 * pace;
  if (sportId === 7) return 16 * pace;
  return 0;
}

/** One event as the calendar sees it: when it starts and when it is expected to end at the earliest. */
export interface Slot {
  sportId: number;
  startsAt: number;
  endsAt: number;
}

export interface NewSlot {
  sportId: number;
  tournamentId: string;
  startsAt: number;
}

export const IN_PLAY_MINIMUM: Record<number, number> = { 4: 2, 2: 1, 1: 1 };
export const RACE_SPORT_ID = 7;
/** A race is always off within this long. */
export const RACE_WITHIN_MS = 10 * MINUTE;
/** How far ahead the calendar looks: new events show as upcoming for about this long before they go in play. */
export const LOOKAHEAD_MS = 15 * MINUTE;
const STEP_MS = 30_000;

/** Whether a sport's in-play minimum holds at `t` with these slots. */
export function inPlayAt(slots: readonly Slot[], sportId: number, t: number): number {
  return slots.filter((s) => s.sportId === sportId && s.startsAt <= t && t < s.endsAt).length;
}

/** The next race start strictly after `t`, if any. */
export function nextRaceAfter(slots: readonly Slot[], t: number): number | null {
  let best: number | null = null;
  for (const s of slots) if (s.sportId === RACE_SPORT_ID && s.startsAt > t && (best === null || s.startsAt < best)) best = s.startsAt;
  return best;
}

/**
 * The events to add so the minimums hold from `now` to `now + lookahead`: an in-play match starts
 * before the count would drop (at once if it already has), and races follow each other at most ten
 * minutes apart. Pure: the caller creates the events and re-plans with them included.
 */
export function planEvents(slots: readonly Slot[], now: number, lengthOf: (sportId: number, tournamentId: string) => number, lookahead = LOOKAHEAD_MS): NewSlot[] {
  const all: Slot[] = [...slots];
  const added: NewSlot[] = [];
  const competition = (sportId: number) => {
    const list = COMPETITIONS[sportId]!;
    return list[added.filter((a) => a.sportId === sportId).length % list.length]!;
  };
  for (const [sport, minimum] of Object.entries(IN_PLAY_MINIMUM)) {
    const sportId = Number(sport);
    for (let t = now; t <= now + lookahead; t += STEP_MS) {
      while (inPlayAt(all, sportId, t) < minimum) {
        const tournamentId = competition(sportId);
        const startsAt = Math.max(now, t - MINUTE);
        all.push({ sportId, startsAt, endsAt: startsAt + lengthOf(sportId, tournamentId) });
        added.push({ sportId, tournamentId, startsAt });
      }
    }
  }
  let cursor = now;
  while (cursor < now + lookahead) {
    const next = nextRaceAfter(all, cursor);
    if (next !== null && next <= cursor + RACE_WITHIN_MS) {
      cursor = next;
      continue;
    }
    const startsAt = cursor === now ? now + 4 * MINUTE : cursor + 8 * MINUTE;
    const tournamentId = competition(RACE_SPORT_ID);
    all.push({ sportId: RACE_SPORT_ID, startsAt, endsAt: startsAt + lengthOf(RACE_SPORT_ID, tournamentId) });
    added.push({ sportId: RACE_SPORT_ID, tournamentId, startsAt });
    cursor = startsAt;
  }
  return added;
}

/** The `admin/events/create` market bodies for a new event: the same kinds the seeded events carry. */
export function marketsForNewEvent(event: { exEventId: string; sportId: number; eventName: string }): Array<Record<string, unknown>> {
  const { marketRows, runnerRows } = demoMarkets([{ ...event, inPlay: false }]);
  return marketRows.map((m) => ({
    marketId: m.marketId,
    marketName: m.marketName,
    kind: m.kind,
    runners: runnerRows
      .filter((r) => r.marketId === m.marketId)
      .map((r) => ({ runnerId: r.runnerId, runnerName: r.runnerName, ...(r.metadata ? { metadata: r.metadata } : {}) })),
    ...(m.config ? { config: m.config } : {}),
    ...(m.minStake ? { minStake: m.minStake } : {}),
    ...(m.maxStake ? { maxStake: m.maxStake } : {}),
    ...(m.maxProfit !== undefined ? { maxProfit: m.maxProfit } : {}),
    ...(m.betDelayMs !== undefined ? { betDelayMs: m.betDelayMs } : {}),
    ...(m.sequence !== undefined ? { sequence: m.sequence } : {}),
  }));
}

/** The bet delay a market gets when it goes in play (the seeded in-play markets' values). */
export function inPlayDelayMs(sportId: number, kind: string): number | undefined {
  if (kind !== 'exchange') return undefined;
  return sportId === RACE_SPORT_ID ? 1_000 : 3_000;
}
