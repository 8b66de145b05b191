import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.ts';
import { pageAs, visit } from './shell-support.ts';

/** Event 41001 is in play with the simulator's market makers quoting Match Odds. */
const MARKET_PAGE = '/marketdetails/41001/4';

describe('Safer betting in Chromium (issue #47)', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'on' }));
    page = await pageAs(browser, server.url, 'demo', { width: 1366, height: 900 });
    // The browser's clock is Playwright's: the reality check's wait can be run forward without a backdoor in the product.
    await page.clock.install();
  });

  afterAll(async () => {
    await page?.context().close();
    await stopLiveSystem({ server, browser });
  });

  const lossLimits = () => page.getByRole('table', { name: 'Loss limits' });
  const setDailyLoss = async (rupees: string) => {
    await page.getByLabel('New day loss limit').fill(rupees);
    await lossLimits().getByRole('button', { name: 'Set' }).first().click();
  };

  it('sets a daily loss limit, lowers it at once, and shows a raise waiting out its cooling-off', async () => {
    await visit(page, server.url, '/saferbetting');
    await page.getByTestId('no-protections').waitFor();
    await setDailyLoss('5000');
    await lossLimits().getByText('5,000.00').first().waitFor();
    await setDailyLoss('3000');
    await lossLimits().getByText('3,000.00').first().waitFor();
    expect(await lossLimits().getByText('5,000.00').count()).toBe(0);
    await setDailyLoss('8000');
    const pending = page.getByTestId('lossLimit-DAY-pending');
    await pending.waitFor();
    expect(await pending.innerText()).toMatch(/^Raise to ₹8,000\.00 in 2[34]:\d\d:\d\d$/);
    // Still 3,000 in force until the cooling-off ends.
    await lossLimits().getByText('3,000.00').first().waitFor();
  });

  it('sets a reality check: the header counts the session, the dialog opens when due and closes when answered', async () => {
    await page.getByLabel('Remind me').selectOption('15');
    await page.getByTestId('session-clock').first().waitFor();
    await page.clock.fastForward('15:02');
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/You have played for\s+0:15:\d\d/);
    // Back to the server's time before answering: the next check is due 15 minutes from the answer.
    await page.clock.setSystemTime(new Date());
    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.clock.runFor(2_000);
    expect(await dialog.count()).toBe(0);
  });

  it('a due check survives a reload and is due in a second tab of the browser too; answering in one answers both', async () => {
    // The check set above is due 15 minutes after its last answer: the browser's clock is run past it.
    await page.clock.fastForward('15:02');
    const dialogOf = (p: Page) => p.getByRole('dialog', { name: 'Reality check' });
    await dialogOf(page).waitFor();
    // The result shown is the exchange's now (read when the check fell due), not a stale one.
    await dialogOf(page).getByText('Checking…').waitFor({ state: 'detached' });
    expect(await dialogOf(page).innerText()).toMatch(/Result this session\s+[−+]?₹[\d,]+\.\d\d/);

    await page.reload();
    await dialogOf(page).waitFor();
    expect(await dialogOf(page).innerText()).toMatch(/You have played for\s+0:\d\d:\d\d/);

    // A second tab of the same browser (same sign-in, same clock): the check is due there as well.
    const second = await page.context().newPage();
    try {
      await visit(second, server.url, '/');
      await dialogOf(second).waitFor();
      await dialogOf(page).waitFor();
      // Back to the server's time before answering: the next check is due 15 minutes from the answer.
      await page.clock.setSystemTime(new Date());
      await dialogOf(second).getByRole('button', { name: 'Keep playing' }).click();
      await dialogOf(second).waitFor({ state: 'detached' });
      // Answered in the second tab: the first closes too, without its own answer.
      await dialogOf(page).waitFor({ state: 'detached' });
      await page.clock.runFor(2_000);
      expect(await dialogOf(page).count()).toBe(0);
      expect(await dialogOf(second).count()).toBe(0);
      await page.getByTestId('session-clock').first().waitFor();
    } finally {
      await second.close();
    }
  });

  it('takes a time-out behind a confirm step, then a bet is refused in plain words', async () => {
    await page.getByLabel('Length', { exact: true }).first().selectOption('24');
    await page.getByRole('button', { name: 'Take a time-out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Take a time-out?' });
    expect(await confirm.innerText()).toContain('It cannot be ended early.');
    await confirm.getByRole('button', { name: 'Start the time-out' }).click();
    await page.getByText(/You are on a time-out until/).waitFor();

    await visit(page, server.url, MARKET_PAGE);
    await page.clock.resume();
    const slip = page.getByRole('region', { name: 'Bet Slip' });
    const best = page.locator('section[aria-label="Match Odds"] tr[data-runner-id="1"] button[data-side="back"][data-level="0"]:not([disabled])');
    await best.waitFor({ timeout: 60_000 });
    await best.click();
    await page.locator('[aria-label="Bet Slip"][data-state="ready"], [aria-label="Bet Slip"][data-state="needsFixing"]').waitFor();
    await slip.getByRole('textbox', { name: 'Stake' }).fill('100');
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    // The simulator re-prices the market while a busy machine runs the test: the slip may first stop on
    // the moved price (priceMoved) and ask; taking the new price sends the bet, which is then refused.
    const answered = '[aria-label="Bet Slip"][data-state="rejected"], [aria-label="Bet Slip"][data-state="priceMoved"]';
    for (let moves = 0; ; moves++) {
      await page.locator(answered).waitFor({ timeout: 30_000 }).catch(async (err: Error) => {
        throw new Error(`the slip stayed "${await slip.getAttribute('data-state')}" 30 s after Place Bet: ${err.message}`);
      });
      if ((await slip.getAttribute('data-state')) === 'rejected') break;
      expect(moves, 'the price moved on every try').toBeLessThan(5);
      await slip.getByRole('button', { name: /^Place at / }).click();
    }
    expect(await slip.getByTestId('slip-error').innerText()).toMatch(/^You are on a time-out: no bets until it ends/);
  });
});
