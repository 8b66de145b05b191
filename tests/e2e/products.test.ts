import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { pageAs, visit } from './shell-support.ts';

/** A new draw, binary line, race and match every 20 s, so a virtual event runs and settles within the test. */
const CYCLE_MS = '20000';
/**
 * The slip once Place Bet has been answered, or stopped because the price moved against the bettor's
 * preference before the bet went (priceMoved: the simulator re-prices the market while a busy machine
 * runs the test; the slip then asks to keep or take the new price).
 */
const SETTLED = ['matched', 'unmatched', 'rejected', 'priceMoved'].map((state) => `[aria-label="Bet Slip"][data-state="${state}"]`).join(', ');

/** Clicks a price, stakes ₹100 and places; starts again when the quote moved (the slip is rejected or stopped at the moved price) or the market closed. */
async function bet(page: Page, price: () => Locator): Promise<void> {
  const slip = page.getByRole('region', { name: 'Bet Slip' });
  for (let attempt = 0; attempt < 6; attempt++) {
    await price().click();
    const ready = await page
      .locator('[aria-label="Bet Slip"][data-state="ready"], [aria-label="Bet Slip"][data-state="needsFixing"]')
      .waitFor({ timeout: 5_000 })
      .then(() => true, () => false);
    if (!ready) continue;
    await slip.getByRole('textbox', { name: 'Stake' }).fill('100');
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    await page
      .locator(SETTLED)
      .waitFor({ timeout: 30_000 })
      .catch(async (err: Error) => {
        throw new Error(`the slip stayed "${await slip.getAttribute('data-state')}" 30 s after Place Bet: ${err.message}`);
      });
    const state = await slip.getAttribute('data-state');
    if (state === 'matched') return;
    if (state === 'rejected' || state === 'priceMoved') await slip.getByRole('button', { name: 'Clear the bet slip' }).click();
  }
  throw new Error('the bet was not taken in six attempts');
}

/** The href of a link to a product's details whose countdown has at least `seconds` left: the soonest, or the one furthest off. */
async function openLink(page: Page, prefix: string, seconds: number, pick: 'soonest' | 'furthest' = 'soonest'): Promise<string> {
  for (let wait = 0; wait < 60; wait++) {
    const rows = await page.locator(`li:has(a[href^="${prefix}"])`).evaluateAll((items, min) => {
      const toSeconds = (t: string) => t.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
      return items
        .map((li) => ({ href: li.querySelector('a')?.getAttribute('href') ?? '', left: toSeconds(li.querySelector('[aria-label^="Time to"]')?.textContent ?? '0:00'), state: li.getAttribute('data-state') }))
        .filter((r) => r.state === 'upcoming' && r.left >= (min as number))
        .sort((a, b) => a.left - b.left);
    }, seconds);
    const row = pick === 'soonest' ? rows[0] : rows[rows.length - 1];
    if (row) return row.href;
    await page.waitForTimeout(1_000);
  }
  throw new Error(`no ${prefix} event open for ${seconds} s`);
}

describe('lottery, binary, virtual sports and tips in Chromium against the simulator', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'on', PRODUCT_CYCLE_MS: CYCLE_MS }));
    page = await pageAs(browser, server.url, 'demo');
  });

  afterAll(async () => {
    await page?.context().close();
    await stopLiveSystem({ server, browser });
  });

  it('places a lottery bet and a binary bet as demo, and shows both in My Bets', async () => {
    expect(await visit(page, server.url, '/lottery')).toBe('/lottery');
    // The draw furthest off (the daily draw), so the bet is still open when My Bets is read.
    const draw = await openLink(page, '/lotterydetails/', 8, 'furthest');
    await visit(page, server.url, draw);
    await page.getByRole('region', { name: 'Draw' }).waitFor();
    await page.getByRole('complementary', { name: 'Right column' }).getByText('Live Stream').waitFor();
    await bet(page, () => page.locator('section[data-kind="lottery"][data-state="open"] tr[data-runner-id="7"] button[data-side="back"]:not([disabled])').first());
    // The draw page's My Bets (right column) lists it as on any market.
    await page.getByRole('region', { name: 'My Bets' }).getByText('Digit 7').waitFor({ timeout: 30_000 });

    expect(await visit(page, server.url, '/binary')).toBe('/binary');
    await page.getByRole('region', { name: 'Lines' }).first().waitFor({ timeout: 60_000 });
    await bet(page, () => page.getByRole('region', { name: 'Lines' }).last().getByRole('button', { name: /^Yes NIFTY 50/ }).first());

    // My open bets across events (unsetteledbet): both, before the line closes.
    await visit(page, server.url, '/unsetteledbet');
    await page.getByText('Digit 7').first().waitFor({ timeout: 15_000 });
    await page.getByText(/NIFTY 50 ≥ [\d,]+ at \d\d:\d\d YES/).first().waitFor({ timeout: 15_000 });
  });

  it('follows a virtual event from countdown to settlement, and the balance changes', async () => {
    expect(await visit(page, server.url, '/virtualsports')).toBe('/virtualsports');
    // Only the daily draw's ₹100 stays at risk once the binary line has closed: start from there.
    const open = '₹100.00';
    await page.waitForFunction((e) => document.querySelector('[data-testid="exposure"]')?.textContent === e, open, { timeout: 60_000 });
    const event = await openLink(page, '/virtualdetails/', 8);
    await visit(page, server.url, event);
    const stage = page.getByRole('region', { name: 'Virtual event' });
    await stage.locator('[aria-label="Time to start"]').waitFor();
    const balanceBefore = await page.getByTestId('balance').textContent();
    await bet(page, () => page.locator('section[data-kind="bookmaker"][data-state="open"] button[data-side="back"][data-state="priced"]:not([disabled])').first());
    await page.waitForFunction((e) => document.querySelector('[data-testid="exposure"]')?.textContent !== e, open, { timeout: 15_000 });

    await page.locator('section[aria-label="Virtual event"][data-state="running"]').waitFor({ timeout: 40_000 });
    await page.locator('section[aria-label="Virtual event"] [role="group"]').waitFor();
    await page.locator('section[aria-label="Virtual event"][data-state="settled"]').waitFor({ timeout: 40_000 });
    await expect(stage.getByRole('status').textContent()).resolves.toMatch(/Bets are settled/);
    await page.waitForFunction((e) => document.querySelector('[data-testid="exposure"]')?.textContent === e, open, { timeout: 30_000 });
    expect(await page.getByTestId('balance').textContent()).not.toBe(balanceBefore);
    await stage.getByRole('link', { name: 'Bet on the next' }).waitFor({ timeout: 30_000 });
  });

  it('lists a new virtual event as the exchange makes it: pushed on the stream, the list is not read again', async () => {
    expect(await visit(page, server.url, '/virtualsports')).toBe('/virtualsports');
    const links = page.locator('a[href^="/virtualdetails/"]');
    await links.first().waitFor({ timeout: 30_000 });
    const before = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    // Any read of the list after the page's own (a poll, a refetch) would be an HTTP request naming its query.
    const reads: string[] = [];
    const onRequest = (request: { url(): string; postData(): string | null }) => {
      if (request.url().includes('/graphql') && `${request.url()} ${request.postData() ?? ''}`.includes('VirtualSportsQuery')) reads.push(request.url());
    };
    page.on('request', onRequest);
    try {
      await page.waitForFunction((known) => [...document.querySelectorAll('a[href^="/virtualdetails/"]')].some((a) => !known.includes(a.getAttribute('href') ?? '')), before, { timeout: 60_000 });
    } finally {
      page.off('request', onRequest);
    }
    expect(reads).toEqual([]);
  });

  it('shows tips with their authors’ records', async () => {
    expect(await visit(page, server.url, '/tipsreview')).toBe('/tipsreview');
    const records = page.getByRole('table', { name: 'Authors’ records'.replace('’', "'") });
    await records.getByRole('row', { name: /Form Finder/ }).waitFor({ timeout: 60_000 });
    const row = await records.getByRole('row', { name: /Form Finder/ }).textContent();
    expect(row).toMatch(/\d/);
    await page.getByText(/Form Finder backs/).first().waitFor();
  });
});
