/**
 * The operator's first password on a site outside the demo (issue #48), in Chromium: the server's
 * first start on an empty store (SEED unset, its own data directory) prints a setup link; the link
 * opens the sign-in flow's "Set your password" step; the password set there signs the operator in,
 * and the link works once.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { nextCode, rememberSecret } from '../support/two-factor.ts';

describe('the operator setup link', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    // SEED '' clears the harness's SEED=demo: a real first start decides (a data directory of its own: the operator alone).
    ({ server, browser } = await startLiveSystem({ SEED: '' }, { freshStore: true }));
  }, 300_000);

  afterAll(async () => {
    await stopLiveSystem({ server, browser });
  });

  it('sets the first password from the printed link, once, and the operator signs in with it', async () => {
    expect(server.output()).not.toContain('demo accounts');
    const link = /(http:\/\/\S+\/forgetPass\?\S+)/.exec(server.output())?.[1];
    expect(link, server.output()).toBeDefined();
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor();
    const form = page.getByRole('form', { name: 'Set your password' });
    expect(await form.getByLabel('User name').inputValue()).toBe('operator');
    expect(await form.getByLabel('Reset code').count()).toBe(0);
    await form.getByLabel('New password').fill('short');
    await form.getByRole('button', { name: 'Set password' }).click();
    await form.getByRole('alert').filter({ hasText: 'at least 8 characters' }).waitFor();
    await form.getByLabel('New password').fill('the-operator-chose');
    await form.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password is set.' }).waitFor();

    // The link again: the code is used up.
    await page.goto(link!);
    await page.getByLabel('New password').fill('another-password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('alert').filter({ hasText: /wrong or has expired/ }).waitFor();

    // Signing in with the password set.
    await page.goto(`${server.url}/home`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByLabel('User name').fill('operator');
    await page.getByLabel('Password').fill('the-operator-chose');
    await page.locator('form[aria-label="Login"] button[type=submit]').click();
    // A staff account enrols in two-step sign-in before its first session: the QR code and key, a code, the recovery codes.
    const dialog = page.getByRole('dialog', { name: 'Set up two-step sign-in' });
    await dialog.getByRole('img', { name: 'QR code of the two-step secret' }).waitFor();
    const secret = (await dialog.getByLabel('Secret key').textContent())!.replace(/\s/g, '');
    rememberSecret('operator', secret);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await dialog.getByLabel('Authentication code').fill(await nextCode('operator'));
    await dialog.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
    // Ten recovery codes are hashed (production scrypt) before the answer: slow on a loaded machine.
    await saved.getByRole('list', { name: 'Recovery codes' }).waitFor({ timeout: 120_000 });
    await saved.getByRole('button', { name: 'I have saved them: continue' }).click();
    await page.getByRole('button', { name: /Account menu for operator/ }).waitFor();
    await page.context().close();
  }, 300_000);
});
