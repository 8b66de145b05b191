import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { deadManSwitches, users } from '../exchange/db/schema';
import { gatewayClient, wsSubscription } from './test-client';
import { useTestServer } from './test-server';

// Starting the whole system seeds the store (scrypt per demo account): minutes on a loaded machine.
vi.setConfig({ hookTimeout: 300_000 });

const BOOK = `subscription($m: ID!) { marketBook(marketId: $m) { marketId } }`;
const SETTINGS = 'mutation($i: SettingsInput!) { updateSettings(input: $i) { cancelOnDisconnect } }';

/**
 * "Cancel my unmatched bets if I disconnect": the setting through GraphQL, and the gateway telling the
 * exchange when a signed-in bettor's graphql-ws connections open and close (the exchange's web
 * dead-man switch arms when the last one closes and stands down when one opens).
 */
describe('the web dead-man switch through the gateway', () => {
  const server = useTestServer();
  const { ok, login } = gatewayClient(() => server().url);

  it('keeps the setting, and arms the switch when the last connection closes, standing it down on a return', { timeout: 120_000 }, async () => {
    const token = await login('demo');
    const { db } = server().database;
    const [demo] = await db.select({ userId: users.userId }).from(users).where(eq(users.userName, 'demo'));
    const webSwitch = async () => (await db.select().from(deadManSwitches).where(and(eq(deadManSwitches.userId, demo!.userId), eq(deadManSwitches.source, 'web'))))[0];

    expect(await ok<{ settings: { cancelOnDisconnect: boolean } }>('{ settings { cancelOnDisconnect } }', {}, token)).toEqual({ settings: { cancelOnDisconnect: false } });
    expect(await ok(SETTINGS, { i: { cancelOnDisconnect: true } }, token)).toEqual({ updateSettings: { cancelOnDisconnect: true } });
    expect(await ok<{ settings: { cancelOnDisconnect: boolean } }>('{ settings { cancelOnDisconnect } }', {}, token)).toEqual({ settings: { cancelOnDisconnect: true } });

    const first = wsSubscription(server().url, BOOK, { m: '41002.mo' }, token);
    const second = wsSubscription(server().url, BOOK, { m: '41003.mo' }, token);
    const anonymous = wsSubscription(server().url, BOOK, { m: '41002.mo' });
    await Promise.all([first, second, anonymous].map((s) => s.until((v) => v.length >= 1, 30_000)));
    await first.close();
    await anonymous.close();
    // One tab still open: nothing armed.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await webSwitch())?.deadline ?? null).toBeNull();

    const closedAt = Date.now();
    await second.close();
    await expect.poll(async () => (await webSwitch())?.deadline ?? null, { timeout: 30_000 }).not.toBeNull();
    const armed = await webSwitch();
    expect(armed!.timeoutSeconds).toBe(30);
    expect(armed!.deadline! - closedAt).toBeGreaterThan(25_000);

    const back = wsSubscription(server().url, BOOK, { m: '41002.mo' }, token);
    try {
      await back.until((v) => v.length >= 1, 30_000);
      await expect.poll(async () => (await webSwitch())?.deadline ?? null, { timeout: 30_000 }).toBeNull();
    } finally {
      await back.close();
      await ok(SETTINGS, { i: { cancelOnDisconnect: false } }, token);
    }
  });
});
