import { describe, expect, it } from 'vitest';
import { gatewayClient } from './test-client';
import { useTestServer } from './test-server';

const MARKET = 'marketId marketName kind eventName sportId sportName status inPlay runners { runnerId runnerName } betCount matched settledVersion result reason';
type Market = { marketId: string; marketName: string; status: string; runners: Array<{ runnerId: string; runnerName: string }>; settledVersion: number; result: string | null; reason: string | null };

describe("the operator's console through the gateway", () => {
  const server = useTestServer();
  const { gql, ok, login } = gatewayClient(() => server().url);

  it('lists, suspends, opens, settles, resettles with a reason and voids a market; others are refused', async () => {
    const [operator, demo] = await Promise.all([login('operator'), login('demo')]);
    const denied = await gql('{ operatorMarkets { marketId } }', {}, demo);
    expect(denied.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');

    const { operatorMarkets } = await ok<{ operatorMarkets: Market[] }>(`query($s: String, $st: OperatorMarketState) { operatorMarkets(search: $s, state: $st) { ${MARKET} } }`, { s: 'match odds', st: 'OPEN' }, operator);
    expect(operatorMarkets.length).toBeGreaterThan(0);
    const market = operatorMarkets.find((m) => m.runners.length >= 2)!;
    expect(market).toMatchObject({ status: 'OPEN', settledVersion: 0, result: null });

    const status = (s: string) => ok<{ operatorSetMarketStatus: Market }>('mutation($m: ID!, $s: MarketStatus!) { operatorSetMarketStatus(marketId: $m, status: $s) { status } }', { m: market.marketId, s }, operator);
    expect((await status('SUSPENDED')).operatorSetMarketStatus.status).toBe('SUSPENDED');
    expect((await status('OPEN')).operatorSetMarketStatus.status).toBe('OPEN');

    const settle = (winner: string, reason?: string) =>
      gql<{ operatorSettleMarket: { version: number; market: Market } }>(
        `mutation($m: ID!, $w: ID, $r: String) { operatorSettleMarket(marketId: $m, winnerId: $w, reason: $r) { version bettors market { ${MARKET} } } }`,
        { m: market.marketId, w: winner, r: reason ?? null },
        operator,
      );
    const [first, second] = market.runners;
    expect((await settle(first!.runnerId)).data?.operatorSettleMarket).toMatchObject({ version: 1, market: { status: 'CLOSED', result: first!.runnerName } });
    expect((await settle(second!.runnerId)).errors?.[0]?.extensions?.code).toBe('REASON_REQUIRED');
    expect((await settle(second!.runnerId, 'Result corrected')).data?.operatorSettleMarket).toMatchObject({ version: 2, market: { result: second!.runnerName, reason: 'Result corrected' } });
    const { operatorVoidMarket } = await ok<{ operatorVoidMarket: { version: number; market: Market } }>(
      `mutation($m: ID!) { operatorVoidMarket(marketId: $m, reason: "Abandoned") { version market { ${MARKET} } } }`,
      { m: market.marketId },
      operator,
    );
    expect(operatorVoidMarket).toMatchObject({ version: 3, market: { result: 'Void', reason: 'Abandoned' } });
  });

  it('reads and saves the site settings, refusing bad ones with their codes', async () => {
    const operator = await login('operator');
    const SETTINGS = 'levels defaultShares { role roleName shareBps } sportLimits { sportId sportName minStake maxStake delaySeconds } bettorTwoFactor updatedBy';
    const { siteSettings } = await ok<{ siteSettings: { levels: number; sportLimits: Array<{ sportId: number; sportName: string }> } }>(`{ siteSettings { ${SETTINGS} } }`, {}, operator);
    expect(siteSettings.levels).toBe(4);
    expect(siteSettings.sportLimits.map((s) => s.sportName)).toContain('Cricket');
    const save = (input: unknown) => gql<{ updateSiteSettings: unknown }>(`mutation($i: SiteSettingsInput!) { updateSiteSettings(input: $i) { ${SETTINGS} } }`, { i: input }, operator);
    const bad = await save({ levels: 4, defaultShares: [], sportLimits: [{ sportId: 4, delaySeconds: 90 }] });
    expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_BET_DELAY');
    const saved = await save({ levels: 4, defaultShares: [{ role: 'agent', shareBps: 2_000 }], sportLimits: [{ sportId: 4, minStake: 10_000, maxStake: null, delaySeconds: 5 }] });
    expect(saved.data?.updateSiteSettings).toMatchObject({
      levels: 4,
      defaultShares: expect.arrayContaining([{ role: 'agent', roleName: 'Agent', shareBps: 2_000 }]),
      sportLimits: expect.arrayContaining([{ sportId: 4, sportName: 'Cricket', minStake: 10_000, maxStake: null, delaySeconds: 5 }]),
      bettorTwoFactor: false,
      updatedBy: 'operator',
    });
    // Offering two-step sign-in to bettors; an input without it keeps it as it is.
    const offered = await save({ levels: 4, defaultShares: [{ role: 'agent', shareBps: 2_000 }], sportLimits: [], bettorTwoFactor: true });
    expect(offered.data?.updateSiteSettings).toMatchObject({ bettorTwoFactor: true });
    const kept = await save({ levels: 4, defaultShares: [{ role: 'agent', shareBps: 2_000 }], sportLimits: [] });
    expect(kept.data?.updateSiteSettings).toMatchObject({ bettorTwoFactor: true });
    await save({ levels: 4, defaultShares: [{ role: 'agent', shareBps: 2_000 }], sportLimits: [], bettorTwoFactor: false });
  });

  it('chooses how the site writes money: the theme config carries it to every screen at once', async () => {
    const operator = await login('operator');
    const theme = async () => (await ok<{ themeConfig: { moneyLocale: string } }>('{ themeConfig { moneyLocale } }', {})).themeConfig.moneyLocale;
    expect(await theme()).toBe('en-IN');
    const save = (moneyLocale: unknown) =>
      gql<{ updateSiteSettings: { moneyLocale: string; moneyLocales: string[] } }>('mutation($i: SiteSettingsInput!) { updateSiteSettings(input: $i) { moneyLocale moneyLocales } }', { i: { levels: 4, defaultShares: [], sportLimits: [], moneyLocale } }, operator);
    expect((await save('fr-FR')).errors?.[0]?.extensions?.code).toBe('INVALID_MONEY_LOCALE');
    expect((await save('en-GB\u0000')).errors?.[0]?.extensions?.code).toBe('INVALID_INPUT_DATA');
    expect(await theme()).toBe('en-IN');
    const saved = await save('en-GB');
    expect(saved.data?.updateSiteSettings).toEqual({ moneyLocale: 'en-GB', moneyLocales: ['en-IN', 'en-GB', 'de-DE'] });
    // Read before the change (cached for minutes), and still the new one at once.
    expect(await theme()).toBe('en-GB');
    const kept = await save(null);
    expect(kept.data?.updateSiteSettings.moneyLocale).toBe('en-GB');
    await save('en-IN');
    expect(await theme()).toBe('en-IN');
  });
});
