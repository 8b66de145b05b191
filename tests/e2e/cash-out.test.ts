import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { loginThroughGateway, pageAs, placeOnExchange, recordToasts, type ExchangeBet, visit } from './shell-support.ts';

/** Event 41001 is in play: its match odds wait out a 3 s bet delay. With the simulator off nobody else trades on it. */
const MARKET_PAGE = '/marketdetails/41001/4';
const MARKET_ID = '41001.mo';
const BET_DELAY_MS = 3_000;

const place = async (baseUrl: string, token: string, bet: Omit<ExchangeBet, 'marketId'>) => (await placeOnExchange(baseUrl, token, { marketId: MARKET_ID, ...bet })).betId;

describe('cash out in play, on the real exchange', () => {
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

  it('waits out the bet delay, shows the result when the order push says it matched, then the live value again', async () => {
    // Released in the order placed, each after the delay: mm1's lay rests, the bettor's back takes
    // it at 3.0, then mm2's bid at 2.5 rests (the bettor can lay runner 1 there).
    await place(server.url, tokens.mm1!, { side: 'LAY', runnerId: '1', price: 3, size: 10_000 });
    await place(server.url, tokens.demo!, { side: 'BACK', runnerId: '1', price: 3, size: 10_000 });
    await place(server.url, tokens.mm2!, { side: 'BACK', runnerId: '1', price: 2.5, size: 50_000 });
    await new Promise((resolve) => setTimeout(resolve, BET_DELAY_MS + 1_000));

    expect(await visit(page, server.url, MARKET_PAGE)).toBe(MARKET_PAGE);
    const panel = page.getByRole('region', { name: 'Cash Out: Match Odds' }).first();
    // +₹200 / −₹100 now; lay ₹120 at 2.50 → +₹20 whoever wins.
    const cashOut = panel.getByRole('button', { name: 'Cash out 100%' });
    await cashOut.waitFor({ timeout: 20_000 });
    expect(await cashOut.textContent()).toContain('+₹20.00');
    // The panel in view says how the cash-out ended; no toast says it again over the page.
    const toasts = await recordToasts(page);
    await cashOut.click();
    await panel.getByRole('button', { name: 'Confirm: +₹20.00' }).click();

    // The answer comes at once with the bet waiting out the delay.
    const waiting = panel.getByRole('status', { name: 'Cash out waiting' });
    await waiting.waitFor({ timeout: 10_000 });
    expect(await waiting.textContent()).toContain('waiting out the in-play delay');

    // The order push ends the wait: the result, with the position after it (the live quote's), +₹20 on both.
    const result = panel.getByRole('status', { name: 'Cash out result' });
    await result.waitFor({ timeout: BET_DELAY_MS + 10_000 });
    expect(await result.getByRole('listitem').first().textContent()).toMatch(/(matched ₹120\.00 of ₹120\.00|₹120\.00: done after the in-play delay)/);
    await page.waitForFunction(
      () => {
        const cells = [...document.querySelectorAll('section[aria-label="Cash Out: Match Odds"] [aria-label="Cash out result"] tbody td')].map((td) => td.textContent);
        return cells.length >= 2 && cells.every((text) => text === '+₹20.00');
      },
      undefined,
      { timeout: 10_000 },
    );

    // Then the panel is back on the live value: the position is even now.
    await panel.getByText('Your position is even', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await result.count()).toBe(0);
    expect(await toasts()).toEqual([]);

    // Nothing rests on the book for the bettor, and the exchange's position is +₹20 on every runner.
    const res = await fetch(`${server.url}/api/bets/positions`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.demo}` }, body: JSON.stringify({ eventId: '41001' }) });
    const positions = (await res.json()) as { data: Array<{ marketId: string; runners: Array<{ profit: number }> }> };
    expect(new Set(positions.data.find((p) => p.marketId === MARKET_ID)!.runners.map((r) => r.profit))).toEqual(new Set([2_000]));
  });

  it('cashes out at break-even: both panels stay, with the result, then say the position is even', async () => {
    // Pre-play (no delay): the bettor backs ₹100 at 2.0 and can lay at 2.0 again, so cashing out leaves
    // every runner at exactly zero, the position the market page and My Bets show no panel for by themselves.
    const market = { marketId: '13002.mo', page: '/marketdetails/13002/1' };
    await placeOnExchange(server.url, tokens.mm1!, { marketId: market.marketId, side: 'LAY', runnerId: '1', price: 2, size: 10_000 });
    await placeOnExchange(server.url, tokens.demo!, { marketId: market.marketId, side: 'BACK', runnerId: '1', price: 2, size: 10_000 });
    await placeOnExchange(server.url, tokens.mm2!, { marketId: market.marketId, side: 'BACK', runnerId: '1', price: 2, size: 50_000 });

    expect(await visit(page, server.url, market.page)).toBe(market.page);
    const panels = page.getByRole('region', { name: 'Cash Out: Match Odds' });
    await panels.first().getByRole('button', { name: 'Cash out 100%' }).waitFor({ timeout: 20_000 });
    const shown = await panels.count();
    const panel = page.locator(`[id="${await panels.first().getAttribute('id')}"]`);
    const cashOut = panel.getByRole('button', { name: 'Cash out 100%' });
    expect(await cashOut.textContent()).toContain('₹0.00');
    await cashOut.click();
    await panel.getByRole('button', { name: /^Confirm/ }).click();
    await panel.getByRole('status', { name: 'Cash out result' }).waitFor({ timeout: 10_000 });

    // The exchange's position is zero on every runner; the pushed position says so, and the panels stay.
    const res = await fetch(`${server.url}/api/bets/positions`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.demo}` }, body: JSON.stringify({ eventId: '13002' }) });
    const positions = (await res.json()) as { data: Array<{ marketId: string; runners: Array<{ profit: number }> }> };
    expect(new Set(positions.data.find((p) => p.marketId === market.marketId)!.runners.map((r) => r.profit))).toEqual(new Set([0]));
    await panel.getByText('Your position is even', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await panels.count()).toBe(shown);
    // The event book does not say there are no bets: there are two, and they cancel out.
    const eventBook = page.locator('section[aria-labelledby="event-book-title"]');
    await eventBook.getByText('no position on this event', { exact: false }).waitFor({ timeout: 10_000 });
    expect(await eventBook.textContent()).not.toMatch(/no bets/i);
  });
});
