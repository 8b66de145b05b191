import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, type ServerProcess } from '../support/server-process.ts';

describe('home page on a fresh server', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    // An empty data directory: the server creates and seeds its store itself and says so (checked below).
    ({ server, browser } = await startLiveSystem({}, { freshStore: true }));
  });

  afterAll(async () => {
    await stopLiveSystem({ server, browser });
  });

  it('prints the URL and the demo accounts', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.output()).toContain('created and seeded');
    for (const name of ['demo', 'blocked', 'agent']) expect(server.output()).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('shows the seeded sports from the gateway in the top navigation', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    const sports = page.getByRole('navigation', { name: 'Top navigation' }).getByRole('list', { name: 'Sports' });
    await sports.getByText('Cricket').waitFor();
    const names = await sports.getByRole('link').allTextContents();
    // Top navigation hides 4339 (Greyhound Racing), 66102 (Casino), 66101 (Virtual Sports); startup drops binary.
    expect(names).toEqual(['Cricket', 'Tennis', 'Soccer', 'Horse Racing', 'Basketball', 'Lottery', 'International Casino']);
    await page.getByRole('region', { name: /Cricket/ }).getByText('India v Australia').waitFor();
    await page.close();
  });

  it('marks for eager compiling the chunks every first load runs (the frameworks and the start), and no others', () => {
    const dist = path.join(repoRoot, 'dist');
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; name?: string }>;
    const scripts = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
    const hinted = new Set(scripts.filter((chunk) => readFileSync(path.join(dist, chunk.file), 'utf8').includes('//# allFunctionsCalledOnLoad')).map((chunk) => chunk.name));
    expect([...hinted].sort()).toEqual(['apollo', 'react', 'router', 'start', 'xstate']);
    // The frameworks' hint is the file's first line, before any function.
    for (const chunk of scripts.filter((c) => c.name === 'react' || c.name === 'apollo')) expect(readFileSync(path.join(dist, chunk.file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });

  it('serves client routes such as /inplay from index.html', async () => {
    const response = await fetch(`${server.url}/inplay`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });
});
