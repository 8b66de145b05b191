import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, resolveChromium } from './chromium.ts';

/** Headless Chromium from CHROME_PATH, /usr/bin/chromium or @sparticuz/chromium. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await resolveChromium(), headless: true, args: chromiumArgs });
}
