import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideRoute, ROUTES } from '../../machines/lib/routes.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { pageAs, samplePath, visit, type Who } from './shell-support.ts';
import { BLOCKED_MESSAGE } from '../../src/features/auth/blocked-message.ts';

const userDetail = { visitor: null, demo: { isLogin: 1 }, blocked: { isLogin: 0 }, agent: { isLogin: 1 } } as const;

describe('route guards in Chromium (spec §2)', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem());
  });

  afterAll(async () => {
    await stopLiveSystem({ server, browser });
  });

  const patterns = ROUTES.map((r) => r.pattern).filter((p) => p !== 'logout');

  it.each(['visitor', 'demo', 'blocked'] as const)('every route lands where the guard table says for %s', async (who: Who) => {
    const page = await pageAs(browser, server.url, who);
    const landed: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const pattern of [...patterns, 'no-such-page', 'banking/no-such-step']) {
      const path = samplePath(pattern);
      landed[path] = await visit(page, server.url, path);
      const decision = decideRoute(path, { token: who === 'visitor' ? null : 'token', userDetail: userDetail[who] });
      expected[path] = decision.kind === 'allow' ? path : '/home';
    }
    expect(landed).toEqual(expected);
    // Spot checks that the table is what the spec says, not just what the machine says.
    expect(landed['/favourites']).toBe(who === 'visitor' ? '/home' : '/favourites');
    expect(landed['/marketdetails/41001/4']).toBe(who === 'blocked' ? '/home' : '/marketdetails/41001/4');
    expect(landed['/banking/withdraw']).toBe(who === 'demo' ? '/banking/withdraw' : '/home');
    expect(landed['/lottery']).toBe('/lottery');
    expect(landed['/signup']).toBe('/signup');
    await page.context().close();
  });

  it('keeps signup and forgetPass outside the layout frame', async () => {
    const page = await pageAs(browser, server.url, 'visitor');
    for (const path of ['/signup', '/forgetPass']) {
      await visit(page, server.url, path);
      expect(await page.getByRole('banner').count()).toBe(0);
      await page.getByRole('list', { name: 'Customer support' }).getByText('WhatsApp').waitFor();
    }
    await visit(page, server.url, '/layout');
    expect(await page.getByRole('banner').count()).toBe(1);
    await page.context().close();
  });

  it('sends a bettor who turns out blocked away from a login-enabled page', async () => {
    const page = await pageAs(browser, server.url, 'visitor');
    await visit(page, server.url, '/marketdetails/41001/4');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByLabel('User name').fill('blocked');
    await page.getByLabel('Password').fill('demo-password');
    await page.locator('form[aria-label="Login"] button[type=submit]').click();
    await page.waitForURL(`${server.url}/home`);
    await page.getByRole('button', { name: /Account menu for blocked/ }).waitFor();
    // Told why at login, not sent back silently (issue 19).
    await page.locator('[data-sonner-toast]').filter({ hasText: BLOCKED_MESSAGE }).waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it('tells a logged-in blocked bettor why a login-enabled page sent them home', async () => {
    const page = await pageAs(browser, server.url, 'blocked');
    expect(await visit(page, server.url, '/home')).toBe('/home');
    await page.getByRole('button', { name: /Account menu for blocked/ }).waitFor();
    expect(await page.locator('[data-sonner-toast]').filter({ hasText: BLOCKED_MESSAGE }).count()).toBe(0);
    // An event link of the home page (a navigation inside the SPA) to its login-enabled market page.
    await page.locator('#content a[href^="/marketdetails/"]').first().click();
    await page.locator('[data-sonner-toast]').filter({ hasText: BLOCKED_MESSAGE }).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/home');
    // A full load of the same address is sent home and told too.
    await page.goto(`${server.url}/marketdetails/41001/4`);
    await page.waitForURL(`${server.url}/home`);
    await page.locator('[data-sonner-toast]').filter({ hasText: BLOCKED_MESSAGE }).waitFor({ timeout: 10_000 });
    await page.context().close();
  });
});
