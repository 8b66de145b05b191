import { describe, expect, it } from 'vitest';
import { gatewayClient } from './test-client';
import { useTestServer } from './test-server';

const PRODUCT = 'exEventId sportId eventName eventTime inPlay markets { marketId kind status line runners { runnerId runnerName availableToBack { price size } } }';

describe('lottery, virtual, binary, ball-by-ball, tips and launches through the gateway', () => {
  const server = useTestServer();
  const { gql, ok, login } = gatewayClient(() => server().url);

  it('lists lottery draws, virtual events and binary lines with their markets', async () => {
    const data = await ok<{
      lotteryDraws: Array<{ sportId: number; markets: Array<{ kind: string; runners: unknown[] }> }>;
      virtualEvents: Array<{ sportId: number; markets: Array<{ kind: string }> }>;
      binaryMarkets: Array<{ sportId: number; markets: Array<{ kind: string; line: number }> }>;
    }>(`{ lotteryDraws { ${PRODUCT} } virtualEvents { ${PRODUCT} } binaryMarkets { ${PRODUCT} } }`);
    expect(data.lotteryDraws[0]).toMatchObject({ sportId: 66104, markets: [{ kind: 'lottery' }] });
    expect(data.lotteryDraws[0]!.markets[0]!.runners).toHaveLength(10);
    expect(data.virtualEvents[0]).toMatchObject({ sportId: 66101, markets: [{ kind: 'exchange' }] });
    expect(data.binaryMarkets[0]).toMatchObject({ sportId: 66103, markets: [{ kind: 'binary', line: 24500 }] });
  });

  it('lists the ball-by-ball markets of an in-play cricket event, and tips', async () => {
    const data = await ok<{ ballByBallMarkets: Array<{ kind: string; runners: Array<{ runnerId: string }> }>; tips: Array<{ title: string; confidence: number }> }>(
      '{ ballByBallMarkets(eventId: "41001") { marketId kind runners { runnerId } } tips { tipId exEventId title body author confidence createdAt } }',
    );
    expect(data.ballByBallMarkets[0]!.kind).toBe('ballByBall');
    expect(data.ballByBallMarkets[0]!.runners.map((r) => r.runnerId)).toEqual(['0', '1', '2', '3', '4', '6', 'W']);
    expect(data.tips.length).toBeGreaterThanOrEqual(4);
  });

  it('launches casino games and the partner exchange only with a token', async () => {
    const anonymous = await gql('{ casinoGame(eventId: "99.0001") { link } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const token = await login('demo');
    const data = await ok<{ casinoGame: { companyName: string; link: string }; partnerLaunch: { url: string; expiresInSeconds: number } }>(
      '{ casinoGame(eventId: "99.0001") { eventId gameName link companyName } partnerLaunch { url expiresInSeconds } }',
      {},
      token,
    );
    expect(data.casinoGame).toMatchObject({ companyName: 'UNIVERSE', link: expect.stringContaining('{token}') });
    expect(data.partnerLaunch.url).toMatch(/\?token=/);
    expect(data.partnerLaunch.expiresInSeconds).toBe(120);
  });

  it('keeps favourites per user across logins', async () => {
    const demo = await login('demo');
    await ok('mutation { a: setFavourite(eventId: "41002", favourite: true) b: setFavourite(eventId: "22002", favourite: true) }', {}, demo);
    await ok('mutation { setFavourite(eventId: "22002", favourite: false) }', {}, demo);
    await ok('mutation { logout }', {}, demo);
    const again = await login('demo');
    expect((await ok<{ favourites: string[] }>('{ favourites }', {}, again)).favourites).toEqual(['41002']);
    const agent = await login('agent');
    expect((await ok<{ favourites: string[] }>('{ favourites }', {}, agent)).favourites).toEqual([]);
    const unknown = await gql('mutation { setFavourite(eventId: "nope", favourite: true) }', {}, again);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('EVENT_NOT_FOUND');
  });
});
