import { describe, expect, it } from 'vitest';
import { referenceTtlMs, ttlFor } from './datasources/cache-config';
import { createDataSourceDeps, createDataSources } from './datasources';
import type { RestTransport } from './datasources/rest-client';

/** A fake exchange that answers every path with who asked (the bearer token) and counts calls. */
function recordingTransport() {
  const calls: Array<{ path: string; authorization: string | undefined }> = [];
  const transport: RestTransport = async (path, _body, headers) => {
    calls.push({ path, authorization: headers.authorization });
    const who = headers.authorization ?? 'anonymous';
    const data = path.startsWith('/events/') || path === '/sports/list' || path === '/exchange-types/list' ? [] : path === '/casino/events' ? { lobby: [] } : { who };
    return { status: 200, body: JSON.stringify({ data }) };
  };
  return { calls, transport };
}

describe('reference cache', () => {
  it('keeps reference answers per endpoint for their TTL, and never user-specific ones', async () => {
    const { calls, transport } = recordingTransport();
    const deps = createDataSourceDeps(transport, 'demo');
    const alice = createDataSources(deps, 'token-alice');
    const bob = createDataSources(deps, 'token-bob');

    await Promise.all([alice.reference.sports(), bob.reference.sports(), alice.reference.themeConfig(), bob.reference.themeConfig()]);
    expect(calls.filter((c) => c.path === '/sports/list')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/site/theme-config')).toHaveLength(1);
    // Reference calls carry no token at all: nothing of a user can reach a shared entry.
    expect(calls.every((c) => c.authorization === undefined)).toBe(true);

    const answers = await Promise.all([alice.account.balance(), bob.account.balance(), alice.account.profile(), bob.account.profile(), alice.markets.unsettled(), bob.markets.unsettled()]);
    expect(answers.map((a) => (a as unknown as { who: string }).who)).toEqual(['Bearer token-alice', 'Bearer token-bob', 'Bearer token-alice', 'Bearer token-bob', 'Bearer token-alice', 'Bearer token-bob']);
    // Asked again: every user-specific call goes to the exchange again.
    await Promise.all([alice.account.balance(), bob.account.balance()]);
    expect(calls.filter((c) => c.path === '/user/balance')).toHaveLength(4);
  });

  it('has one documented TTL per reference endpoint, scaled by GATEWAY_CACHE_SCALE', () => {
    expect(Object.keys(referenceTtlMs).sort()).toEqual(['allEvents', 'casinoLobby', 'exchangeTypes', 'racingEvents', 'searchEvents', 'sportsList', 'supportInfo', 'themeConfig', 'tips']);
    expect(ttlFor('sportsList', 0)).toBe(0);
    expect(ttlFor('themeConfig', 2)).toBe(referenceTtlMs.themeConfig * 2);
  });
});

describe('collapsed public reads', () => {
  it('shares one REST call among identical reads of one event-loop turn, and keeps nothing after it left', async () => {
    const { calls, transport } = recordingTransport();
    const deps = createDataSourceDeps(transport, 'demo');
    const [alice, bob] = [createDataSources(deps, 'token-alice'), createDataSources(deps, 'token-bob')];
    const first = await Promise.all([alice.markets.market('41002.mo'), bob.markets.market('41002.mo'), alice.markets.market('41003.mo')]);
    expect(calls.filter((c) => c.path === '/markets/detail')).toHaveLength(2);
    expect(first[0]).toBe(first[1]);
    // Public reads carry no token.
    expect(calls.every((c) => c.authorization === undefined)).toBe(true);
    await alice.markets.market('41002.mo');
    expect(calls.filter((c) => c.path === '/markets/detail')).toHaveLength(3);
  });
});

