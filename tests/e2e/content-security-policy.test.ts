import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { pageAs, visit } from './shell-support.ts';

/** Collects every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

describe('the built SPA under its Content-Security-Policy', () => {
  let server: ServerProcess;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem());
  });
  afterAll(async () => {
    await stopLiveSystem({ server, browser });
  });

  it('is served with the policy and runs with no violation: pages, live data over WebSocket, a dialog', async () => {
    const index = await fetch(server.url);
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(index.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const visitor = await (await browser.newContext()).newPage();
    const visitorViolations = await watchViolations(visitor);
    await visitor.goto(server.url);
    await visitor.getByRole('region', { name: /Cricket/ }).getByText('India v Australia').waitFor();
    // The login popup (a Radix dialog: its scroll lock adds a <style>), and a login through it.
    await visitor.getByRole('button', { name: 'Login', exact: true }).click();
    await visitor.getByLabel('User name').fill('demo');
    await visitor.getByLabel('Password').fill('demo-password');
    await visitor.locator('form[aria-label="Login"] button[type=submit]').click();
    await visitor.getByRole('button', { name: 'Account menu for demo' }).click();
    expect(await visitorViolations()).toEqual([]);
    await visitor.close();

    const demo = await pageAs(browser, server.url, 'demo');
    const demoViolations = await watchViolations(demo);
    for (const path of ['/', '/inplay', '/marketdetails/41001/4', '/myBetshistory', '/banking']) await visit(demo, server.url, path);
    // Live data arrived over the WebSocket the policy allows (connect-src 'self').
    await demo.waitForFunction(() => document.body.innerText.length > 100);
    expect(await demoViolations()).toEqual([]);
    await demo.close();
  });
});
