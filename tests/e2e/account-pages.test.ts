import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.ts';
import { pageAs, visit } from './shell-support.ts';
import { signInToken } from '../support/two-factor';

describe('signup and forgot password pages against the gateway', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem());
  });
  afterAll(async () => {
    await stopLiveSystem({ server, browser });
  });

  const rest = async <T>(path: string, body: unknown, token?: string) =>
    (await (
      await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })
    ).json()) as T;

  it('opens an account, then resets its forgotten password with the code the upline passes on', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/signup?ref=DEMO01`);
    await page.getByLabel('User name').fill('fresh_bettor');
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByLabel('Confirm password').fill('first-password');
    expect(await page.getByLabel('Referral code (optional)').inputValue()).toBe('DEMO01');
    await page.getByRole('button', { name: 'Open account' }).click();
    await page.getByText('Account fresh_bettor is open').waitFor();

    await page.goto(`${server.url}/forgetPass`);
    await page.getByLabel('User name').fill('fresh_bettor');
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await page.getByText('ask them for it').waitFor();
    const agent = await signInToken((path, body) => rest(path, body), 'agent');
    const codes = await rest<{ data: Array<{ userName: string; code: string }> }>('/agent/password-resets', {}, agent);
    const code = codes.data.find((c) => c.userName === 'fresh_bettor')!.code;
    await page.getByLabel('Reset code').fill(code);
    await page.getByLabel('New password').fill('second-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been reset').waitFor();
    const login = await rest<{ data?: { token: string } }>('/auth/login', { userName: 'fresh_bettor', password: 'second-password' });
    expect(login.data?.token).toBeTruthy();
    await page.close();
  });

  it('keeps a starred event after logout and a new login, on another browser too', async () => {
    const page = await pageAs(browser, server.url, 'demo');
    await visit(page, server.url, '/');
    // The star flips at once (an optimistic answer); the exchange's answer to the save is what must be in before this browser goes.
    const saved = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('SetFavourite'));
    await page.getByRole('button', { name: 'Add Arsenal v Liverpool to favourites' }).click();
    await page.getByRole('button', { name: 'Remove Arsenal v Liverpool from favourites' }).waitFor();
    expect(((await (await saved).json()) as { data?: { setFavourite: string[] } }).data?.setFavourite).toContain('13001');
    await page.evaluate(() => localStorage.clear());
    await page.context().close();

    const elsewhere = await pageAs(browser, server.url, 'demo');
    await visit(elsewhere, server.url, '/favourites');
    await elsewhere.getByText('Arsenal v Liverpool').first().waitFor();
    expect(await elsewhere.getByRole('button', { name: 'Remove Arsenal v Liverpool from favourites' }).count()).toBeGreaterThan(0);
    await elsewhere.context().close();
  });
});
