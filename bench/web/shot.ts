import { chromium } from 'playwright-core';
import { findMarketPath } from './lighthouse';
import { removeDir, startBuiltServer } from './server';
const server = await startBuiltServer(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const mp = process.env.URLP ?? await findMarketPath(server.url);
  console.log(mp);
  for (const w of [412, 1366]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: w < 500 ? 823 : 800 } });
    const page = await ctx.newPage();
    if (process.env.NOJS) await page.route('**/*.js', (r) => r.abort());
    await page.goto(server.url + mp);
    await page.waitForTimeout(Number(process.env.WAIT ?? 5000));
    await page.screenshot({ path: `/tmp/shot-${w}.png` });
    await ctx.close();
  }
} finally { await browser.close(); await server.stop(); removeDir(server.dataDir); }
