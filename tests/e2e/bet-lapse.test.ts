import { randomUUID } from 'node:crypto';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_ERROR_MESSAGES } from '../../src/features/bets/bet-errors.ts';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { layToRest, loginThroughGateway, pageAs, postApi, visit } from './shell-support.ts';

const MARKET_ID = '41001.mo';
const IN_PLAY = '/marketdetails/41001/4';
const DELAY_MS = 8_000;
const slipIn = (state: string) => `[aria-label="Bet Slip"][data-state="${state}"]`;

/**
 * An in-play bet the market's suspension lapses while it waits out the delay (docs/adr/incident-rule.md),
 * in Chromium at 1366 and 390 px, with the simulator off and the operator suspending the market: the slip
 * says the bet lapsed and why (the order push's lapse reason), and Try again places a new bet — a new
 * idempotency key, so the exchange does not answer with the lapsed one.
 */
describe('a bet lapsed by a suspension during its in-play delay', () => {
  let server: ServerProcess;
  let browser: Browser;
  let operator: string;
  const rest = (path: string, body: unknown, token = operator) => postApi(server.url, path, body, token);

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'off' }));
    operator = (await loginThroughGateway(server.url, 'operator')).token;
    const mm2 = (await loginThroughGateway(server.url, 'mm2')).token;
    // A back offer on runner 1 to click in its lay column (placed with no delay, so it rests at once), then
    // a delay long enough for the test to suspend the market under the bettor's bet.
    await rest('/admin/markets/status', { marketId: MARKET_ID, betDelayMs: 0 });
    await rest('/bets/place', { idempotencyKey: randomUUID(), marketId: MARKET_ID, side: 'BACK', size: 50_000, selection: { kind: 'exchange', runnerId: '1', price: 3 } }, mm2);
    await rest('/admin/markets/status', { marketId: MARKET_ID, betDelayMs: DELAY_MS });
  }, 600_000);

  afterAll(async () => {
    await stopLiveSystem({ server, browser });
  });

  /** Each PlaceBet mutation's idempotency key and the bet id it was answered with. */
  function watchPlaceBets(page: Page) {
    const placed: Array<{ key: string; betId: Promise<string | null> }> = [];
    page.on('request', (request: Request) => {
      const body = request.url().endsWith('/graphql') ? (request.postDataJSON() as { operationName?: string; variables?: { input?: { idempotencyKey?: string } } } | null) : null;
      if (body?.operationName !== 'PlaceBet') return;
      const betId = request
        .response()
        .then(async (response) => ((await response?.json()) as { data?: { placeBet?: { betId: string } } } | undefined)?.data?.placeBet?.betId ?? null)
        .catch(() => null);
      placed.push({ key: body.variables?.input?.idempotencyKey ?? '', betId });
    });
    return placed;
  }

  for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
    it(`says so on the slip, and Try again places a new bet (${viewport.width} px)`, { timeout: 180_000 }, async () => {
      const page = await pageAs(browser, server.url, 'demo', viewport);
      try {
        const placed = watchPlaceBets(page);
        expect(await visit(page, server.url, IN_PLAY)).toBe(IN_PLAY);
        const slip = await layToRest(page, '1');
        await slip.getByRole('button', { name: 'Place Bet' }).click();
        await page.locator(slipIn('waiting')).waitFor({ timeout: 30_000 });

        await rest('/admin/markets/status', { marketId: MARKET_ID, status: 'SUSPENDED' });
        await page.locator(slipIn('rejected')).waitFor({ timeout: 30_000 });
        const alert = slip.getByRole('alert');
        expect(await alert.locator('p').textContent()).toBe(`Bet lapsed, nothing matched. ${BET_ERROR_MESSAGES.MARKET_SUSPENDED}`);
        // Nothing covers the words: the alert is inside the viewport and on top where it is drawn.
        const box = (await alert.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[aria-label="Bet Slip"]') !== null, [box.x + 4, box.y + 4])).toBe(true);

        await rest('/admin/markets/status', { marketId: MARKET_ID, status: 'OPEN' });
        await slip.getByRole('button', { name: 'Try again' }).click();
        await page.locator(slipIn('waiting')).waitFor({ timeout: 30_000 });
        await page.locator(slipIn('unmatched')).waitFor({ timeout: DELAY_MS + 30_000 });
        expect(placed).toHaveLength(2);
        const [first, again] = placed;
        expect(again!.key).not.toBe(first!.key);
        const [firstBet, againBet] = await Promise.all([first!.betId, again!.betId]);
        expect(firstBet).toEqual(expect.any(String));
        expect(againBet).toEqual(expect.any(String));
        expect(againBet).not.toBe(firstBet);
      } finally {
        await page.context().close();
      }
    });
  }
});
