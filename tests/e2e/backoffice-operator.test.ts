import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { loginThroughGateway } from './shell-support.ts';

/** The operator's console in Chromium (issue #32): an incident's suspension shows live; a settlement goes through its confirm dialog. */
describe("the operator's market controls in Chromium", () => {
  let server: ServerProcess;
  let browser: Browser;
  let token: string;

  // Generous: the build, the store's first seed and the browser share a loaded machine.
  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem());
  }, 600_000);
  afterAll(async () => {
    await stopLiveSystem({ server, browser });
  });

  async function operatorPage(width: number): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await page.goto(`${server.url}/signup`);
    const session = await loginThroughGateway(server.url, 'operator');
    token = session.token;
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('userDetail', s.userDetail);
    }, session);
    return page;
  }
  const post = async (path: string, body: unknown) =>
    (await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) })).json() as Promise<{ data?: unknown; error?: { code: string } }>;

  it('shows a market an incident suspends as suspended without a reload, and open again after the reopen', async () => {
    const page = await operatorPage(1366);
    await page.goto(`${server.url}/backoffice/markets?q=England%20v%20South%20Africa`);
    const row = page.locator('tr[data-market="41005.mo"]');
    await row.getByText('Open', { exact: true }).waitFor({ timeout: 60_000 });
    expect((await post('/admin/events/incident', { eventId: '41005', kind: 'wicket' })).error).toBeUndefined();
    await row.getByText('Suspended', { exact: true }).waitFor({ timeout: 30_000 });
    expect((await post('/admin/events/reopen', { eventId: '41005' })).error).toBeUndefined();
    await row.getByText('Open', { exact: true }).waitFor({ timeout: 30_000 });
    await page.context().close();
  }, 180_000);

  it('settles a market on a phone through the confirm dialog, which states what happens', async () => {
    const page = await operatorPage(390);
    await page.goto(`${server.url}/backoffice/markets?q=England%20v%20South%20Africa`);
    const card = page.locator('li[data-market="41005.mo"]');
    await card.getByRole('button', { name: /^Settle / }).click({ timeout: 60_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Settle' }).click();
    await dialog.getByRole('alert').getByText('Pick the winner.').waitFor();
    await dialog.getByRole('combobox', { name: 'Winner' }).selectOption({ label: 'England' });
    expect(await dialog.getByTestId('confirm-text').textContent()).toMatch(/^Settle England v South Africa · Match Odds: winner England — \d+ bets?, ₹[\d,]+\.\d\d matched$/);
    await dialog.getByRole('button', { name: 'Settle' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await card.getByText('Settled', { exact: true }).waitFor({ timeout: 30_000 });
    await card.getByText('Result: England').waitFor();
    await page.context().close();
  }, 180_000);
});
