import { existsSync } from 'node:fs';

/** Flags every headless Chromium run here needs (root, no GPU, closed network). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const HOW_TO_GET_ONE =
  'No Chromium found. Set CHROME_PATH to a Chromium/Chrome binary, or install Debian\'s ' +
  '(`apt-get install -y chromium`, giving /usr/bin/chromium), or run `npm install` with optional ' +
  'dependencies so that @sparticuz/chromium brings one from the npm registry.';

/**
 * Where the browser for e2e and story tests comes from, in order:
 * CHROME_PATH, then /usr/bin/chromium, then the Chromium shipped inside @sparticuz/chromium.
 */
export async function resolveChromium(): Promise<string> {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist. ${HOW_TO_GET_ONE}`);
    return fromEnv;
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    const mod = (await import('@sparticuz/chromium')) as unknown as {
      default: { executablePath: () => Promise<string> };
    };
    const path = await mod.default.executablePath();
    if (path && existsSync(path)) return path;
  } catch {
    // fall through to the explanation below
  }
  throw new Error(HOW_TO_GET_ONE);
}
