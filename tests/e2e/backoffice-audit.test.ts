import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { loginThroughGateway } from './shell-support.ts';

/** The back office's Audit page in Chromium (issue #47): an act shows with its client, filters go through the URL, the CSV downloads. */
describe('the Audit page in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem());
  }, 600_000);
  afterAll(async () => {
    await stopLiveSystem({ server, browser });
  });

  async function pageOf(userName: string, width: number): Promise<{ page: Page; token: string }> {
    const page = await (await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true })).newPage();
    await page.goto(`${server.url}/signup`);
    const session = await loginThroughGateway(server.url, userName);
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('userDetail', s.userDetail);
    }, session);
    return { page, token: session.token };
  }

  it("shows the agent's own act with before → after and its device, filters it, and exports the same entries as CSV", async () => {
    const { page, token } = await pageOf('agent', 1366);
    const act = await fetch(`${server.url}/api/backoffice/users/betting-lock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36' },
      body: JSON.stringify({ userName: 'demo', locked: true }),
    });
    expect(act.status).toBe(200);

    await page.goto(`${server.url}/backoffice/audit`);
    const row = page.locator('tr', { hasText: 'Betting locked' }).first();
    await row.waitFor({ timeout: 60_000 });
    expect(await row.textContent()).toMatch(/agent.*Betting locked.*demo.*betting locked\s*no\s*→\s*yes.*Chrome on Android/);

    await page.getByLabel('Actor').fill('agent');
    await page.getByLabel('Kind').selectOption('user');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/actor=agent&kind=user/);
    await row.waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').trimEnd().split('\r\n');
    expect(csv[0]).toBe('seq,at,actor,actor_role,ip,user_agent,act,target_kind,target_id,target_name,before,after,hash');
    expect(csv.slice(1).every((line) => line.includes(',agent,agent,') && line.includes(',user.'))).toBe(true);
    expect(csv.some((line) => line.includes(',user.bet_lock,user,u-demo,demo,'))).toBe(true);
    await page.context().close();
  }, 240_000);

  it('fits a phone: each entry is a card, nothing runs off the side', async () => {
    const { page } = await pageOf('agent', 390);
    await page.goto(`${server.url}/backoffice/audit`);
    await page.locator('tr', { hasText: 'Betting locked' }).first().waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Audit's tab sits past the screen's edge in the strip: it is scrolled into view, and the page starts right under the strip.
    const strip = page.getByRole('navigation', { name: 'Back office', exact: true });
    const tab = strip.getByRole('link', { name: 'Audit' });
    expect(await tab.getAttribute('aria-current')).toBe('page');
    await expect.poll(async () => (await tab.boundingBox())!.x + (await tab.boundingBox())!.width).toBeLessThanOrEqual(391);
    const stripBox = (await strip.boundingBox())!;
    const heading = (await page.getByRole('main').boundingBox())!;
    expect(heading.y - (stripBox.y + stripBox.height)).toBeLessThan(40);
    await page.context().close();
  }, 180_000);

  it('refuses the trading desk to a level the admin has not opened it to: why, and the way back, no retry', async () => {
    const { page } = await pageOf('agent', 390);
    await page.goto(`${server.url}/backoffice/desk`);
    const refusal = page.getByRole('alert');
    await refusal.waitFor({ timeout: 60_000 });
    expect(await refusal.textContent()).toContain('The admin has not opened the trading desk to your level.');
    expect(await refusal.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    // Its address was typed: the nav does not offer the desk to this level.
    const nav = page.getByRole('navigation', { name: 'Back office', exact: true });
    await nav.getByRole('link', { name: 'Audit' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Trading desk' }).count()).toBe(0);
    await refusal.getByRole('link', { name: 'Back to the back office' }).click();
    await page.waitForURL(`${server.url}/backoffice`);
    await page.context().close();
  }, 180_000);
});
