import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.ts';
import { pageAs, visit } from './shell-support.ts';

/** A phone screen (issue 19): the odds must start within its first third. */
const PHONE = { width: 390, height: 844 };
const FIRST_THIRD = Math.floor(PHONE.height / 3);
/** Event 41001 starts in play (cricket) with a live score and the simulator quoting Match Odds. */
const MARKET_PAGE = '/marketdetails/41001/4';

/** Sums the layout shifts (without recent input) from now on; read with `shifted`. */
async function watchShifts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifted = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

describe('a phone (390×844) in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'on' }));
    page = await pageAs(browser, server.url, 'demo', PHONE);
  });

  afterAll(async () => {
    await page?.context().close();
    await stopLiveSystem({ server, browser });
  });

  it('shows the first back price of an in-play cricket market within the first third of the screen, the live score included', async () => {
    expect(await visit(page, server.url, MARKET_PAGE)).toBe(MARKET_PAGE);
    await watchShifts(page);
    const firstBack = page.locator('section[aria-label="Match Odds"] button[data-side="back"][data-level="0"]').first();
    await firstBack.waitFor({ timeout: 60_000 });
    // Measured once the score (which used to push the odds down as it arrived) is on screen.
    await page.getByTestId('phone-score').waitFor({ timeout: 60_000 });
    const top = await firstBack.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThanOrEqual(FIRST_THIRD);
    // The header, strips and navigation keep their heights: nothing jumps as the page fills in.
    expect(await shifted(page)).toBeLessThan(0.01);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Balance and exposure stay in view above it.
    const balance = await page.getByTestId('balance').boundingBox();
    expect(balance && balance.y + balance.height).toBeLessThanOrEqual(top);
  });

  it('home fits the phone too: the header, strips and navigation end within its first quarter, no sideways scroll', async () => {
    expect(await visit(page, server.url, '/home')).toBe('/home');
    const nav = await page.getByRole('navigation', { name: 'Top navigation' }).boundingBox();
    expect(nav).not.toBeNull();
    expect(nav!.y + nav!.height).toBeLessThanOrEqual(PHONE.height / 4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
