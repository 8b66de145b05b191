import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, formatProfitLoss } from '../../domain/money.ts';
import { launchBrowser } from '../support/browser.ts';
import { copyMigratedStore } from '../support/pglite-template.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { signInGraphql, type GraphqlCall } from '../support/two-factor.ts';
import { slipOutcome, visit } from './shell-support.ts';

/** The operator's first password, from OPERATOR_PASSWORD_FILE (a real site's first start, no setup link). */
const OPERATOR_PASSWORD = 'desk-operator-first-password';
const BETTOR = 'deskbettor';
const BETTOR_PASSWORD = 'desk-bettor-password';
/** The bettor's opening credit, given by the admin on the back office's Create user dialog. */
const FUNDS = 1_000_000;
const EVENT = 'Desk Lions v Desk Tigers';
const COMPETITION = 'Desk Premier League';
const FANCY = '6 Over Runs DL';
/** ₹100 backed on Desk Lions at the bookmaker's 1.80, and ₹100 on YES at 49 for 90: both win. */
const STAKE = 10_000;
const BOOKMAKER_WIN = 8_000;
const FANCY_WIN = 9_000;

/**
 * The trading desk (issue #48) runs a whole match on a real site's store: simulator off, SEED=operator
 * (no demo data: the operator alone, its first password from OPERATOR_PASSWORD_FILE). The admin creates
 * and funds a bettor on the back office, then, by keyboard only on /backoffice/desk, creates the
 * competition and the event, adds a market of every kind, quotes the bookmaker, the fancy line and the
 * fixed odds (the bettor sees the prices within a second), watches the house's risk move with the
 * bettor's bets, records a ball that suspends everything (on the bettor's screen within a second),
 * reopens, and results and settles every market (the fancy line by its runs) until the event finishes.
 */
describe('the trading desk runs a match on an operator-only site, by keyboard (simulator off)', () => {
  let dataDir = '';
  let server: ServerProcess;
  let browser: Browser;
  let desk: Page;
  let bettor: Page;
  let eventId = '';

  const graphql =
    (token?: string): GraphqlCall =>
    async (query, variables) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as Awaited<ReturnType<GraphqlCall>>;
    };

  /** A page of its own context holding a session signed in through the gateway's own mutations. */
  async function pageOf(userName: string, password: string, width: number): Promise<{ page: Page; token: string }> {
    const { token, userDetail } = await signInGraphql(graphql(), userName, password);
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await page.goto(`${server.url}/signup`);
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('userDetail', s.userDetail);
    }, { token, userDetail: JSON.stringify({ isLogin: userDetail.isLogin, data: userDetail }) });
    return { page, token };
  }

  const press = (key: string) => desk.keyboard.press(key);
  const type = (text: string) => desk.keyboard.type(text);
  const pressTimes = async (key: string, n: number) => {
    for (let i = 0; i < n; i++) await press(key);
  };
  /** Types over what the focused field holds. */
  const overwrite = async (text: string) => {
    await press('Control+a');
    await type(text);
  };
  const focusedLabel = () => desk.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null);
  const row = (kind: 'mo' | 'bm' | 'f' | 'fo' | 'nb') => desk.locator(`li[data-market*=".${kind}1-"]`);
  const field = (kind: 'mo' | 'bm' | 'f' | 'fo' | 'nb', label: string) => row(kind).getByLabel(label, { exact: true });

  /** J until the market of `kind` is the focused one (the caret then in its quote). */
  async function focusMarket(kind: 'mo' | 'bm' | 'f' | 'fo' | 'nb') {
    for (let i = 0; i < 6 && (await row(kind).getAttribute('data-focused')) === null; i++) {
      await press('j');
      await desk.waitForTimeout(50);
    }
    expect(await row(kind).getAttribute('data-focused')).toBe('true');
  }

  /** Milliseconds from `act` until `ready` resolves on the bettor's screen. */
  async function timed(act: () => Promise<void>, ready: Promise<unknown>): Promise<number> {
    const sent = Date.now();
    await act();
    await ready;
    return Date.now() - sent;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'backlay-desk-'));
    // A migrated, empty store: the server's first start on it seeds the operator alone (SEED=operator).
    await copyMigratedStore(dataDir);
    const passwordFile = path.join(dataDir, 'operator-password');
    writeFileSync(passwordFile, `${OPERATOR_PASSWORD}\n`);
    [server, browser] = await Promise.all([startServerProcess({ SEED: 'operator', OPERATOR_PASSWORD_FILE: passwordFile, SIMULATOR: 'off' }, dataDir), launchBrowser()]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with the operator alone: no demo account, no setup link (the file gave the password)', async () => {
    expect(server.output()).not.toContain('demo accounts');
    expect(server.output()).not.toMatch(/forgetPass\?/);
    await expect(signInGraphql(graphql(), 'demo', 'demo-password')).rejects.toThrow(/sign-in as demo/);
    await expect(signInGraphql(graphql(), 'operator', 'demo-password')).rejects.toThrow(/sign-in as operator/);
  }, 60_000);

  it('the admin creates a bettor on the back office and funds it there', async () => {
    const operator = await pageOf('operator', OPERATOR_PASSWORD, 1366);
    desk = operator.page;
    // The levels above the bettor, through the back office's own mutation (each a level of the chain, keeping no share).
    const call = graphql(operator.token);
    const create = 'mutation($i: BackofficeCreateUserInput!) { backofficeCreateUser(input: $i) { userName } }';
    for (const [userName, role, parent] of [
      ['desksuper', 'super_master', 'operator'],
      ['deskmaster', 'master', 'desksuper'],
      ['deskagent', 'agent', 'deskmaster'],
    ] as const) {
      const made = await call(create, { i: { userName, password: BETTOR_PASSWORD, role, parent, partnershipBps: 0 } });
      expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
    }
    await visit(desk, server.url, '/backoffice/downline');
    await desk.getByRole('button', { name: 'Create user' }).first().click({ timeout: 60_000 });
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel('Level').selectOption({ label: 'Bettor' });
    await dialog.getByLabel('Parent (login name)').fill('deskagent');
    await dialog.getByLabel('Login name', { exact: true }).fill(BETTOR);
    await dialog.getByLabel('Password', { exact: true }).fill(BETTOR_PASSWORD);
    await dialog.getByLabel('Opening credit (₹)').fill(String(FUNDS / 100));
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await dialog.getByRole('status').getByText(`Created ${BETTOR}.`).waitFor({ timeout: 60_000 });
    await press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
  }, 120_000);

  it('creates the competition and the event, and a market of every kind, by keyboard', async () => {
    await visit(desk, server.url, '/backoffice/desk');
    await desk.getByRole('heading', { name: 'Trading desk' }).waitFor({ timeout: 60_000 });
    // The admin's nav offers the desk (a level it is not open to is not offered it: backoffice-audit.test.ts).
    await desk.getByRole('navigation', { name: 'Back office', exact: true }).getByRole('link', { name: 'Trading desk' }).waitFor();
    await desk.getByText('No events to run. Create one with N.').waitFor();
    await press('n');
    const form = desk.getByRole('dialog', { name: 'New event' });
    await form.waitFor();
    // A new site has no competition: the form names one (the sport is the first, cricket).
    const chosen = (n: number) => form.locator('select').nth(n).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text);
    expect([await chosen(0), await chosen(1)]).toEqual(['Cricket', 'New competition…']);
    expect(await desk.evaluate(() => (document.activeElement as HTMLInputElement | null)?.placeholder)).toBe('Mumbai v Chennai');
    await type(EVENT);
    await press('Shift+Tab');
    await type(COMPETITION);
    await press('Enter');
    await form.waitFor({ state: 'detached', timeout: 30_000 });
    await desk.getByRole('heading', { name: EVENT }).waitFor();
    await desk.getByText(`Cricket · ${COMPETITION}`, { exact: false }).waitFor();

    // M opens the form on Bookmaker with the caret on it; the arrows choose the kind, Tab and Enter add it.
    const add = async (choose: () => Promise<void>) => {
      await press('m');
      const dialog = desk.getByRole('dialog', { name: /Add a market/ });
      await dialog.waitFor();
      await choose();
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    };
    await add(async () => {
      await press('ArrowUp');
      await press('Tab');
      await press('Enter');
    });
    await add(async () => {
      await press('Tab');
      await press('Enter');
    });
    await add(async () => {
      await press('ArrowDown');
      await press('Tab');
      await type(FANCY);
      await press('Tab');
      await type('48');
      await press('Enter');
    });
    await add(async () => {
      await pressTimes('ArrowDown', 2);
      await press('Tab');
      await press('Enter');
    });
    await add(async () => {
      await pressTimes('ArrowDown', 3);
      await press('Tab');
      await press('Enter');
    });
    const markets = desk.getByRole('list', { name: 'Markets' }).getByRole('listitem');
    await expect.poll(() => markets.count(), { timeout: 30_000 }).toBe(5);
    expect(await Promise.all((['mo', 'bm', 'f', 'fo', 'nb'] as const).map((k) => row(k).count()))).toEqual([1, 1, 1, 1, 1]);
    eventId = (await row('bm').getAttribute('data-market'))!.split('.')[0]!;
  }, 120_000);

  it('quotes the bookmaker by keyboard; the bettor sees the prices within a second and ↑ moves the runner whose field has the caret', async () => {
    ({ page: bettor } = await pageOf(BETTOR, BETTOR_PASSWORD, 1280));
    await visit(bettor, server.url, `/marketdetails/${eventId}/4`);
    const book = bettor.locator('section[aria-label="Bookmaker"]');
    await book.waitFor({ timeout: 60_000 });
    const backOf = (runnerId: string) => book.locator(`tr[data-runner-id="${runnerId}"] button[data-side="back"]:not([disabled])`).first();

    await focusMarket('bm');
    expect(await focusedLabel()).toBe('Bookmaker Desk Lions back');
    // The most one bet may stake at Desk Lions' prices: ₹2,500 (Desk Tigers: the market's max stake).
    for (const [text, next] of [
      ['1.8', 'Tab'],
      ['1.85', 'Tab'],
      ['2500', 'Tab'],
      ['2.1', 'Tab'],
      ['2.16', null],
    ] as const) {
      await type(text);
      if (next) await press(next);
    }
    const quoted = await timed(() => press('Enter'), backOf('1').filter({ hasText: '1.8' }).waitFor({ timeout: 10_000 }));
    expect(quoted, 'the bookmaker quote on the bettor’s screen').toBeLessThan(1_000);
    await expect.poll(() => field('bm', 'Bookmaker Desk Lions back').inputValue(), { timeout: 10_000 }).toBe('1.80');
    // The caret stayed in the field Enter was pressed in; ↑ there moves Desk Tigers' prices, not Desk Lions'.
    expect(await focusedLabel()).toBe('Bookmaker Desk Tigers lay');
    const stepped = await timed(() => press('ArrowUp'), backOf('2').filter({ hasText: '2.12' }).waitFor({ timeout: 10_000 }));
    expect(stepped, 'the arrow step on the bettor’s screen').toBeLessThan(1_000);
    await expect.poll(() => field('bm', 'Bookmaker Desk Tigers lay').inputValue(), { timeout: 10_000 }).toBe('2.18');
    expect(await field('bm', 'Bookmaker Desk Lions back').inputValue()).toBe('1.80');
    expect(await field('bm', 'Bookmaker Desk Lions size (₹)').inputValue()).toBe('2500');
    expect(await focusedLabel()).toBe('Bookmaker Desk Tigers lay');
    // The price with the quote's size under it (₹2,500 as the grid writes sizes); the other runner, the max stake (₹1,00,000).
    expect(await backOf('1').locator('span').last().textContent()).toBe('2.5k');
    expect(await backOf('2').locator('span').last().textContent()).toBe('1L');
  }, 120_000);

  it('quotes the fixed odds and the fancy line by keyboard; the bettor sees the line within a second', async () => {
    const fixed = 'To Win (fixed odds)';
    await focusMarket('fo');
    // 2.00 until quoted: select it and type over it.
    expect(await focusedLabel()).toBe(`${fixed} Desk Lions odds`);
    await overwrite('1.9');
    await press('Tab');
    await overwrite('2.05');
    await press('Enter');
    // The exchange's answer writes the quote back as the desk shows prices (two decimals).
    await expect.poll(() => field('fo', `${fixed} Desk Lions odds`).inputValue(), { timeout: 10_000 }).toBe('1.90');
    expect(await field('fo', `${fixed} Desk Tigers odds`).inputValue()).toBe('2.05');

    await focusMarket('f');
    expect(await focusedLabel()).toBe(`${FANCY} NO line`);
    expect(await field('f', `${FANCY} NO line`).inputValue()).toBe('48');
    // To the YES rate (NO line, NO rate, YES line, YES rate, size), then the size.
    await pressTimes('Tab', 3);
    await overwrite('90');
    await press('Tab');
    await type('1000');
    const yes = bettor.getByRole('button', { name: `Yes ${FANCY} at 49 90` });
    const shown = await timed(() => press('Enter'), yes.and(bettor.locator(':not([disabled])')).waitFor({ timeout: 10_000 }));
    expect(shown, 'the fancy quote on the bettor’s screen').toBeLessThan(1_000);
  }, 120_000);

  it('the bettor backs the bookmaker and the fancy line; the desk’s risk figures move with each bet', async () => {
    const worst = (kind: 'bm' | 'f') => row(kind).locator('[class*="worst"] [data-sign]');
    expect(await row('bm').locator('[class*="worst"]').textContent()).toContain('—');
    const bet = async (price: Locator) => {
      await price.click({ timeout: 30_000 });
      const slip = bettor.getByRole('region', { name: 'Bet Slip' });
      await slip.getByRole('textbox', { name: 'Stake' }).fill(String(STAKE / 100));
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      expect(await slipOutcome(bettor, 60_000)).toBe('matched');
    };
    await bet(bettor.locator('section[aria-label="Bookmaker"] tr[data-runner-id="1"] button[data-side="back"]:not([disabled])').first());
    // The admin keeps the whole (every level below keeps 0 %): it loses the bettor's win if Desk Lions win.
    await expect.poll(async () => (await worst('bm').textContent())?.trim(), { timeout: 10_000 }).toBe(formatProfitLoss(-BOOKMAKER_WIN));
    await bet(bettor.getByRole('button', { name: `Yes ${FANCY} at 49 90` }));
    await expect.poll(async () => (await worst('f').textContent())?.trim(), { timeout: 10_000 }).toBe(formatProfitLoss(-FANCY_WIN));
  }, 120_000);

  it('a wicket suspends every market, on the bettor’s screen within a second; Shift+O reopens them', async () => {
    await press('p');
    await desk.getByText('In play', { exact: true }).first().waitFor({ timeout: 30_000 });
    const back = bettor.locator('section[aria-label="Bookmaker"] button[data-side="back"]:not([disabled])').first();
    await back.waitFor({ timeout: 30_000 });
    const suspended = await timed(() => press('Alt+KeyW'), back.waitFor({ state: 'detached', timeout: 10_000 }));
    expect(suspended, 'the suspension on the bettor’s screen').toBeLessThan(1_000);
    await desk.getByText('Event suspended').waitFor({ timeout: 10_000 });
    await expect.poll(() => desk.locator('li[data-market][data-status="suspended"]').count(), { timeout: 10_000 }).toBe(5);
    await desk.getByLabel('Score').filter({ hasText: '0/1' }).waitFor({ timeout: 10_000 });
    await press('Shift+KeyO');
    await desk.getByText('Event open').waitFor({ timeout: 10_000 });
    await back.waitFor({ timeout: 10_000 });
  }, 60_000);

  it('results and settles every market from the desk (the fancy line by its runs); the event finishes and the bettor is paid', async () => {
    const settleWinner = async (kind: 'mo' | 'bm' | 'fo' | 'nb') => {
      await focusMarket(kind);
      await press('r');
      const dialog = desk.getByRole('dialog', { name: /^Result/ });
      await dialog.waitFor();
      // The winner's select has the caret, on the first runner (Desk Lions); Tab, Tab to Settle.
      await pressTimes('Tab', 2);
      await press('Enter');
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      await row(kind).waitFor({ state: 'detached', timeout: 30_000 });
    };
    await settleWinner('bm');
    await focusMarket('f');
    await press('r');
    const runs = desk.getByRole('dialog', { name: `Result · ${FANCY}` });
    await runs.waitFor();
    await type('52');
    await press('Enter');
    await runs.waitFor({ state: 'detached', timeout: 30_000 });
    await row('f').waitFor({ state: 'detached', timeout: 30_000 });
    for (const kind of ['mo', 'fo', 'nb'] as const) await settleWinner(kind);
    // The last market settled finishes the event: it leaves the desk.
    await desk.getByText('No events to run. Create one with N.').waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await bettor.locator('[data-testid="balance"]').textContent())?.trim(), { timeout: 30_000 })
      .toBe(formatMoney(FUNDS + BOOKMAKER_WIN + FANCY_WIN));
  }, 120_000);
});
