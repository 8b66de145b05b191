import { beforeAll, expect, it } from 'vitest';
import { tokenOf } from './incident-fixture';
import { onEveryStore } from './test-harness';

/** admin/events/create and its competition (issue #48: a site outside the demo starts with none; the feeds bring them). */
onEveryStore('an event in a new competition', (api) => {
  let operator = '';
  beforeAll(async () => {
    operator = await tokenOf(api(), 'operator');
  });
  const event = (exEventId: string, extra: Record<string, unknown>) => ({
    exEventId,
    sportId: 4,
    eventName: 'Surat v Indore',
    eventTime: new Date(Date.now() + 3_600_000).toISOString(),
    markets: [{ marketId: `${exEventId}-mo`, marketName: 'Match Odds', kind: 'exchange', runners: [{ runnerId: `${exEventId}-s`, runnerName: 'Surat' }, { runnerId: `${exEventId}-i`, runnerName: 'Indore' }] }],
    ...extra,
  });

  it('is refused, coded, when the competition neither exists nor is named; named, it is created with the event', async () => {
    const unnamed = await api().post('/api/admin/events/create', event('nc-1', { tournamentId: 'new-cup' }), operator);
    expect(unnamed.statusCode).toBe(404);
    expect((unnamed.json() as { error: { code: string } }).error.code).toBe('COMPETITION_NOT_FOUND');
    const named = await api().post('/api/admin/events/create', event('nc-1', { tournamentId: 'new-cup', tournamentName: 'New Cup' }), operator);
    expect(named.statusCode).toBe(201);
    const detail = (await api().post('/api/events/detail', { eventId: 'nc-1' })).json() as { data: { event: { tournamentName: string } } };
    expect(detail.data.event.tournamentName).toBe('New Cup');
    // A second event in it needs no name; the name given again changes nothing.
    expect((await api().post('/api/admin/events/create', event('nc-2', { tournamentId: 'new-cup' }), operator)).statusCode).toBe(201);
    expect((await api().post('/api/admin/events/create', event('nc-3', { tournamentId: 'new-cup', tournamentName: 'Renamed' }), operator)).statusCode).toBe(201);
    expect(((await api().post('/api/events/detail', { eventId: 'nc-3' })).json() as { data: { event: { tournamentName: string } } }).data.event.tournamentName).toBe('New Cup');
  });

  it('is refused when the competition is in another sport', async () => {
    const wrong = await api().post('/api/admin/events/create', { ...event('nc-4', { tournamentId: 'new-cup' }), sportId: 1 }, operator);
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as { error: { code: string } }).error.code).toBe('COMPETITION_SPORT_MISMATCH');
  });
});
