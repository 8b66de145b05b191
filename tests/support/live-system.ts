import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServerProcess, type ServerProcess, type ServerProcessOptions } from './server-process.ts';

/** What an e2e file drives: the real server (fresh data directory, port 0) and a headless Chromium. */
export interface LiveSystem {
  server: ServerProcess;
  browser: Browser;
}

/**
 * Starts the server (with `env`, on a seeded store unless `options.freshStore`) and Chromium side by side.
 * The SPA it serves was built, if stale, once before the run (tests/support/e2e-build.ts).
 */
export async function startLiveSystem(env: Record<string, string> = {}, options: ServerProcessOptions = {}): Promise<LiveSystem> {
  const [server, browser] = await Promise.all([startServerProcess(env, undefined, options), launchBrowser()]);
  return { server, browser };
}

export async function stopLiveSystem(system: Partial<LiveSystem>): Promise<void> {
  await system.browser?.close();
  await system.server?.stop();
}
