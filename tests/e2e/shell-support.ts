import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInGraphql, type GraphqlCall } from '../support/two-factor';

export type Who = 'visitor' | 'demo' | 'blocked' | 'agent';

/** Logs in through the gateway (the same mutation the login popup sends) and returns what the SPA stores. */
export async function loginThroughGateway(baseUrl: string, userName: string) {
  // Every sign-in step (staff answer their TOTP code: tests/support/two-factor.ts).
  const { token, userDetail } = await signInGraphql(async (query, variables) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Awaited<ReturnType<GraphqlCall>>;
  }, userName);
  return { token, userDetail: JSON.stringify({ isLogin: userDetail.isLogin, data: userDetail }) };
}

/** A page whose local storage holds the session of `who` (nothing for a visitor). */
export async function pageAs(browser: Browser, baseUrl: string, who: Who, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/signup`);
  if (who !== 'visitor') {
    const session = await loginThroughGateway(baseUrl, who);
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('userDetail', s.userDetail);
    }, session);
  }
  return page;
}

/**
 * Opens a path and waits until the router has settled (the frame or an outside page is on screen):
 * the app's own, not a market page's first screen as the server drew it (inert until the app replaces it).
 */
export async function visit(page: Page, baseUrl: string, path: string): Promise<string> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForFunction(
    () => (document.querySelector('#content > *') !== null || document.querySelector('main h1') !== null) && document.querySelector('[data-first-screen]') === null,
  );
  return new URL(page.url()).pathname;
}

/**
 * On an open market page, lays `runnerId` at 1.01 for ₹100 on the bet slip with My Bets on its Unmatched
 * Bets tab, and waits until the page is quiet: the lay rests on the book (nobody backs that low), and
 * every /graphql request from here on is the bet's. Answers the slip, for Place Bet.
 */
export async function layToRest(page: Page, runnerId: string, timeout = 60_000): Promise<Locator> {
  const lay = page.locator(`section[aria-label="Match Odds"] tr[data-runner-id="${runnerId}"] button[data-side="lay"]:not([disabled])`).first();
  await lay.waitFor({ timeout });
  await page.getByRole('tab', { name: /Unmatched Bets/ }).click();
  await lay.click();
  const slip = page.getByRole('region', { name: 'Bet Slip' });
  await page.locator('[aria-label="Bet Slip"][data-state="needsFixing"], [aria-label="Bet Slip"][data-state="ready"]').waitFor();
  await slip.getByRole('textbox', { name: 'Odds' }).fill('1.01');
  await slip.getByRole('textbox', { name: 'Stake' }).fill('100');
  await page.waitForLoadState('networkidle');
  return slip;
}

/** The bet slip once its bet has ended (BetSlipPanel's `data-state`): its outcome line tells the bettor how. */
const SLIP_OUTCOME = ['matched', 'partlyMatched', 'unmatched', 'rejected'].map((state) => `[aria-label="Bet Slip"][data-state="${state}"]`).join(', ');

/**
 * Waits until the bet slip says how the bet just placed ended and answers its state (matched, partlyMatched,
 * unmatched or rejected), read in the same moment: a settled outcome clears itself 3 s later.
 */
export async function slipOutcome(page: Page, timeout = 30_000): Promise<string> {
  const state = await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('data-state') ?? false, SLIP_OUTCOME, { timeout });
  return String(await state.jsonValue());
}

/**
 * Records the text of every toast the page shows from now on; answers a reader of what was recorded, which
 * first waits for the toaster to be on the page (a toast that waited for it has shown by then).
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { __toasts: string[] }).__toasts = []);
    new MutationObserver((records) => {
      for (const added of records.flatMap((r) => [...r.addedNodes]))
        if (added instanceof Element) for (const toast of [added, ...added.querySelectorAll('*')].filter((el) => el.matches('[data-sonner-toast]'))) seen.push(toast.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true });
  });
  return async () => {
    await page.locator('section[aria-label^="Notifications"]').waitFor({ state: 'attached', timeout: 30_000 });
    return page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
  };
}

/** One concrete path for each pattern of the route table. */
export function samplePath(pattern: string): string {
  const values: Record<string, string> = { eventId: '41001', id: '4', sportId: '4', sportsId: '4', startDate: '2024-01-01', endDate: '2024-01-31', marketId: '1.234', amount: '500', utr: 'UTR123', method: 'upi' };
  return `/${pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? 'x')}`;
}

/**
 * The middle of a wall-clock bound's samples (e2e-timed): a path slow every time fails its bound, one
 * stalled moment of a shared machine does not.
 */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** POSTs to the exchange's REST API as `token`'s holder (a bot, a desk, an operator): fails the test unless answered 2xx; its `data`. */
export async function postApi<T = unknown>(baseUrl: string, path: string, body: unknown, token: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBeLessThan(300);
  return (JSON.parse(text) as { data: T }).data;
}

export interface ExchangeBet {
  marketId: string;
  side: 'BACK' | 'LAY';
  runnerId: string;
  /** Decimal odds. */
  price: number;
  /** Paise. */
  size: number;
}

/** Places a bet on an exchange market over REST with a fresh idempotency key; the bet as answered. */
export const placeOnExchange = (baseUrl: string, token: string, { marketId, side, runnerId, price, size }: ExchangeBet) =>
  postApi<{ betId: string; sizeMatched: number }>(baseUrl, '/bets/place', { marketId, side, size, idempotencyKey: `e2e-${Date.now()}-${Math.random()}`, selection: { kind: 'exchange', runnerId, price } }, token);
