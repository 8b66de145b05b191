// Lighthouse as the web benchmarks run it (bench/web/run.ts, bench/web/compare.ts): one run's figures,
// their median, the anchor page and the market page of the seeded world.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** A static page with no script, served by the same server: what this machine's load alone costs. */
export const ANCHOR = '__bench-anchor.html';
export const ANCHOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Anchor</title></head><body><h1>Backlay benchmark anchor</h1><p>A static page with no script: what this machine\'s load alone costs.</p></body></html>';

export interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  totalKb: number;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** A market page of the seeded world: the first exchange event (not lottery) the reference list offers. */
export async function findMarketPath(url: string): Promise<string> {
  const reply = await fetch(`${url}/api/events/all`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: 'demo' }) });
  const body: unknown = await reply.json();
  const found: { exEventId: string | number; sportId: number }[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if ((typeof o.exEventId === 'string' || typeof o.exEventId === 'number') && typeof o.sportId === 'number' && o.sportId !== 66104) {
        found.push({ exEventId: o.exEventId, sportId: o.sportId });
      }
      Object.values(o).forEach(walk);
    }
  };
  walk(body);
  const event = found[0];
  if (!event) throw new Error(`no event in events/all: ${JSON.stringify(body).slice(0, 300)}`);
  return `/marketdetails/${event.exEventId}/${event.sportId}`;
}

/** One Lighthouse run; a run whose trace went wrong (NO_NAVSTART and the like, on a loaded machine) is tried again, up to 3 times. */
export async function measure(port: number, url: string, formFactor: 'mobile' | 'desktop', attempt = 1): Promise<Figures> {
  try {
    return await measureOnce(port, url, formFactor);
  } catch (err) {
    if (attempt >= 3) throw err;
    console.error(`retrying ${formFactor} ${url}: ${(err as Error).message}`);
    return measure(port, url, formFactor, attempt + 1);
  }
}

async function measureOnce(port: number, url: string, formFactor: 'mobile' | 'desktop'): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const size = (type: string) => (items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: size('script'),
    totalKb: size('total'),
  };
}


/** The median of each figure over the runs. */
export const medianFigures = (runs: readonly Figures[]): Figures =>
  Object.fromEntries(Object.keys(runs[0]!).map((k) => [k, median(runs.map((r) => r[k as keyof Figures]))])) as unknown as Figures;
