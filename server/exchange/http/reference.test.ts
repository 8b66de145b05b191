import { expect, it } from 'vitest';
import { seedSports } from '../db/seed';
import { demoCasinoGames, demoExchangeTypes } from '../db/seed-world';
import { onEveryStore } from './test-harness';

const referencePaths = [
  '/api/sports/list',
  '/api/events/all',
  '/api/events/racing',
  '/api/events/search',
  '/api/exchange-types/list',
  '/api/casino/events',
  '/api/site/theme-config',
  '/api/site/support-info',
];

onEveryStore('reference calls', (api) => {
  it('sports list reads the sports table, binary (66103) removed', async () => {
    const res = await api().post('/api/sports/list', { key: 'demo' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Array<{ sportId: number }> };
    expect(data.map((s) => s.sportId)).toEqual(seedSports.filter((s) => s.sportId !== 66103).map((s) => s.sportId));
    expect(data[0]).toEqual({ sportId: 4, sportName: 'Cricket', highlight: true });
  });

  it('all events is an object keyed by sportId with the spec fields', async () => {
    const { data } = (await api().post('/api/events/all', { key: 'demo' })).json() as {
      data: Record<string, Array<Record<string, unknown>>>;
    };
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['4', '2', '1', '7522', '7']));
    const match = data['4']!.find((e) => e.eventName === 'Mumbai Indians v Chennai Super Kings');
    expect(match).toMatchObject({
      exEventId: '41001',
      sportId: 4,
      sportName: 'Cricket',
      tournamentId: 'c-ipl',
      tournamentName: 'Indian Premier League',
      inPlay: true,
    });
    expect(new Date(match!.eventTime as string).toString()).not.toBe('Invalid Date');
  });

  it('racing events are horse races only', async () => {
    const { data } = (await api().post('/api/events/racing', { key: 'demo' })).json() as { data: Array<{ sportId: number }> };
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((e) => e.sportId))).toEqual(new Set([7]));
  });

  it('search event list returns every open event for client-side matching', async () => {
    const { data } = (await api().post('/api/events/search', { key: 'demo' })).json() as { data: Array<{ eventName: string }> };
    expect(data.map((e) => e.eventName)).toContain('Real Madrid v Barcelona');
  });

  it('exchange types come in sequence order with the spec fields', async () => {
    const { data } = (await api().post('/api/exchange-types/list', { key: 'demo' })).json() as { data: unknown[] };
    expect(data).toEqual(demoExchangeTypes);
  });

  it('casino events carry the lobby in data.lobby', async () => {
    const { data } = (await api().post('/api/casino/events', { key: 'demo' })).json() as {
      data: { lobby: Array<{ eventId: string; companyName: string; link: string | null; popular: boolean }> };
    };
    expect(data.lobby).toHaveLength(demoCasinoGames.length);
    expect(data.lobby[0]).toMatchObject({ eventId: '99.0001', companyName: 'UNIVERSE', popular: true });
    expect(data.lobby.map((g) => g.eventId)).toEqual(expect.arrayContaining(['88.0001', '1000000011']));
  });

  it('theme config and support info belong to the site', async () => {
    const theme = (await api().post('/api/site/theme-config', { key: 'demo' })).json() as { data: Record<string, string> };
    expect(theme.data).toMatchObject({ exchangeTitle: 'Backlay Exchange', themeColor: '#0b3d2e', exchangeLogo: '/logo.svg' });
    expect(theme.data['--header-bg']).toBe('#0b3d2e');
    const support = (await api().post('/api/site/support-info', { key: 'demo' })).json() as { data: Record<string, string> };
    expect(support.data.whatsapp).toBeTruthy();
  });

  it.each(referencePaths)('%s refuses an unknown site key with 404 SITE_NOT_FOUND', async (url) => {
    const res = await api().post(url, { key: 'nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'SITE_NOT_FOUND', message: "Unknown site key 'nope'" } });
  });

  it.each([
    ['a missing key', {}],
    ['an empty key', { key: '' }],
    ['a key of the wrong type', { key: 4 }],
    ['an unexpected field', { key: 'demo', extra: 1 }],
  ])('answers %s with 400 INVALID_INPUT_DATA', async (_what, body) => {
    const res = await api().post('/api/sports/list', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await api().app.inject({
      method: 'POST',
      url: '/api/sports/list',
      payload: '{"key":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'INVALID_INPUT_DATA' } });
  });

  it('answers an unknown path with 404 NOT_FOUND', async () => {
    const res = await api().post('/api/nothing/here', { key: 'demo' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
