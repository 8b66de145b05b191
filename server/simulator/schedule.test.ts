import { describe, expect, it } from 'vitest';
import { IN_PLAY_MINIMUM, MINUTE, RACE_WITHIN_MS, inPlayAt, marketsForNewEvent, nextRaceAfter, planEvents, plannedLengthMs, raceName, type Slot } from './schedule';

const lengthOf = (sportId: number, tournamentId: string) => plannedLengthMs(sportId, tournamentId);

describe('the demo calendar', () => {
  it('plans a T20 at about 40 minutes, not 6', () => {
    expect(plannedLengthMs(4, 'c-ipl')).toBeGreaterThanOrEqual(30 * MINUTE);
    expect(plannedLengthMs(4, 'c-ipl')).toBeLessThanOrEqual(45 * MINUTE);
    expect(plannedLengthMs(1, 's-epl')).toBe(30 * MINUTE);
  });

  it('fills an empty world: two cricket, one tennis, one soccer in play now, and a race within ten minutes', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    const added = planEvents([], now, lengthOf);
    const slots: Slot[] = added.map((a) => ({ sportId: a.sportId, startsAt: a.startsAt, endsAt: a.startsAt + lengthOf(a.sportId, a.tournamentId) }));
    for (const [sport, minimum] of Object.entries(IN_PLAY_MINIMUM)) expect(inPlayAt(slots, Number(sport), now)).toBeGreaterThanOrEqual(minimum);
    expect(nextRaceAfter(slots, now)! - now).toBeLessThanOrEqual(RACE_WITHIN_MS);
    // Replacements and additions keep to the sport's own competitions.
    for (const a of added.filter((x) => x.sportId === 4)) expect(['c-ipl', 'c-odi']).toContain(a.tournamentId);
    for (const a of added.filter((x) => x.sportId === 1)) expect(['s-epl', 's-liga']).toContain(a.tournamentId);
  });

  it('starts the next match before the running one ends, so the count never drops', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    const ending: Slot[] = [
      { sportId: 4, startsAt: now - 30 * MINUTE, endsAt: now + 5 * MINUTE },
      { sportId: 4, startsAt: now - 10 * MINUTE, endsAt: now + 25 * MINUTE },
      { sportId: 2, startsAt: now - 10 * MINUTE, endsAt: now + 8 * MINUTE },
      { sportId: 1, startsAt: now, endsAt: now + 30 * MINUTE },
      { sportId: 7, startsAt: now + 3 * MINUTE, endsAt: now + 5 * MINUTE },
    ];
    const added = planEvents(ending, now, lengthOf);
    const slots = [...ending, ...added.map((a) => ({ sportId: a.sportId, startsAt: a.startsAt, endsAt: a.startsAt + lengthOf(a.sportId, a.tournamentId) }))];
    for (let t = now; t <= now + 15 * MINUTE; t += 10_000) {
      for (const [sport, minimum] of Object.entries(IN_PLAY_MINIMUM)) expect(inPlayAt(slots, Number(sport), t), `sport ${sport} at +${(t - now) / 1000}s`).toBeGreaterThanOrEqual(minimum);
      expect(nextRaceAfter(slots, t)! - t).toBeLessThanOrEqual(RACE_WITHIN_MS);
    }
    // Nothing is added where nothing is needed.
    expect(planEvents(slots, now, lengthOf)).toEqual([]);
  });

  it('names races by off time and gives new events the seeded market kinds', () => {
    expect(raceName('York', Date.UTC(2026, 0, 1, 16, 5), 'UTC')).toBe('16:05 York');
    const cricket = marketsForNewEvent({ exEventId: '4123456', sportId: 4, eventName: 'Punjab Kings v Sunrisers Hyderabad' });
    expect(cricket.map((m) => m.kind)).toEqual(['exchange', 'bookmaker', 'fancy', 'fancy', 'fancy']);
    expect(cricket.map((m) => m.marketName)).toContain('Match Odds');
    const race = marketsForNewEvent({ exEventId: '7123456', sportId: 7, eventName: '16:05 York' });
    expect(race).toHaveLength(1);
    expect((race[0]!.runners as unknown[]).length).toBeGreaterThanOrEqual(6);
  });
});
