import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { loginThroughGateway, pageAs, placeOnExchange, visit } from './shell-support.ts';

/** Event 41003 is pre-play (no bet delay); with the simulator off only this file's bettors trade on it. */
const MARKET_PAGE = '/marketdetails/41003/4';
const MARKET_ID = '41003.mo';
const RUNNER = '1';

const place = (baseUrl: string, token: string, side: 'BACK' | 'LAY', price: number, size: number) => placeOnExchange(baseUrl, token, { marketId: MARKET_ID, side, runnerId: RUNNER, price, size });

/** What the ladder's first drawn frame showed, read the moment its rows reach the page (before any later frame). */
interface FirstFrame {
  gridBestBack: number | null;
  ladderBestBack: number | null;
  /** The grid's best back row's middle as a share of the ladder viewport below its header (0 top, 1 bottom). */
  bestBackAt: number | null;
}

/** Arms a recorder of the next ladder's first frame (a MutationObserver: it runs after the frame's layout effects). */
async function armFirstFrame(page: Page): Promise<void> {
  await page.evaluate((runner) => {
    const w = window as unknown as { ladderFirstFrame?: unknown };
    delete w.ladderFirstFrame;
    const observer = new MutationObserver(() => {
      const scroller = document.querySelector<HTMLElement>('[data-testid="ladder-scroller"]');
      if (!scroller) return;
      observer.disconnect();
      const odds = document.querySelector(`tr[data-runner-id="${runner}"] button[data-side="back"][data-level="0"] span`)?.textContent ?? '';
      const gridBestBack = odds ? Number(odds) : null;
      const ladderBack = scroller.querySelector('button[data-side="back"][data-size="true"]')?.closest('tr')?.getAttribute('data-price');
      const row = gridBestBack === null ? null : scroller.querySelector<HTMLElement>(`tr[data-price="${gridBestBack}"]`);
      const head = scroller.querySelector('thead th')!.getBoundingClientRect(); // the sticky cells (the thead box itself scrolls away)
      const view = scroller.getBoundingClientRect();
      const box = row?.getBoundingClientRect();
      w.ladderFirstFrame = {
        gridBestBack,
        ladderBestBack: ladderBack ? Number(ladderBack) : null,
        bestBackAt: box ? (box.top + box.height / 2 - head.bottom) / (view.bottom - head.bottom) : null,
      };
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, RUNNER);
}

async function openLadder(page: Page): Promise<FirstFrame> {
  await armFirstFrame(page);
  await page.locator(`tr[data-runner-id="${RUNNER}"] button[aria-label^="Ladder:"]`).first().click();
  await page.getByTestId('ladder-scroller').waitFor({ timeout: 15_000 });
  return (await page.waitForFunction(() => (window as unknown as { ladderFirstFrame?: FirstFrame }).ladderFirstFrame, undefined, { timeout: 15_000 })).jsonValue() as Promise<FirstFrame>;
}

async function gridBestBack(page: Page, price: number): Promise<void> {
  await page.waitForFunction(
    ({ runner, price }) => document.querySelector(`tr[data-runner-id="${runner}"] button[data-side="back"][data-level="0"] span`)?.textContent === price.toFixed(2),
    { runner: RUNNER, price },
    { timeout: 20_000 },
  );
}

describe('the ladder opens on the market, from the grid’s live book', () => {
  let server: ServerProcess;
  let browser: Browser;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'off' }));
    for (const user of ['mm1', 'mm2']) tokens[user] = (await loginThroughGateway(server.url, user)).token;
    // Runner 1 trades at 1.34 between a back at 1.33 and a lay at 1.35 (RCB's market in the report).
    await place(server.url, tokens.mm1!, 'LAY', 1.33, 20_000);
    await place(server.url, tokens.mm2!, 'BACK', 1.35, 20_000);
    await place(server.url, tokens.mm1!, 'LAY', 1.34, 5_000);
    await place(server.url, tokens.mm2!, 'BACK', 1.34, 5_000);
  }, 600_000); // the SPA and server are rebuilt first when sources changed

  afterAll(async () => {
    await stopLiveSystem({ server, browser });
  });

  // The desktop run moves the book between its two opens (best back 1.33 → 1.34); the phone run opens on 1.34.
  for (const { viewport, initial, next } of [
    { viewport: { width: 1366, height: 900 }, initial: 1.33, next: 1.34 },
    { viewport: { width: 390, height: 844 }, initial: 1.34, next: 1.34 },
  ]) {
    it(`at ${viewport.width} px: the grid’s best back is in the middle of the ladder’s first frame, and a reopened ladder shows the book as it is now, not as it was`, async () => {
      const page = await pageAs(browser, server.url, 'visitor', viewport);
      try {
        expect(await visit(page, server.url, MARKET_PAGE)).toBe(MARKET_PAGE);
        await gridBestBack(page, initial);
        const first = await openLadder(page);
        expect(first.gridBestBack).toBe(initial);
        expect(first.ladderBestBack).toBe(initial);
        expect(first.bestBackAt).toBeGreaterThan(0.2);
        expect(first.bestBackAt).toBeLessThan(0.8);
        await page.keyboard.press('Escape');
        await page.getByTestId('ladder-scroller').waitFor({ state: 'detached', timeout: 10_000 });

        // The book moves while the ladder is closed: someone now offers 1.34 to backers. Reopened, its first frame has it.
        if (next !== initial) await place(server.url, tokens.mm1!, 'LAY', 1.34, 7_000);
        await gridBestBack(page, next);
        const again = await openLadder(page);
        expect(again.gridBestBack).toBe(next);
        expect(again.ladderBestBack).toBe(next);
        expect(again.bestBackAt).toBeGreaterThan(0.2);
        expect(again.bestBackAt).toBeLessThan(0.8);
      } finally {
        await page.context().close();
      }
    });
  }
});
