import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.ts';
import { pageAs, visit } from './shell-support.ts';

/** Event 41001 starts in play (cricket) with Match Odds quoted by the simulator. */
const MARKET_PAGE = '/marketdetails/41001/4';
const PHONE = { width: 390, height: 844 };

/**
 * From the first frame on: whether the bet slip panel was ever missing from a frame after it first
 * painted (a flash between the drawn screen, the router's fallback and the page).
 */
async function watchFrames(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __slipSeen: boolean; __slipGaps: number };
    w.__slipSeen = false;
    w.__slipGaps = 0;
    const frame = () => {
      const slip = document.querySelector('section[aria-label="Bet Slip"]');
      if (slip) w.__slipSeen = true;
      else if (w.__slipSeen) w.__slipGaps += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

describe('a market page’s first screen in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    // Started as `npm start` starts it, warmed up: the first visit below is the first a bettor makes after a deploy.
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'on', WARM_UP: 'on' }));
  });

  afterAll(async () => {
    await stopLiveSystem({ server, browser });
  });

  it('is on screen from the HTML alone: the event, its odds and an empty bet slip, with no script run', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}${MARKET_PAGE}`);
    const drawn = page.locator('[data-first-screen]');
    expect(await drawn.getAttribute('aria-busy')).toBe('true');
    expect(await drawn.getByRole('heading', { level: 1 }).textContent()).toMatch(/ v /);
    expect(await drawn.getByRole('region', { name: 'Match Odds' }).count()).toBe(1);
    expect(await drawn.getByRole('button', { name: /^Back .+ at \d/ }).count()).toBeGreaterThan(0);
    expect(await drawn.getByText('Click on the odds to add selections to the bet slip.').count()).toBe(1);
    expect(await page.getByText('Loading markets…').count()).toBe(0);
    await context.close();
  });

  it('becomes the app without asking for the page’s data again and without the bet slip flashing, then takes a click', async () => {
    const page = await pageAs(browser, server.url, 'visitor', PHONE);
    await watchFrames(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST') asked.push((request.postDataJSON() as { operationName?: string }).operationName ?? '?');
    });
    expect(await visit(page, server.url, MARKET_PAGE)).toBe(MARKET_PAGE);
    // The app's header (the drawn one is a bar) and its bet slip.
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
    await page.getByRole('region', { name: 'Bet Slip' }).waitFor();
    expect(asked).not.toContain('MarketDetails');
    const frames = await page.evaluate(() => {
      const w = window as unknown as { __slipSeen: boolean; __slipGaps: number };
      return { seen: w.__slipSeen, gaps: w.__slipGaps };
    });
    expect(frames).toEqual({ seen: true, gaps: 0 });
    // The app is live: a price click asks a visitor to log in.
    await page.getByRole('button', { name: /^Back .+ at \d/ }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.context().close();
  });
});
