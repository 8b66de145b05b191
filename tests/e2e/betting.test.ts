import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.ts';
import { pageAs, recordToasts, slipOutcome, visit } from './shell-support.ts';

/** Rupees as the header and the fancy book print them (₹, lakh grouping: the site's en-IN), written by Intl apart from the app's formatter. */
const rupees = (n: number) => n.toLocaleString('en-IN', { style: 'currency', currency: 'INR' });

/** Event 41001 starts in play with the simulator's market makers quoting Match Odds. */
const MARKET_PAGE = '/marketdetails/41001/4';

async function waitForHeader(page: Page, balance: number, exposure: number) {
  await page.waitForFunction(
    ([b, e]) => document.querySelector('[data-testid="balance"]')?.textContent === b && document.querySelector('[data-testid="exposure"]')?.textContent === e,
    [rupees(balance), rupees(exposure)],
    { timeout: 30_000 },
  );
}

/** Clicks a price and waits for the slip to take it (a click during a suspension or a settling slip is retried by the caller). */
async function pick(page: Page, cell: Locator): Promise<boolean> {
  await cell.click();
  return page
    .locator('[aria-label="Bet Slip"][data-state="needsFixing"], [aria-label="Bet Slip"][data-state="ready"]')
    .waitFor({ timeout: 5_000 })
    .then(() => true, () => false);
}

/** Places what the slip holds with the given stake; answers the slip's final state and clears a rejection. */
async function placeWithStake(page: Page, stake: string): Promise<string> {
  const slip = page.getByRole('region', { name: 'Bet Slip' });
  await slip.getByRole('textbox', { name: 'Stake' }).fill(stake);
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  const state = await slipOutcome(page);
  if (state === 'rejected') await slip.getByRole('button', { name: 'Clear the bet slip' }).click();
  return state;
}

/** Waits for the market to take bets again and a priced cell to click. */
async function openCell(page: Page, cell: Locator) {
  await page.locator('section[aria-label="Match Odds"][data-state="open"]').waitFor({ timeout: 60_000 });
  await cell.waitFor({ timeout: 60_000 });
}

describe('betting in Chromium against the simulator', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'on' }));
    page = await pageAs(browser, server.url, 'demo');
  });

  afterAll(async () => {
    await page?.context().close();
    await stopLiveSystem({ server, browser });
  });

  it('shows the live market: header with score, odds grid, bookmaker, fancy', async () => {
    expect(await visit(page, server.url, MARKET_PAGE)).toBe(MARKET_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Mumbai Indians v Chennai Super Kings' }).isVisible()).resolves.toBe(true);
    await page.getByRole('region', { name: 'Match Odds' }).waitFor();
    await page.getByRole('region', { name: 'Bookmaker' }).waitFor();
    await page.getByRole('region', { name: 'Fancy' }).waitFor();
    await waitForHeader(page, 100_000, 0);
  });

  it('backs at the best price (three ticks of tolerance), matching the simulator’s liquidity; exposure becomes the stake', async () => {
    const slip = page.getByRole('region', { name: 'Bet Slip' });
    let state = '';
    let confirmed = { size: '', price: '' };
    // Every toast the page shows from here on: the slip in view tells the bettor how each bet ended, so no toast says it again.
    const toasts = await recordToasts(page);
    for (let attempt = 0; attempt < 6 && state !== 'matched' && state !== 'partlyMatched'; attempt++) {
      const best = page.locator('section[aria-label="Match Odds"] tr[data-runner-id="1"] button[data-side="back"][data-level="0"]:not([disabled])');
      await openCell(page, best);
      if (!(await pick(page, best))) continue;
      await expect(slip.getAttribute('data-side')).resolves.toBe('back');
      // The bet waits out the 3 s in-play delay while the simulator re-quotes: accept up to three
      // ticks below the best price. A back matches resting lays at its price or better, and trades
      // at the resting price, so it still gets the best price on offer when it reaches the book.
      for (let tick = 0; tick < 3; tick++) await slip.getByRole('button', { name: 'Lower odds' }).click();
      state = await placeWithStake(page, '100');
      if (state === 'matched' || state === 'partlyMatched') {
        // The confirmation as the exchange answered (issue 19): matched amount at the average matched price.
        confirmed = { size: await slip.getByTestId('slip-matched-size').innerText(), price: await slip.getByTestId('slip-matched-price').innerText() };
      }
      if (state === 'unmatched') {
        // The price moved during the in-play delay: take the resting bet back and try again.
        await page.getByRole('tab', { name: /Unmatched Bets/ }).click();
        await page.getByRole('button', { name: 'Cancel' }).first().click();
        await page.getByText('You have no Unmatched Bets').waitFor();
        await page.getByRole('tab', { name: 'Matched Bets', exact: true }).click();
        await page.locator('[aria-label="Bet Slip"][data-state="empty"]').waitFor();
      }
    }
    expect(['matched', 'partlyMatched']).toContain(state);
    const row = page.getByRole('region', { name: 'My Bets' }).locator('tr[data-side="back"]').first();
    await row.waitFor();
    expect(await row.innerText()).toContain('Mumbai Indians');
    // The slip's confirmation agrees with My Bets: the same average price and matched stake.
    expect(confirmed.price).toMatch(/^\d+\.\d\d$/);
    expect(await row.locator('td').nth(1).innerText()).toBe(confirmed.price);
    expect(await row.locator('td').nth(2).innerText()).toBe(confirmed.size);
    // Back ₹100: the worst outcome (Mumbai Indians lose) costs the stake.
    await waitForHeader(page, 99_900, 100);
    expect(await toasts()).toEqual([]);
  });

  it('lays at 1.01, which rests unmatched; the lay’s liability adds to the exposure; cancelling takes it off', async () => {
    const slip = page.getByRole('region', { name: 'Bet Slip' });
    let state = '';
    for (let attempt = 0; attempt < 6 && state !== 'unmatched'; attempt++) {
      const lay = page.locator('section[aria-label="Match Odds"] tr[data-runner-id="2"] button[data-side="lay"]:not([disabled])').first();
      await openCell(page, lay);
      if (!(await pick(page, lay))) continue;
      if ((await slip.getAttribute('data-side')) !== 'lay') continue;
      await slip.getByRole('textbox', { name: 'Odds' }).fill('1.01');
      state = await placeWithStake(page, '100');
    }
    expect(state).toBe('unmatched');
    // Chennai Super Kings win: the back loses ₹100 and the lay at 1.01 loses ₹1 → exposure ₹101.
    await waitForHeader(page, 99_899, 101);

    await page.getByRole('tab', { name: /Unmatched Bets/ }).click();
    const unmatched = page.getByRole('listitem', { name: /Unmatched lay Chennai Super Kings/ });
    await unmatched.waitFor();
    await unmatched.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('You have no Unmatched Bets').waitFor();
    await waitForHeader(page, 99_900, 100);
    await page.getByRole('tab', { name: 'Matched Bets', exact: true }).click();
  });

  it('a fancy YES bet shows its Run / Amount rows in the book', async () => {
    let state = '';
    let line = 0;
    let marketName = '';
    for (let attempt = 0; attempt < 8 && state !== 'matched'; attempt++) {
      // A refusal is usually a suspension (a wicket) or a line that moved: give the market a moment.
      if (state === 'rejected') await page.waitForTimeout(1_500);
      const yes = page.locator('[aria-label="Fancy"] [role="group"][data-state="open"] button[data-side="back"]:not([disabled])').first();
      await yes.waitFor({ timeout: 60_000 });
      const row = yes.locator('xpath=ancestor::*[@role="group"][1]');
      marketName = (await row.getAttribute('aria-label')) ?? '';
      line = Number(await yes.locator('span').first().innerText());
      if (!(await pick(page, yes))) continue;
      state = await placeWithStake(page, '100');
    }
    expect(state).toBe('matched');
    await page.getByRole('group', { name: marketName }).getByRole('button', { name: 'Book' }).click();
    const dialog = page.getByRole('dialog', { name: `Book: ${marketName}` });
    await dialog.locator('table[data-state="ready"]').waitFor();
    const rows = await dialog.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({ run: Number(tr.children[0]!.textContent), amount: tr.children[1]!.textContent, side: tr.getAttribute('data-side') })),
    );
    expect(rows.length).toBeGreaterThan(1);
    // YES at the line with rate 100 and ₹100: +₹100 from the line up, −₹100 below it.
    for (const row of rows) {
      if (row.run >= line) expect(row).toEqual({ run: row.run, amount: rupees(100), side: 'back' });
      else expect(row).toEqual({ run: row.run, amount: rupees(-100), side: 'lay' });
    }
    expect(rows.some((r) => r.run >= line) && rows.some((r) => r.run < line)).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('loaded no Firebase code (the default feed is the gateway’s subscriptions)', async () => {
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.endsWith('.js')));
    expect(scripts.length).toBeGreaterThan(0);
    const bodies = await Promise.all(scripts.map(async (url) => ({ url, body: await (await fetch(url)).text() })));
    expect(bodies.filter(({ body }) => /firestore\.googleapis\.com|@firebase\/firestore/.test(body)).map(({ url }) => url)).toEqual([]);
  });
});
