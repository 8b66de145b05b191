import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { nextCode, rememberSecret, restOver, signInToken } from '../support/two-factor.ts';
import { visit } from './shell-support.ts';

/** Staff two-step sign-in in Chromium: the password, then the code (or a recovery code, or an enrolment), then the back office. */
describe('staff two-step sign-in', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'off' }));
  }, 300_000);
  afterAll(async () => {
    await stopLiveSystem({ server, browser });
  });

  async function passwordStep(userName: string, viewport = { width: 1366, height: 900 }): Promise<Page> {
    const page = await (await browser.newContext({ viewport })).newPage();
    await visit(page, server.url, '/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByLabel('User name').fill(userName);
    await page.getByLabel('Password').fill('demo-password');
    await page.locator('form[aria-label="Login"] button[type=submit]').click();
    return page;
  }

  const toBackOffice = async (page: Page, userName: string) => {
    await page.getByRole('button', { name: `Account menu for ${userName}` }).waitFor({ timeout: 120_000 });
    await page.goto(`${server.url}/backoffice`);
    await page.getByRole('navigation', { name: 'Back office', exact: true }).waitFor();
  };

  it('password, then a wrong code (refused, still no session), then the right code: the back office opens', async () => {
    const page = await passwordStep('master');
    const dialog = page.getByRole('dialog', { name: 'Two-step sign-in' });
    await dialog.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await dialog.getByLabel('Authentication code').fill('000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByRole('alert').getByText('The code is wrong').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await dialog.getByLabel('Authentication code').fill(await nextCode('master'));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await toBackOffice(page, 'master');
    await page.context().close();
  }, 120_000);

  it('signs in with a recovery code on a phone; the same code does not work twice', async () => {
    const token = await signInToken(restOver(server.url), 'supermaster');
    const res = await fetch(`${server.url}/api/user/two-factor/recovery-codes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ code: await nextCode('supermaster') }),
    });
    const codes = ((await res.json()) as { data: { recoveryCodes: string[] } }).data.recoveryCodes;
    expect(codes).toHaveLength(10);

    const phone = { width: 390, height: 844 };
    const page = await passwordStep('supermaster', phone);
    const dialog = page.getByRole('dialog', { name: 'Two-step sign-in' });
    await dialog.getByRole('button', { name: 'Use a recovery code' }).click();
    await dialog.getByLabel('Recovery code').fill(codes[0]!);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await toBackOffice(page, 'supermaster');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await page.context().close();

    const again = await passwordStep('supermaster', phone);
    const second = again.getByRole('dialog', { name: 'Two-step sign-in' });
    await second.getByRole('button', { name: 'Use a recovery code' }).click();
    await second.getByLabel('Recovery code').fill(codes[0]!);
    await second.getByRole('button', { name: 'Verify' }).click();
    // Up to ten recovery-code hashes (production scrypt) are compared: slow on a loaded machine.
    await second.getByRole('alert').getByText('The code is wrong').waitFor({ timeout: 120_000 });
    await again.context().close();
  }, 300_000);

  it('a staff account whose factor its upline reset enrols before anything else: QR code, key, code, recovery codes, then the back office', async () => {
    const master = await signInToken(restOver(server.url), 'master');
    const reset = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${master}` },
      body: JSON.stringify({ query: 'mutation { backofficeResetTwoFactor(userName: "agent") }' }),
    });
    expect(((await reset.json()) as { data: { backofficeResetTwoFactor: boolean } }).data.backofficeResetTwoFactor).toBe(true);

    const page = await passwordStep('agent');
    const dialog = page.getByRole('dialog', { name: 'Set up two-step sign-in' });
    await dialog.getByRole('img', { name: 'QR code of the two-step secret' }).waitFor();
    const secret = (await dialog.getByLabel('Secret key').textContent())!.replace(/\s/g, '');
    rememberSecret('agent', secret);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await dialog.getByLabel('Authentication code').fill(await nextCode('agent'));
    await dialog.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
    const list = saved.getByRole('list', { name: 'Recovery codes' });
    // Ten recovery codes are hashed (production scrypt) before the answer: slow on a loaded machine.
    await list.waitFor({ timeout: 120_000 });
    expect(await list.locator('li').count()).toBe(10);
    await saved.getByRole('button', { name: 'I have saved them: continue' }).click();
    await toBackOffice(page, 'agent');
    await page.context().close();
  }, 300_000);
});
