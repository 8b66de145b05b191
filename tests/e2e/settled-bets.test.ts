import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { loginThroughGateway, pageAs, postApi, visit } from './shell-support.ts';

/** Event 41002 is pre-play (no bet delay); with the simulator off only these bets trade on it. */
const MARKET_PAGE = '/marketdetails/41002/4';
const MARKET_ID = '41002.mo';

/** What a placed bet answers, as far as these tests read it. */
type Placed = { sizeMatched?: number } | undefined;

const bet = (runnerId: string, side: 'BACK' | 'LAY', price: number, size: number) => ({
  marketId: MARKET_ID,
  side,
  size,
  idempotencyKey: `settled-${runnerId}-${side}-${Date.now()}-${Math.random()}`,
  selection: { kind: 'exchange', runnerId, price },
});

/** The event's bookmaker market: the house takes a back on runner 1 at its quote (1.80). */
const BOOKMAKER_ID = '41002.bm';

/** The page's own schedule (the market page's 10 s market list) is counted apart from what a settlement would send. */
const PAGE_SCHEDULE = new Set(['MarketDetails']);

/** Every /graphql HTTP request by operation name from now on. */
function watchOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    operations.push(body?.operationName ?? request.url());
  });
  return operations;
}

describe('My Bets keeps the event’s settled bets with their result (issue 19)', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'off' }));
    page = await pageAs(browser, server.url, 'demo');
  });

  afterAll(async () => {
    await page?.context().close();
    await stopLiveSystem({ server, browser });
  });

  it('moves a settled market’s bets from My Bets to settled bets, won and lost with their profit and loss, and a voided market’s as void, as soon as they settle and with no query; links the full history', async () => {
    const [demo, mm1, operator] = await Promise.all(['demo', 'mm1', 'operator'].map(async (name) => (await loginThroughGateway(server.url, name)).token));
    await postApi(server.url, '/bets/place', bet('1', 'LAY', 3, 100_000), mm1!);
    await postApi(server.url, '/bets/place', bet('2', 'LAY', 4, 100_000), mm1!);
    expect((await postApi<Placed>(server.url, '/bets/place', bet('1', 'BACK', 3, 10_000), demo!))?.sizeMatched).toBe(10_000);
    expect((await postApi<Placed>(server.url, '/bets/place', bet('2', 'BACK', 4, 5_000), demo!))?.sizeMatched).toBe(5_000);
    const bookmakerBet = { marketId: BOOKMAKER_ID, side: 'BACK', size: 2_000, idempotencyKey: `settled-bm-${Date.now()}`, selection: { kind: 'bookmaker', runnerId: '1', price: 1.8 } };
    expect((await postApi<Placed>(server.url, '/bets/place', bookmakerBet, demo!))?.sizeMatched).toBe(2_000);

    expect(await visit(page, server.url, MARKET_PAGE)).toBe(MARKET_PAGE);
    const myBets = page.getByRole('region', { name: 'My Bets' });
    await myBets.locator('tr[data-side="back"]').nth(2).waitFor();
    const settled = myBets.getByRole('region', { name: 'Settled Bets' });
    await settled.getByText('No settled bets in this event yet').waitFor();
    expect(await settled.getByRole('link', { name: 'Bet history' }).getAttribute('href')).toBe('/myBetshistory');

    // The page has settled: from here a query would be the settlement's.
    await page.waitForLoadState('networkidle');
    const operations = watchOperations(page);
    await postApi(server.url, '/admin/markets/settle', { marketId: MARKET_ID, winners: ['1'] }, operator!);
    // Without a reload and with no query: each settled bet's order change moves it here.
    const rows = settled.locator('tbody tr');
    await rows.nth(1).waitFor({ timeout: 8_000 });
    const shown = await rows.evaluateAll((trs) => trs.map((tr) => ({ result: tr.getAttribute('data-result'), text: (tr as HTMLElement).innerText.replace(/\s+/g, ' ').trim() })));
    expect(shown).toHaveLength(2);
    // Backed ₹100 at 3.00 and won: +₹200; backed ₹50 at 4.00 and lost: −₹50.
    expect(shown).toContainEqual({ result: 'won', text: expect.stringMatching(/^Royal Challengers Bengaluru Match Odds 3\.00 ₹100\.00 Won \+₹200\.00$/) });
    expect(shown).toContainEqual({ result: 'lost', text: expect.stringMatching(/^Kolkata Knight Riders Match Odds 4\.00 ₹50\.00 Lost −₹50\.00$/) });
    // The settled market's rows leave My Bets; the bookmaker bet (its market still open) stays.
    const openRows = myBets.locator('tr[data-side="back"]:not([data-result])');
    await openRows.nth(1).waitFor({ state: 'detached', timeout: 8_000 });
    expect(await openRows.count()).toBe(1);

    // Voided: the bookmaker bet leaves My Bets and shows as void, again with nothing read.
    await postApi(server.url, '/admin/markets/settle', { marketId: BOOKMAKER_ID, void: true }, operator!);
    await settled.locator('tbody tr[data-result="void"]').waitFor({ timeout: 8_000 });
    expect(await settled.locator('tbody tr[data-result="void"]').innerText()).toContain('Bookmaker');
    await myBets.getByText('You have no Matched Bets').waitFor({ timeout: 8_000 });
    // A while more: a refetch scheduled after the settlement would show here.
    await page.waitForTimeout(1_500);
    expect(operations.filter((name) => !PAGE_SCHEDULE.has(name))).toEqual([]);
  });
});
