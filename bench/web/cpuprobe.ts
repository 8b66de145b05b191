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
  for (let i = 0; i < Number(process.env.N ?? 1); i++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(server.url + which);
    await page.waitForTimeout(Number(process.env.WAIT ?? 7000));
    const lcp = await page.evaluate(`new Promise(r => new PerformanceObserver(l => { const e = l.getEntries(); const x = e[e.length-1]; r([x.startTime, x.element && x.element.outerHTML.slice(0,120)]); }).observe({type:'largest-contentful-paint', buffered:true}))`);
    const fcp = await page.evaluate(`performance.getEntriesByName('first-contentful-paint')[0]?.startTime`);
    const lt = await page.evaluate(`0`);
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(`/tmp/prof-${i}.cpuprofile`, JSON.stringify(profile));
    console.log('run', i, 'fcp', fcp, 'lcp', JSON.stringify(lcp), lt);
    await ctx.close();
  }
} finally { await browser.close(); await server.stop(); removeDir(server.dataDir); }
