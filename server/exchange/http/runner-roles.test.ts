import { expect, it } from 'vitest';
import { demoEvents } from '../db/seed-world';
import { onEveryStore } from './test-harness';

interface ListedMarket {
  exEventId: string;
  marketName: string;
  runners: Array<{ runnerId: string; runnerName: string; role: 'HOME' | 'AWAY' | 'DRAW' | null }>;
}

onEveryStore('runner roles', (api) => {
  const matchOdds = async () => {
    const eventIds = demoEvents(new Date()).map((e) => e.exEventId);
    const res = await api().post('/api/markets/match-odds', { eventIds });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: ListedMarket[] }).data;
  };

  it('every seeded three-way match odds market has exactly one draw, one home and one away runner', async () => {
    const threeWay = (await matchOdds()).filter((m) => m.runners.length === 3 && m.marketName === 'Match Odds');
    expect(threeWay.length).toBeGreaterThanOrEqual(4);
    for (const market of threeWay) {
      const roles = market.runners.map((r) => r.role);
      expect(roles.filter((r) => r === 'DRAW'), market.exEventId).toHaveLength(1);
      expect(roles.filter((r) => r === 'HOME'), market.exEventId).toHaveLength(1);
      expect(roles.filter((r) => r === 'AWAY'), market.exEventId).toHaveLength(1);
    }
  });

  it('marks the home and away teams of soccer and cricket by the fixture, and the draw whatever its place', async () => {
    const markets = await matchOdds();
    const byEvent = new Map(markets.map((m) => [m.exEventId, m]));
    const roleOf = (eventId: string) => Object.fromEntries(byEvent.get(eventId)!.runners.map((r) => [r.runnerName, r.role]));
    expect(roleOf('13001')).toEqual({ Arsenal: 'HOME', Liverpool: 'AWAY', 'The Draw': 'DRAW' });
    expect(roleOf('41004')).toEqual({ India: 'HOME', Australia: 'AWAY', 'The Draw': 'DRAW' });
    // A two-runner match: home and away, no draw.
    expect(roleOf('41001')).toEqual({ 'Mumbai Indians': 'HOME', 'Chennai Super Kings': 'AWAY' });
    // A race has no roles.
    expect(byEvent.get('77001')!.runners.every((r) => r.role === null)).toBe(true);
  });
});
