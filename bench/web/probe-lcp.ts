import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH, findMarketPath } from './lighthouse';
import { removeDir, startBuiltServer } from './server';
const server = await startBuiltServer(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {});
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
try {
  const mp = await findMarketPath(server.url);
  const which = process.env.P === 'home' ? '/' : mp;
  await fetch(server.url + which);
  for (let i = 0; i < Number(process.env.N ?? 1); i++) {
    const r = await lighthouse(server.url + which, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r!.lhr.audits;
    console.log('score', r!.lhr.categories.performance!.score, 'lcp', a['largest-contentful-paint']!.numericValue, 'tbt', a['total-blocking-time']!.numericValue, 'fcp', a['first-contentful-paint']!.numericValue, 'si', a['speed-index']!.numericValue, 'cls', a['cumulative-layout-shift']!.numericValue);
    for (const id of (process.env.AUDITS ?? 'mainthread-work-breakdown,long-tasks').split(',')) {
      const d = a[id]?.details as any;
      if (d) console.log(id, JSON.stringify(d.items?.map((x:any)=>({...x, subItems: undefined})) ?? d).slice(0, 3000));
    }
  }
} finally { await chrome.kill(); await server.stop(); removeDir(server.dataDir); }
