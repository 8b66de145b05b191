import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findMarketPath } from './lighthouse';
import { removeDir, startBuiltServer } from './server';
const server = await startBuiltServer(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const mp = await findMarketPath(server.url);
  const which = process.env.P === 'home' ? '/' : mp;
  await fetch(server.url + which);
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'disabled-by-default-v8.compile', 'blink.user_timing', 'loading'] });
  await page.goto(server.url + which);
  await page.waitForTimeout(Number(process.env.WAIT ?? 7000));
  const buf = await browser.stopTracing();
  writeFileSync(process.env.OUT ?? '/tmp/trace.json', buf);
  await ctx.close();
} finally { await browser.close(); await server.stop(); removeDir(server.dataDir); }
