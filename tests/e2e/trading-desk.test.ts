import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { loginThroughGateway, visit } from './shell-support.ts';

/** What the market page's header shows of the demo bettor's balance (en-US grouping in this Chromium). */
const balanceText = async (page: Page) => (await page.locator('[data-testid="balance"]').textContent())?.trim() ?? '';

/**
 * The trading desk (issue #48) runs a whole match with the simulator off: the operator creates the
 * event and its markets on /backoffice/desk and quotes them by keyboard; the demo bettor, in a second
 * browser context, sees the prices and bets; a ball suspends every market and the bettor sees it
 * within a second; the desk reopens, results and settles, and the bettor's balance moves.
 */
describe('the trading desk runs a match in Chromium (simulator off)', () => {
  let server: ServerProcess;
  let browser: Browser;
  let desk: Page;
  let bettor: Page;
  let eventId = '';

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'off' }));
  }, 600_000);
  afterAll(async () => {
    await desk?.context().close();
    await bettor?.context().close();
    await stopLiveSystem({ server, browser });
  });

  /** A page signed in as `userName` through the shared staff/bettor login helper. */
  async function pageOf(userName: string, width: number): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await page.goto(`${server.url}/signup`);
    const session = await loginThroughGateway(server.url, userName);
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('userDetail', s.userDetail);
    }, session);
    return page;
  }

  it('creates the event and a market of every kind from the desk', async () => {
    desk = await pageOf('operator', 1366);
    await visit(desk, server.url, '/backoffice/desk');
    await desk.getByRole('heading', { name: 'Trading desk' }).waitFor({ timeout: 60_000 });
    await desk.keyboard.press('n');
    const form = desk.getByRole('dialog');
    await form.getByLabel('Sport').selectOption({ label: 'Cricket' });
    await form.getByLabel('Teams or name').fill('Desk Lions v Desk Tigers');
    await form.getByRole('button', { name: 'Create event' }).click();
    await form.waitFor({ state: 'detached', timeout: 30_000 });
    await desk.getByRole('heading', { name: 'Desk Lions v Desk Tigers' }).waitFor();

    const add = async (kind: string, fill?: () => Promise<void>) => {
      await desk.keyboard.press('m');
      const dialog = desk.getByRole('dialog');
      await dialog.getByLabel(kind).check();
      await fill?.();
      await dialog.getByRole('button', { name: 'Add market' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    };
    await add('Match odds (exchange)');
    await add('Bookmaker');
    await add('Fancy line', async () => {
      await desk.getByRole('dialog').getByLabel('Name').fill('6 Over Runs DL');
      await desk.getByRole('dialog').getByLabel('Opening line (runs)').fill('48');
    });
    await add('Fixed odds');
    await add('Next Ball');
    const markets = desk.getByRole('list', { name: 'Markets' }).getByRole('listitem');
    await expect.poll(() => markets.count(), { timeout: 30_000 }).toBe(5);
    eventId = (await desk.locator('[data-market]').first().getAttribute('data-market'))!.split('.')[0]!;
  }, 300_000);

  it('quotes the bookmaker by keyboard, with a size; the bettor sees the prices and the size, and backs', async () => {
    const bm = desk.locator('li[data-market*=".bm"]');
    await bm.getByRole('button', { name: 'Bookmaker' }).click();
    await bm.getByLabel('Bookmaker Desk Lions back').fill('1.8');
    await bm.getByLabel('Bookmaker Desk Lions lay').fill('1.85');
    // The most one bet may stake at Desk Lions' prices: ₹2,500 (Desk Tigers: the market's max stake).
    await bm.getByLabel('Bookmaker Desk Lions size (₹)').fill('2500');
    await bm.getByLabel('Bookmaker Desk Tigers back').fill('2.1');
    await bm.getByLabel('Bookmaker Desk Tigers lay').fill('2.16');
    await bm.getByLabel('Bookmaker Desk Tigers lay').press('Enter');
    await expect.poll(() => bm.getByLabel('Bookmaker Desk Lions back').inputValue(), { timeout: 30_000 }).toBe('1.80');
    // ↑ moves the focused runner's prices one tick: 1.81 / 1.86, live at once, the size kept.
    await desk.locator('h1').click();
    await desk.keyboard.press('ArrowUp');
    await expect.poll(() => bm.getByLabel('Bookmaker Desk Lions back').inputValue(), { timeout: 30_000 }).toBe('1.81');
    expect(await bm.getByLabel('Bookmaker Desk Lions size (₹)').inputValue()).toBe('2500');

    bettor = await pageOf('demo', 1280);
    await visit(bettor, server.url, `/marketdetails/${eventId}/4`);
    const book = bettor.locator('section[aria-label="Bookmaker"]');
    const back = book.locator('tr[data-runner-id="1"] button[data-side="back"]:not([disabled])').first();
    await back.waitFor({ timeout: 60_000 });
    // The price with the quote's size under it (₹2,500 as the grid writes sizes); the other runner, the max stake (₹1,00,000).
    expect(await back.textContent()).toContain('1.81');
    expect(await back.locator('span').last().textContent()).toBe('2.5k');
    expect(await book.locator('tr[data-runner-id="1"] button[data-side="lay"]:not([disabled])').first().locator('span').last().textContent()).toBe('2.5k');
    expect(await book.locator('tr[data-runner-id="2"] button[data-side="back"]:not([disabled])').first().locator('span').last().textContent()).toBe('1L');
    await back.click();
    const slip = bettor.getByRole('region', { name: 'Bet Slip' });
    await slip.getByRole('textbox', { name: 'Stake' }).fill('100');
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    await bettor.locator('[data-sonner-toast]').filter({ hasText: 'Bet' }).first().waitFor({ timeout: 60_000 });
  }, 300_000);

  it('a ball suspends every market and the bettor sees it within a second; the desk reopens', async () => {
    await desk.locator('h1').click();
    await desk.keyboard.press('p');
    await desk.getByText('In play', { exact: true }).first().waitFor({ timeout: 30_000 });
    const book = bettor.locator('section[aria-label="Bookmaker"]');
    await book.locator('tr[data-runner-id="1"] button[data-side="back"]:not([disabled])').first().waitFor({ timeout: 30_000 });
    const sent = Date.now();
    await desk.keyboard.press('Alt+Digit4');
    await bettor.locator('section[aria-label="Bookmaker"] button[data-side="back"]:not([disabled])').first().waitFor({ state: 'detached', timeout: 5_000 });
    expect(Date.now() - sent).toBeLessThan(1_000);
    await desk.getByText('Event suspended').waitFor({ timeout: 10_000 });
    await desk.keyboard.press('Shift+KeyO');
    await desk.getByText('Event open').waitFor({ timeout: 10_000 });
    await book.locator('tr[data-runner-id="1"] button[data-side="back"]:not([disabled])').first().waitFor({ timeout: 10_000 });
  }, 120_000);

  it('results and settles the bookmaker from the desk; the bettor’s balance moves', async () => {
    const before = await balanceText(bettor);
    const bm = desk.locator('li[data-market*=".bm"]');
    await bm.getByRole('button', { name: 'Result' }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel('Winner').selectOption({ label: 'Desk Lions' });
    await dialog.getByRole('button', { name: 'Settle' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await bm.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => balanceText(bettor), { timeout: 30_000 }).not.toBe(before);
  }, 120_000);
});
