import { createClient } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestServer } from './test-server';

describe('gateway over the real exchange service', () => {
  const running = useTestServer();

  const query = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${running().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
      body: JSON.stringify(body),
    });

  it('wraps the REST sports list in the `sports` query with the spec field names', async () => {
    const res = await query({ query: '{ sports { sportId sportName highlight } }' });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { sports: Array<{ sportId: number }> } };
    expect(data.sports[0]).toEqual({ sportId: 4, sportName: 'Cricket', highlight: true });
    expect(data.sports.map((s) => s.sportId)).not.toContain(66103);
  });

  it('answers queries over graphql-ws on the same path', async () => {
    const client = createClient({ url: `${running().url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const result = await new Promise<unknown>((resolve, reject) => {
        client.subscribe({ query: '{ sports { sportName } }' }, { next: resolve, error: reject, complete: () => {} });
      });
      expect(result).toMatchObject({ data: { sports: expect.arrayContaining([{ sportName: 'Tennis' }]) } });
    } finally {
      await client.dispose();
    }
  });

  const gql = async <T>(q: string, variables: Record<string, unknown> = {}, token?: string) => {
    const res = await query({ query: q, variables }, token ? { authorization: `Bearer ${token}` } : {});
    return (await res.json()) as { data: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  };

  it('serves every reference list with the spec field names', async () => {
    const { data, errors } = await gql<{
      allEvents: Array<{ sportId: number; events: Array<{ exEventId: string; eventName: string }> }>;
      racingEvents: Array<{ sportId: number }>;
      exchangeTypes: Array<{ exchangeId: string }>;
      casinoLobby: Array<{ eventId: string; companyName: string }>;
      themeConfig: { exchangeTitle: string; variables: Array<{ name: string; value: string }> };
      supportInfo: { channels: Array<{ channel: string }> };
    }>(`{
      allEvents { sportId events { exEventId eventName sportName eventTime tournamentId tournamentName inPlay } }
      racingEvents { sportId eventName }
      exchangeTypes { exchangeId exchangeName highlight sequence }
      casinoLobby { eventId gameName link companyName popular image }
      themeConfig { exchangeTitle exchangeLogo exchangeFavicon themeColor variables { name value } }
      supportInfo { channels { channel value } }
    }`);
    expect(errors).toBeUndefined();
    expect(data.allEvents.find((g) => g.sportId === 4)?.events.map((e) => e.eventName)).toContain('India v Australia');
    expect(data.racingEvents.every((e) => e.sportId === 7)).toBe(true);
    expect(data.exchangeTypes[0]?.exchangeId).toBe('11');
    expect(data.casinoLobby.map((g) => g.companyName)).toContain('VIMAAN');
    expect(data.themeConfig.exchangeTitle).toBe('Backlay Exchange');
    expect(data.themeConfig.variables).toContainEqual({ name: '--header-bg', value: '#0b3d2e' });
    expect(data.supportInfo.channels.map((c) => c.channel)).toContain('whatsapp');
  });

  it('searches events by a differently-cased fragment of event or sport name; blank finds nothing', async () => {
    const found = await gql<{ searchEvents: Array<{ eventName: string }> }>('query($t: String!) { searchEvents(text: $t) { eventName } }', { t: 'mADRID' });
    expect(found.data.searchEvents.map((e) => e.eventName)).toEqual(['Real Madrid v Barcelona']);
    const bySport = await gql<{ searchEvents: Array<{ eventName: string }> }>('query($t: String!) { searchEvents(text: $t) { eventName } }', { t: 'tennis' });
    expect(bySport.data.searchEvents.length).toBeGreaterThanOrEqual(2);
    const blank = await gql<{ searchEvents: unknown[] }>('query($t: String!) { searchEvents(text: $t) { eventName } }', { t: '   ' });
    expect(blank.data.searchEvents).toEqual([]);
  });

  it('logs in, answers me per token, and ends with UNAUTHENTICATED after logout', async () => {
    const login = (u: string) =>
      gql<{ login: { token: string; userDetail: { userName: string; isLogin: number } } }>(
        'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token userDetail { userName isLogin role } } }',
        { u, p: 'demo-password' },
      );
    const [demo, blocked] = await Promise.all([login('demo'), login('blocked')]);
    expect(demo.data.login.userDetail).toEqual({ userName: 'demo', isLogin: 1, role: 'bettor' });
    const meQuery = '{ me { userName isLogin } }';
    const [meDemo, meBlocked, anonymous] = await Promise.all([
      gql<{ me: unknown }>(meQuery, {}, demo.data.login.token),
      gql<{ me: unknown }>(meQuery, {}, blocked.data.login.token),
      gql<{ me: unknown }>(meQuery),
    ]);
    expect(meDemo.data.me).toEqual({ userName: 'demo', isLogin: 1 });
    expect(meBlocked.data.me).toEqual({ userName: 'blocked', isLogin: 0 });
    expect(anonymous.data.me).toBeNull();
    expect((await gql<{ logout: boolean }>('mutation { logout }', {}, demo.data.login.token)).data.logout).toBe(true);
    const after = await gql<{ me: unknown }>(meQuery, {}, demo.data.login.token);
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("passes the exchange's error code through as extensions.code", async () => {
    const wrong = await gql('mutation { login(username: "demo", password: "not-it") { token } }');
    expect(wrong.errors?.[0]?.extensions?.code).toBe('INVALID_USERNAME_OR_PASSWORD');
  });

  it('rejects an invalid document with a GraphQL validation error, not a 500', async () => {
    const res = await query({ query: '{ sports { nope } }' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Array<{ message: string }> };
    expect(body.errors[0]?.message).toContain('nope');
  });
});
