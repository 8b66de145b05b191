import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { loginThroughGateway, pageAs, visit } from './shell-support.ts';

/** Money as Indian readers read it (₹12,34,567.00), written by Intl: an oracle apart from the app's formatter. */
const rupees = (paise: number) => (paise / 100).toLocaleString('en-IN', { style: 'currency', currency: 'INR' });
const START = 10_000_000;
const AMOUNT = 40_000;

async function gql<T>(baseUrl: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The GraphQL operations the page sends over HTTP from now on (subscriptions go over the socket). */
function recordOperations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    seen.push(body?.operationName ?? '(unnamed)');
  });
  return seen;
}

const textOf = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();
const shows = (page: Page, testId: string, paise: number) =>
  page.waitForFunction(([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === text, [testId, rupees(paise)] as const, { timeout: 8_000 });

/** The profile menu's figure with this label. */
async function menuFigure(page: Page, label: string): Promise<string | undefined> {
  const menu = page.getByRole('menu', { name: 'Account' });
  return (await menu.getByText(label, { exact: true }).locator('xpath=..').locator('strong').textContent())?.trim();
}

describe('one available figure on every screen, moved by the stream alone', () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let demoToken: string;
  let agentToken: string;
  let requestId: string;

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'off' }));
    page = await pageAs(browser, server.url, 'demo');
    [demoToken, agentToken] = await Promise.all([loginThroughGateway(server.url, 'demo'), loginThroughGateway(server.url, 'agent')]).then((s) => s.map((x) => x.token));
    await gql(server.url, demoToken, 'mutation($i: BankAccountInput!) { addBankAccount(input: $i) { accountId } }', {
      i: { accountHolder: 'Demo User', accountNumber: '987654321098', ifsc: 'HDFC0001234', bankName: 'HDFC Bank' },
    });
  });

  afterAll(async () => {
    await page?.context().close();
    await stopLiveSystem({ server, browser });
  });

  it('requests a withdrawal: the header and the withdraw page hold it at once, with the mutation as the only request', async () => {
    expect(await visit(page, server.url, '/banking/withdraw')).toBe('/banking/withdraw');
    await shows(page, 'balance', START);
    await shows(page, 'available', START);
    // The live socket is up before the act (its first push is the current balance).
    await page.waitForTimeout(500);
    const operations = recordOperations(page);
    await page.getByLabel('Amount (₹)').fill(String(AMOUNT / 100));
    await page.getByRole('button', { name: 'Request withdrawal' }).click();
    await page.getByRole('region', { name: 'Latest withdrawal' }).getByText('With your upline').waitFor();
    await shows(page, 'balance', START - AMOUNT);
    await shows(page, 'available', START - AMOUNT);
    await page.waitForTimeout(1_000);
    expect(operations).toEqual(['RequestWithdrawal']);
  });

  it('shows the same figures in the profile menu, the banking hub and the statement', async () => {
    await page.getByRole('button', { name: 'Account menu for demo' }).click();
    expect(await menuFigure(page, 'Available')).toBe(rupees(START - AMOUNT));
    expect(await menuFigure(page, 'Held (withdrawals)')).toBe(rupees(AMOUNT));
    expect(await menuFigure(page, 'Wallet')).toBe(rupees(START));
    await page.keyboard.press('Escape');

    expect(await visit(page, server.url, '/banking')).toBe('/banking');
    await shows(page, 'hub-available', START - AMOUNT);
    expect(await textOf(page, 'hub-held')).toBe(rupees(AMOUNT));
    expect(await textOf(page, 'hub-wallet')).toBe(rupees(START));
    expect(await textOf(page, 'balance')).toBe(rupees(START - AMOUNT));
    const mine = await gql<{ bankingRequests: Array<{ requestId: string; status: string }> }>(server.url, demoToken, '{ bankingRequests { requestId status } }');
    requestId = mine.bankingRequests.find((r) => r.status === 'PENDING')!.requestId;
    await page.getByRole('row').filter({ hasText: rupees(AMOUNT) }).first().waitFor();

    expect(await visit(page, server.url, '/accountstatment')).toBe('/accountstatment');
    await page.getByText('Closing balance (wallet)').waitFor();
    const figures = page.getByLabel('Statement totals');
    expect((await figures.locator('div', { hasText: 'Closing balance (wallet)' }).locator('dd').textContent())?.trim()).toBe(rupees(START));
    expect(await textOf(page, 'balance')).toBe(rupees(START - AMOUNT));
  });

  it('releases the hold when the agent rejects it elsewhere: the hub and header move with no request', async () => {
    expect(await visit(page, server.url, '/banking')).toBe('/banking');
    await shows(page, 'hub-held', AMOUNT);
    await page.waitForTimeout(500);
    const operations = recordOperations(page);
    await gql(server.url, agentToken, 'mutation($r: ID!) { decideBankingRequest(requestId: $r, decision: REJECT, note: "Name does not match") { requestId } }', { r: requestId });
    await shows(page, 'hub-held', 0);
    await shows(page, 'hub-available', START);
    await shows(page, 'balance', START);
    await page.getByText('Reason: Name does not match').waitFor({ timeout: 8_000 });
    await page.waitForTimeout(1_000);
    expect(operations).toEqual([]);
  });

  it("writes money as the operator's site setting says, on a first visit and after a reload", async () => {
    const operatorToken = (await loginThroughGateway(server.url, 'operator')).token;
    const setLocale = (moneyLocale: string) =>
      gql(server.url, operatorToken, 'mutation($i: SiteSettingsInput!) { updateSiteSettings(input: $i) { moneyLocale } }', { i: { levels: 4, defaultShares: [], sportLimits: [], moneyLocale } });
    await setLocale('en-GB');
    const fresh = await pageAs(browser, server.url, 'demo');
    try {
      expect(await visit(fresh, server.url, '/banking')).toBe('/banking');
      const british = (START / 100).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });
      expect(british).not.toBe(rupees(START));
      await fresh.waitForFunction((text) => document.querySelector('[data-testid="hub-wallet"]')?.textContent?.trim() === text, british, { timeout: 8_000 });
      expect(await textOf(fresh, 'balance')).toBe(british);
      await fresh.reload();
      await fresh.getByTestId('hub-wallet').waitFor();
      expect(await textOf(fresh, 'hub-wallet')).toBe(british);
    } finally {
      await fresh.context().close();
      await setLocale('en-IN');
    }
  });
});
