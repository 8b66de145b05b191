import { execFileSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { repoRoot, startServerProcess, type ServerProcess } from '../support/server-process.ts';

describe('home page on a fresh server', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: repoRoot, stdio: 'inherit' });
    [server, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('prints the URL and the demo accounts', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.output()).toContain('created and seeded');
    for (const name of ['demo', 'blocked', 'agent']) expect(server.output()).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('lists the seeded sports from the gateway', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    const list = page.getByRole('region', { name: 'Sports' });
    await list.getByText('Cricket').waitFor();
    const names = await list.getByRole('listitem').locator('span:first-child').allTextContents();
    expect(names).toEqual([
      'Cricket',
      'Tennis',
      'Soccer',
      'Horse Racing',
      'Basketball',
      'Virtual Sports',
      'Casino',
      'Lottery',
      'International Casino',
      'Greyhound Racing',
    ]);
    expect(names).not.toContain('Binary');
    await page.close();
  });

  it('serves client routes such as /inplay from index.html', async () => {
    const response = await fetch(`${server.url}/inplay`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });
});
