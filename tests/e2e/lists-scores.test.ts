import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listScore } from '../../src/lib/score/score-lines';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { pageAs, visit } from './shell-support';

/** Generous: the machine is loaded, and a T20 ball comes every 10 s. */
const LIVE_WAIT_MS = 120_000;

interface EventDetail {
  eventName: string;
  score: Record<string, unknown> | null;
}

/**
 * Lists with live scores (issue #35) on the real server with its simulator: an in-play row shows its
 * score from the score stream, in that event's own row, in the format the market page's scoreboard
 * rule gives the exchange's score, and it moves with play; no list shows an event twice.
 */
describe('event lists: live scores, no event twice', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'on' }));
  }, 600_000);

  afterAll(async () => {
    await stopLiveSystem({ server, browser });
  });

  const detail = async (eventId: string): Promise<EventDetail> => {
    const response = await fetch(`${server.url}/api/events/detail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ eventId }) });
    return ((await response.json()) as { data: { event: EventDetail } }).data.event;
  };

  /** The first in-play row of a sport's list that shows a score, and its event id. */
  async function scoredRow(page: Page, sport: RegExp): Promise<{ row: Locator; eventId: string }> {
    const list = page.getByRole('region', { name: sport }).first();
    const row = list.locator('li[data-state="inPlay"]').filter({ has: page.getByTestId('list-score') }).first();
    await row.waitFor({ timeout: LIVE_WAIT_MS });
    return { row, eventId: (await row.getAttribute('data-event-id'))! };
  }

  /** Every list's event ids, by list: none may repeat within a list. */
  async function idsByList(page: Page): Promise<string[][]> {
    return page.locator('section').evaluateAll((sections) => sections.map((s) => [...s.querySelectorAll('li[data-event-id]')].map((li) => (li as HTMLElement).dataset.eventId!)).filter((ids) => ids.length > 0));
  }

  it('shows a cricket match’s score in its own row on the in-play page, as the exchange has it, and moves it with play', { timeout: 600_000 }, async () => {
    const page = await pageAs(browser, server.url, 'demo', { width: 1366, height: 900 });
    await visit(page, server.url, '/inplay');
    const { row, eventId } = await scoredRow(page, /^Cricket/);
    const score = row.getByTestId('list-score');
    const first = (await score.textContent())!;
    expect(first).toMatch(/\d+\/\d+ \(\d+\.\d\)/);
    // The row is that event's: its link opens the event, and its score is the exchange's score of that event.
    await expect(row.getByRole('link').first().getAttribute('href')).resolves.toContain(`/marketdetails/${eventId}/4`);
    await expect
      .poll(async () => {
        const event = await detail(eventId);
        return (await score.textContent()) === listScore(event.eventName, event.score);
      }, { timeout: LIVE_WAIT_MS, interval: 500 })
      .toBe(true);
    // Play goes on: the row's score changes without a reload (the score stream, no polling).
    await expect.poll(async () => score.textContent(), { timeout: LIVE_WAIT_MS, interval: 1_000 }).not.toBe(first);
    await page.context().close();
  });

  it('shows tennis and soccer scores in their rows on home, fitting a 390 px phone', { timeout: 600_000 }, async () => {
    const page = await pageAs(browser, server.url, 'demo', { width: 390, height: 844 });
    await visit(page, server.url, '/');
    for (const [sport, pattern] of [
      [/^Tennis/, /^\d+-\d+( \d+-\d+)*( · (\d+|AD)-(\d+|AD))?$/],
      [/^Soccer/, /^\d+-\d+ · \d+'$/],
      [/^Cricket/, /\d+\/\d+ \(\d+\.\d\)/],
    ] as const) {
      const { row } = await scoredRow(page, sport);
      const score = row.getByTestId('list-score');
      expect(await score.textContent()).toMatch(pattern);
      // Nothing cut off: the score's line is as wide as its text, inside its row.
      const fits = await score.evaluate((el) => {
        const line = el.parentElement!;
        const row = el.closest('li')!.getBoundingClientRect();
        const box = line.getBoundingClientRect();
        return line.scrollWidth <= line.clientWidth && box.right <= row.right && box.left >= row.left;
      });
      expect(fits, `${String(sport)} score fits its row`).toBe(true);
    }
    await page.context().close();
  });

  it('lists no event twice on home and in-play, and no match under two events', { timeout: 600_000 }, async () => {
    const page = await pageAs(browser, server.url, 'demo', { width: 1366, height: 900 });
    for (const path of ['/', '/inplay']) {
      await visit(page, server.url, path);
      await page.getByRole('region', { name: /^Cricket/ }).first().locator('li[data-event-id]').first().waitFor({ timeout: LIVE_WAIT_MS });
      const lists = await idsByList(page);
      expect(lists.length).toBeGreaterThan(0);
      for (const ids of lists) expect(ids.filter((id, i) => ids.indexOf(id) !== i), `${path}: ids listed twice`).toEqual([]);
      for (const sport of [/^Cricket/, /^Tennis/, /^Soccer/]) {
        const names = await page.getByRole('region', { name: sport }).first().locator('li[data-event-id] a span:first-child').allTextContents();
        expect(names.filter((name, i) => names.indexOf(name) !== i), `${path}: ${String(sport)} matches listed twice`).toEqual([]);
      }
    }
    await page.context().close();
  });
});
