import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.ts';
import { pageAs, visit } from './shell-support.ts';

/** A desktop screen (issue 35). */
const DESKTOP = { width: 1366, height: 900 };

/** Logs in through the login popup that is open, as `demo`. */
async function logInThroughPopup(page: Page) {
  const login = page.locator('form[aria-label="Login"]');
  await login.waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/home');
  await page.getByLabel('User name').fill('demo');
  await page.getByLabel('Password').fill('demo-password');
  await login.locator('button[type=submit]').click();
  return login;
}

/** The exchange id of the highlighted exchange tab, or null when none is. */
const activeTab = (page: Page) => page.locator('[data-exchange-id][data-state="active"]').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-exchange-id')));
const activeSport = (page: Page) => page.locator('[data-sport-id][data-state="active"]').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-sport-id')));

describe('navigation at 1366 px in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'on' }));
  });

  afterAll(async () => {
    await stopLiveSystem({ server, browser });
  });

  it('highlights the tab of the page on screen: home, the casino, then home and a market page reached from it; the sport tab of a page about one sport', async () => {
    const page = await pageAs(browser, server.url, 'demo', DESKTOP);
    try {
      expect(await visit(page, server.url, '/home')).toBe('/home');
      const bar = page.getByRole('list', { name: 'Exchanges' });
      await bar.getByRole('link').first().waitFor();
      expect(await activeTab(page)).toEqual(['11']);
      // Int. Casino's lobby (its page hides the top navigation), then the casino page, which shows it.
      await bar.locator('[data-exchange-id="16"]').click();
      await page.waitForURL(`${server.url}/intcasino`);
      expect(await visit(page, server.url, '/casino')).toBe('/casino');
      await expect.poll(() => activeTab(page), { timeout: 30_000 }).toEqual(['16']);
      // Used to stay on Int. Casino: home (here from the side menu's Cricket) and a market page are the exchange's.
      await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Cricket' }).click();
      await page.waitForURL(`${server.url}/`);
      await expect.poll(() => activeTab(page), { timeout: 30_000 }).toEqual(['11']);
      const market = page.locator('#content a[href^="/marketdetails/"]').first();
      const marketSport = (await market.getAttribute('href'))!.split('/').at(-1)!;
      await market.click();
      await page.waitForURL(/\/marketdetails\//);
      await expect.poll(() => activeTab(page), { timeout: 30_000 }).toEqual(['11']);
      // The sport tab lit is the market's sport, whatever sport was chosen before.
      await expect.poll(() => activeSport(page), { timeout: 30_000 }).toEqual([marketSport]);
      // A page of no exchange (the lottery, from its sport tab) highlights none.
      await page.getByRole('list', { name: 'Sports' }).getByRole('link', { name: 'Lottery' }).click();
      await page.waitForURL(`${server.url}/lottery`);
      await expect.poll(() => activeTab(page), { timeout: 30_000 }).toEqual([]);
      await expect.poll(() => activeSport(page), { timeout: 30_000 }).toEqual(['66104']);
      // A race card opened by its address (no tab clicked): Horse Racing is lit.
      expect(await visit(page, server.url, '/horseRacing/7')).toBe('/horseRacing/7');
      await expect.poll(() => activeSport(page), { timeout: 30_000 }).toEqual(['7']);
    } finally {
      await page.context().close();
    }
  });

  it('makes every top tab and side-menu item a link with an address; a ctrl-click opens it in a new tab', async () => {
    const page = await pageAs(browser, server.url, 'demo', DESKTOP);
    try {
      expect(await visit(page, server.url, '/home')).toBe('/home');
      const nav = page.getByRole('navigation', { name: 'Top navigation' });
      await nav.getByRole('link').first().waitFor();
      const hrefs = (scope: ReturnType<Page['locator']>) => scope.evaluateAll((els) => els.map((el) => [el.tagName, el.getAttribute('href')]));
      const exchangeTabs = await hrefs(nav.locator('[data-exchange-id]'));
      // VIMAAN (the partner site, 88022) leaves the app; every other tab is an anchor with its page's address.
      expect(exchangeTabs.filter(([tag]) => tag !== 'A')).toEqual([['BUTTON', null]]);
      expect(exchangeTabs.filter(([tag]) => tag === 'A').map(([, href]) => href)).toEqual(['/inplay', '/', '/tipsreview', '/virtualsports', '/intcasino', '/binary']);
      const sportTabs = await hrefs(nav.locator('[data-sport-id]'));
      expect(sportTabs.length).toBeGreaterThan(3);
      for (const [tag, href] of sportTabs) expect([tag, href && href.startsWith('/')]).toEqual(['A', true]);
      expect(sportTabs).toContainEqual(['A', '/horseRacing/7']);
      // The side menu: sports, then a competition's events, each an anchor (an event's its market page).
      const menu = page.getByRole('navigation', { name: 'Side menu' });
      const sports = await hrefs(menu.getByRole('list').locator('a'));
      expect(sports.length).toBeGreaterThan(3);
      await menu.getByRole('link', { name: 'Cricket' }).click();
      await menu.getByRole('button').filter({ hasNotText: 'Previous' }).filter({ hasNotText: 'Vimaan' }).first().click();
      const event = menu.getByRole('list').locator('a[href^="/marketdetails/"]').first();
      await event.waitFor();
      const eventHref = await event.getAttribute('href');
      // Ctrl-click (and the middle button) is the browser's: a new tab at the address, this page stays.
      const [opened] = await Promise.all([page.context().waitForEvent('page'), event.click({ modifiers: ['Control'] })]);
      await opened.waitForLoadState();
      expect(new URL(opened.url()).pathname).toBe(eventHref);
      expect(new URL(page.url()).pathname).toBe('/');
      const [inplay] = await Promise.all([page.context().waitForEvent('page'), nav.getByRole('link', { name: /Inplay/ }).click({ button: 'middle' })]);
      await inplay.waitForLoadState();
      expect(new URL(inplay.url()).pathname).toBe('/inplay');
      // A plain click stays in the page (the drill-down machine navigates).
      await event.click();
      await page.waitForURL(`${server.url}${eventHref}`);
    } finally {
      await page.context().close();
    }
  });

  it('asks a visitor who picks In-play to log in, then lands on in-play', async () => {
    const page = await pageAs(browser, server.url, 'visitor', DESKTOP);
    try {
      expect(await visit(page, server.url, '/home')).toBe('/home');
      await page.getByRole('list', { name: 'Exchanges' }).getByRole('link', { name: /Inplay/ }).click();
      const login = await logInThroughPopup(page);
      await page.waitForURL(`${server.url}/inplay`, { timeout: 30_000 });
      await login.waitFor({ state: 'detached' });
      await expect.poll(() => activeTab(page), { timeout: 30_000 }).toEqual(['00']);
    } finally {
      await page.context().close();
    }
  });

  it('asks a visitor who opens a bettor-only address in a new tab to log in, and takes them there after', async () => {
    const page = await pageAs(browser, server.url, 'visitor', DESKTOP);
    try {
      await visit(page, server.url, '/accountstatment');
      await logInThroughPopup(page);
      await page.waitForURL(`${server.url}/accountstatment`, { timeout: 30_000 });
    } finally {
      await page.context().close();
    }
  });
});
