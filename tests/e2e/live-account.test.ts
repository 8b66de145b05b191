import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { loginThroughGateway, pageAs, placeOnExchange, visit } from './shell-support.ts';

/** Event 41002 is pre-play (no bet delay); with the simulator off nobody else trades on it. */
const MARKET_PAGE = '/marketdetails/41002/4';
const MARKET_ID = '41002.mo';
const rupees = (n: number) => n.toLocaleString('en-IN', { style: 'currency', currency: 'INR' });

const placeBet = (baseUrl: string, token: string, { side, price }: { side: 'BACK' | 'LAY'; price: number }) =>
  placeOnExchange(baseUrl, token, { marketId: MARKET_ID, side, runnerId: '1', price, size: 10_000 });

const headerShows = (page: Page, balance: number, exposure: number) =>
  page.waitForFunction(
    ([b, e]) => document.querySelector('[data-testid="balance"]')?.textContent === b && document.querySelector('[data-testid="exposure"]')?.textContent === e,
    [rupees(balance), rupees(exposure)],
    // The header reads the balance once and has no timer: only the live subscription can move it.
    { timeout: 8_000 },
  );

describe('the bettor’s balance, exposure and bets follow the exchange live', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // The exchange re-checks a stream's token every 300 ms, so a socket left on an ended session shows at once.
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'off', STREAM_TOKEN_RECHECK_MS: '300' }));
    page = await pageAs(browser, server.url, 'visitor');
  });

  afterAll(async () => {
    await page?.context().close();
    await stopLiveSystem({ server, browser });
  });

  it('logs in on a market page whose live socket opened logged out, and gets the private feeds on it', async () => {
    expect(await visit(page, server.url, MARKET_PAGE)).toBe(MARKET_PAGE);
    await page.getByRole('region', { name: 'Match Odds' }).waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByLabel('User name').fill('demo');
    await page.getByLabel('Password').fill('demo-password');
    await page.locator('form[aria-label="Login"] button[type=submit]').click();
    await page.getByRole('button', { name: 'Account menu for demo' }).waitFor();
    await headerShows(page, 100_000, 0);
  });

  it('shows a bet placed elsewhere (another device) in the header and My Bets without reloading', async () => {
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    // Lay ₹100 at 3.0 on runner 1: ₹200 liability, resting unmatched.
    await placeBet(server.url, token, { side: 'LAY', price: 3 });
    await headerShows(page, 99_800, 200);
    const myBets = page.getByRole('region', { name: 'My Bets' });
    await myBets.getByRole('tab', { name: 'Unmatched Bets (1)' }).waitFor({ timeout: 8_000 });
  });

  it('follows a match made by someone else', async () => {
    const mm1 = (await loginThroughGateway(server.url, 'mm1')).token;
    await placeBet(server.url, mm1, { side: 'BACK', price: 3 });
    const myBets = page.getByRole('region', { name: 'My Bets' });
    // The lay is matched: no unmatched bets left, and it shows among the matched ones.
    await myBets.getByRole('tab', { name: 'Unmatched Bets', exact: true }).waitFor({ timeout: 8_000 });
    await myBets.getByRole('tab', { name: 'Matched Bets', exact: true }).click();
    await myBets.locator('tr[data-side="lay"]').first().waitFor({ timeout: 8_000 });
    await headerShows(page, 99_800, 200);
  });

  it('changes the password (which ends the old sessions) and stays logged in and live on the new token', async () => {
    expect(await visit(page, server.url, '/changpass')).toBe('/changpass');
    await headerShows(page, 99_800, 200);
    const before = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByLabel('Current password').fill('demo-password');
    await page.getByLabel('New password', { exact: true }).fill('demo-password-2');
    await page.getByLabel('Confirm new password').fill('demo-password-2');
    // The answer with the new token is held back past several token re-checks, so the old socket
    // hears that its sessions ended before the page has the new token (as on a slow phone or link).
    await page.route('**/graphql', async (route) => {
      const response = await route.fetch();
      if (route.request().postData()?.includes('changePassword')) await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').getByText('Password changed').waitFor();
    await page.unroute('**/graphql');
    const after = (await page.evaluate(() => localStorage.getItem('token')))!;
    expect(after).not.toBe(before);
    // Several token re-checks later the old socket's private feeds would have ended the session.
    await page.waitForTimeout(1_500);
    await page.getByRole('button', { name: 'Account menu for demo' }).waitFor({ timeout: 1_000 });
    // Another ₹100 lay at 3.0 on runner 1: its winning costs ₹400 now.
    await placeBet(server.url, after, { side: 'LAY', price: 3 });
    await headerShows(page, 99_600, 400);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(after);
  });
});
