import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { loginThroughGateway, pageAs, placeOnExchange, type ExchangeBet, visit } from './shell-support.ts';

/** Event 41003 is pre-play (no bet delay); with the simulator off nobody else trades on it. */
const MARKET_PAGE = '/marketdetails/41003/4';
const MARKET_ID = '41003.mo';

const place = async (baseUrl: string, token: string, bet: Omit<ExchangeBet, 'marketId'>) => (await placeOnExchange(baseUrl, token, { marketId: MARKET_ID, ...bet })).betId;

describe('trader’s tools on the real exchange: cash out and queue position', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'off' }));
    for (const user of ['mm1', 'mm2']) tokens[user] = (await loginThroughGateway(server.url, user)).token;
    page = await pageAs(browser, server.url, 'demo');
    tokens.demo = (await page.evaluate(() => localStorage.getItem('token')))!;
  });

  afterAll(async () => {
    await page?.context().close();
    await stopLiveSystem({ server, browser });
  });

  it('backs at 3.0, the price shortens to 2.5, and a full cash out leaves the same profit on every runner', async () => {
    await place(server.url, tokens.mm1!, { side: 'LAY', runnerId: '1', price: 3, size: 10_000 });
    await place(server.url, tokens.demo!, { side: 'BACK', runnerId: '1', price: 3, size: 10_000 });
    // Someone now bids 2.5 on runner 1: the bettor can lay it there.
    await place(server.url, tokens.mm2!, { side: 'BACK', runnerId: '1', price: 2.5, size: 50_000 });

    expect(await visit(page, server.url, MARKET_PAGE)).toBe(MARKET_PAGE);
    const panel = page.getByRole('region', { name: 'Cash Out: Match Odds' }).first();
    // +₹200 / −₹100 now; lay ₹120 at 2.50 → +₹20 whoever wins.
    const cashOut = panel.getByRole('button', { name: 'Cash out 100%' });
    await cashOut.waitFor({ timeout: 15_000 });
    expect(await cashOut.textContent()).toContain('+₹20.00');
    await cashOut.click();
    await panel.getByText('Lay', { exact: false }).first().waitFor();
    expect(await panel.getByRole('listitem').first().textContent()).toMatch(/^Lay .+ ₹120\.00 at 2\.50$/);
    await panel.getByRole('button', { name: 'Confirm: +₹20.00' }).click();

    const result = panel.getByRole('status', { name: 'Cash out result' });
    await result.waitFor({ timeout: 10_000 });
    expect(await result.getByRole('listitem').first().textContent()).toMatch(/matched ₹120\.00 of ₹120\.00 at 2\.50$/);
    const profits = await result.locator('tbody td').allTextContents();
    expect(profits.length).toBeGreaterThanOrEqual(2);
    expect(new Set(profits)).toEqual(new Set(['+₹20.00']));

    // The exchange's own position (what settlement pays) agrees on every runner.
    const res = await fetch(`${server.url}/api/bets/positions`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.demo}` }, body: JSON.stringify({ eventId: '41003' }) });
    const positions = (await res.json()) as { data: Array<{ marketId: string; runners: Array<{ profit: number }> }> };
    expect(new Set(positions.data.find((p) => p.marketId === MARKET_ID)!.runners.map((r) => r.profit))).toEqual(new Set([2_000]));

    // The event book on the page (the exchange's figures, read again as the bets change) shows it too.
    await page.waitForFunction(
      () => {
        const cells = [...document.querySelectorAll('section[aria-labelledby="event-book-title"] table:first-of-type tbody td')].map((td) => td.textContent);
        return cells.length >= 2 && cells.every((text) => text === '+₹20.00');
      },
      undefined,
      { timeout: 10_000 },
    );
  });

  it('shows an unmatched bet’s queue position, which falls when a bet ahead of it is cancelled', async () => {
    const ahead = await place(server.url, tokens.mm1!, { side: 'LAY', runnerId: '2', price: 4, size: 5_000 });
    await place(server.url, tokens.demo!, { side: 'LAY', runnerId: '2', price: 4, size: 10_000 });
    const myBets = page.getByRole('region', { name: 'My Bets' });
    await myBets.getByRole('tab', { name: 'Unmatched Bets (1)' }).click({ timeout: 10_000 });
    const queue = myBets.getByLabel('Queue position');
    await queue.waitFor({ timeout: 10_000 });
    expect(await queue.textContent()).toBe('₹50.00 ahead in the queue');

    const cancelled = await fetch(`${server.url}/api/bets/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.mm1}` },
      body: JSON.stringify({ marketId: MARKET_ID, betId: ahead }),
    });
    expect(cancelled.status).toBe(200);
    // Through the live orders subscription, well before My Bets' 30 s fallback poll.
    await page.waitForFunction(() => document.querySelector('[aria-label="Queue position"]')?.textContent === 'First in the queue at this price', undefined, { timeout: 8_000 });
  });
});
