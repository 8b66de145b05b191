import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { loginThroughGateway, pageAs, postApi, visit } from './shell-support.ts';

/** Event 41005 (England v South Africa) is pre-play: no bet delay; with the simulator off only mm1 quotes it. */
const MARKET_PAGE = '/marketdetails/41005/4';
const MARKET_ID = '41005.mo';

describe('account history screens after a settled bet', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  const rest = <T,>(path: string, body: unknown, token: string) => postApi<T>(server.url, path, body, token);

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'off' }));
    page = await pageAs(browser, server.url, 'demo');
  });

  afterAll(async () => {
    await page?.context().close();
    await stopLiveSystem({ server, browser });
  });

  it('shows the settlement on the statement with its running balance, and the same net at every level of profit and loss', async () => {
    const { token: mm1 } = await loginThroughGateway(server.url, 'mm1');
    await rest('/bets/place', { marketId: MARKET_ID, side: 'LAY', size: 100_000, selection: { kind: 'exchange', runnerId: '1', price: 3 }, idempotencyKey: 'acct-e2e-lay-1' }, mm1);

    // As demo: back England at 3 for ₹400 through the bet slip; it matches mm1's lay.
    await visit(page, server.url, MARKET_PAGE);
    await page.locator('section[aria-label="Match Odds"][data-state="open"]').waitFor({ timeout: 30_000 });
    await page.locator('section[aria-label="Match Odds"] tr[data-runner-id="1"] button[data-side="back"][data-level="0"]:not([disabled])').click();
    const slip = page.getByRole('region', { name: 'Bet Slip' });
    await slip.getByRole('textbox', { name: 'Stake' }).fill('400');
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    await page.locator('[aria-label="Bet Slip"][data-state="matched"]').waitFor({ timeout: 30_000 });

    // The operator settles the market: England won. +800.00, commission 2 % = 16.00, net +784.00.
    const { token: operator } = await loginThroughGateway(server.url, 'operator');
    await rest('/admin/markets/settle', { marketId: MARKET_ID, winners: ['1'] }, operator);

    await visit(page, server.url, '/accountstatment');
    const statement = page.getByRole('table', { name: 'Account statement' });
    // Lines name the event and market ("England v South Africa · Match Odds — won"), never a raw id like "(41005.mo)".
    const settlement = statement.getByRole('row').filter({ hasText: 'England v South Africa · Match Odds' });
    await settlement.first().waitFor();
    expect(await settlement.nth(0).getByRole('cell').nth(1).innerText()).toBe('England v South Africa · Match Odds — won');
    expect(await settlement.nth(1).getByRole('cell').nth(1).innerText()).toBe('England v South Africa · Match Odds — commission');
    expect(await statement.innerText()).not.toMatch(/\(\d{5,}\.|\(\w+\.mo\)/);
    const cells = async (i: number) => (await settlement.nth(i).getByRole('cell').allInnerTexts()).map((t) => t.trim());
    expect((await cells(0)).slice(2)).toEqual(['₹800.00', '', '₹1,00,800.00']);
    expect((await cells(1)).slice(2)).toEqual(['', '₹16.00', '₹1,00,784.00']);
    await expect(page.getByText('₹1,00,784.00', { exact: true }).first().isVisible()).resolves.toBe(true);
    // Betting only: the deposit of the opening balance drops out, the two lines stay.
    await page.getByLabel('Type').selectOption('BETTING');
    await page.waitForURL(/type=BETTING/);
    await expect.poll(() => statement.locator('tbody tr').count()).toBe(1);

    // The range by keyboard only: into the picker's grid on the first day, one day back, then a week on.
    const dayKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const today = new Date();
    const weekBefore = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7);
    await page.getByLabel('Date range').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await page.getByRole('dialog', { name: 'Choose date range' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('from') === dayKey(weekBefore) && url.searchParams.get('to') === dayKey(today));
    await expect.poll(() => statement.locator('tbody tr').count()).toBe(1);

    // Profit and loss: sport → event → market → the bet, the same net at each level.
    await visit(page, server.url, '/profitloss');
    const net = async () => (await page.getByRole('table').locator('tbody tr').first().getByRole('cell').last().innerText()).trim();
    await page.getByRole('table').getByRole('link', { name: 'Cricket' }).click(); // the table's, not the side menu's
    await page.waitForURL(/\/profitlossEvent\/4\/\d{4}-\d\d-\d\d\/\d{4}-\d\d-\d\d$/);
    expect(await net()).toBe('+₹784.00');
    await page.getByRole('table').getByRole('link', { name: 'England v South Africa' }).click();
    await page.waitForURL(/\/profitlossMarket\/4\/41005\//);
    expect(await net()).toBe('+₹784.00');
    const marketUrl = page.url();
    await page.getByRole('link', { name: 'Match Odds' }).click();
    await page.waitForURL(/\/userBetHistory\/41005\.mo\/4\?/);
    await page.getByRole('table', { name: 'Bets in this market' }).waitFor();
    await expect(page.getByLabel('Market result').innerText()).resolves.toContain('+₹784.00');
    const bet = page.getByRole('table', { name: 'Bets in this market' }).locator('tbody tr').first();
    expect(await bet.innerText()).toMatch(/England — Back 3\.00\s+3\.00\s+₹400\.00\s+\+₹800\.00\s+Settled/);
    // Breadcrumbs lead back up with the range; a reload shows the same level.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'England v South Africa' }).click();
    await page.waitForURL(marketUrl);
    await page.reload();
    await page.getByRole('link', { name: 'Match Odds' }).waitFor();
    expect(await net()).toBe('+₹784.00');

    // My Bets history lists the settled bet.
    await visit(page, server.url, '/myBetshistory?status=SETTLED');
    expect(await page.getByRole('table', { name: 'Bet history' }).locator('tbody tr').first().innerText()).toMatch(/England v South Africa[\s\S]*Match Odds[\s\S]*England[\s\S]*\+₹800\.00/);
  });

  it('cancels an unmatched bet from Unsettled Bets', async () => {
    // The page's own session (a second login would end it).
    const demo = (await page.evaluate(() => localStorage.getItem('token')))!;
    await rest('/bets/place', { marketId: '41002.mo', side: 'BACK', size: 5_000, selection: { kind: 'exchange', runnerId: '1', price: 20 }, idempotencyKey: 'acct-e2e-unmatched' }, demo);
    await visit(page, server.url, '/unsetteledbet');
    await page.getByRole('link', { name: /Match Odds/ }).first().waitFor();
    expect(await page.getByRole('link', { name: /Match Odds/ }).first().getAttribute('href')).toBe('/marketdetails/41002/4');
    await page.getByRole('button', { name: /Cancel unmatched ₹50\.00/ }).click();
    await page.getByText('Bet cancelled:').waitFor();
    await page.getByText('You have no unsettled bets.').waitFor();
  });
});
