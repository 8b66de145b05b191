import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveSystem, stopLiveSystem } from '../support/live-system.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { pageAs, visit } from './shell-support.ts';

const rupees = (n: number) => n.toLocaleString('en-IN', { style: 'currency', currency: 'INR' });
/** A UTR no other run has used: 12 digits from the clock. */
const freshUtr = () => String(Date.now()).slice(-12).padStart(12, '7');

const headerBalance = (page: Page, amount: number) =>
  page.waitForFunction((text) => document.querySelector('[data-testid="balance"]')?.textContent === text, rupees(amount), { timeout: 8_000 });

describe('banking end to end: the bettor deposits and withdraws, the agent decides elsewhere', () => {
  let server: ServerProcess;
  let browser: Browser;
  let demo: Page;
  let agent: Page;
  const utr = freshUtr();

  beforeAll(async () => {
    ({ server, browser } = await startLiveSystem({ SIMULATOR: 'off' }));
    // Two browser contexts: the bettor on a phone-width screen, the agent on a desktop.
    [demo, agent] = await Promise.all([pageAs(browser, server.url, 'demo', { width: 390, height: 844 }), pageAs(browser, server.url, 'agent')]);
  });

  afterAll(async () => {
    await demo?.context().close();
    await agent?.context().close();
    await stopLiveSystem({ server, browser });
  });

  it('sends a bettor away from the requests desk (and its old /downline address) and lets the agent in from the profile menu', async () => {
    expect(await visit(demo, server.url, '/downline')).toBe('/home');
    expect(await visit(demo, server.url, '/backoffice/requests')).toBe('/home');
    // The desk moved into the back office (issue #32): the old address leads there.
    expect(await visit(agent, server.url, '/downline')).toBe('/backoffice/requests');
    expect(await visit(agent, server.url, '/home')).toBe('/home');
    await agent.getByRole('button', { name: 'Account menu for agent' }).click();
    await agent.getByRole('menuitem', { name: 'Back office' }).click();
    await agent.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Requests' }).click();
    await agent.getByRole('heading', { name: 'Requests', level: 1 }).waitFor();
    expect(new URL(agent.url()).pathname).toBe('/backoffice/requests');
  });

  it('deposits by UPI with a fresh UTR and lands on payment-waiting', async () => {
    expect(await visit(demo, server.url, '/banking/deposit/default')).toBe('/banking/deposit/default');
    await headerBalance(demo, 100_000);
    await demo.getByLabel('Amount (₹)').fill('1500');
    await demo.getByRole('button', { name: 'Continue' }).click();
    await demo.waitForURL('**/banking/deposit-details/1500?method=upi-1');
    await demo.getByRole('img', { name: /UPI QR code/ }).waitFor();
    await demo.getByLabel('UTR / reference number').fill(utr);
    await demo.getByRole('button', { name: 'Submit deposit' }).click();
    await demo.waitForURL(`**/banking/payment-waiting/1500/${utr}/upi-1`);
    await demo.getByText('With your upline').waitFor();
    await demo.getByText('Pending', { exact: true }).waitFor();
  });

  it('the agent approves it; the bettor’s timeline and header balance change without a reload', async () => {
    const row = agent.locator('tr', { hasText: utr });
    // The desk follows new requests live: no reload on the agent's side either.
    await row.waitFor({ timeout: 8_000 });
    await row.getByRole('button', { name: /^Approve/ }).click();
    await demo.getByRole('heading', { name: 'Deposit approved' }).waitFor({ timeout: 8_000 });
    await demo.getByText('Credited to your balance').waitFor();
    await headerBalance(demo, 101_500);
  });

  it('refuses the same UTR again', async () => {
    expect(await visit(demo, server.url, '/banking/deposit-details/500?method=upi-1')).toBe('/banking/deposit-details/500');
    await demo.getByLabel('UTR / reference number').fill(utr);
    await demo.getByRole('button', { name: 'Submit deposit' }).click();
    await demo.getByRole('alert').filter({ hasText: 'This UTR has already been submitted' }).waitFor();
    expect(new URL(demo.url()).pathname).toBe('/banking/deposit-details/500');
  });

  it('saves a bank account, refuses a withdrawal above the available balance, and the agent rejects one with a reason the bettor sees', async () => {
    expect(await visit(demo, server.url, '/banking/withdrawdetails')).toBe('/banking/withdrawdetails');
    await demo.getByLabel('Account holder').fill('Demo User');
    await demo.getByLabel('Account number').fill('123456789012');
    await demo.getByLabel('IFSC').fill('hdfc1234567');
    await demo.getByLabel('Bank name').fill('HDFC Bank');
    await demo.getByRole('button', { name: 'Save account' }).click();
    await demo.getByText(/An IFSC is 4 letters/).waitFor();
    await demo.getByLabel('IFSC').fill('hdfc0001234');
    await demo.getByRole('button', { name: 'Save account' }).click();
    await demo.getByText('HDFC Bank · •••• 9012 · HDFC0001234').waitFor();
    await demo.getByRole('link', { name: 'Withdraw here' }).click();
    await demo.waitForURL('**/banking/withdraw?account=*');

    await demo.getByLabel('Amount (₹)').fill('250000');
    await demo.getByRole('button', { name: 'Request withdrawal' }).click();
    await demo.getByRole('alert').filter({ hasText: `You can withdraw at most ${rupees(101_500)}` }).waitFor();

    await demo.getByLabel('Amount (₹)').fill('200');
    await demo.getByRole('button', { name: 'Request withdrawal' }).click();
    const latest = demo.getByRole('region', { name: 'Latest withdrawal' });
    await latest.getByText('With your upline').waitFor();

    const row = agent.locator('tr', { hasText: 'Withdrawal' }).filter({ hasText: '200.00' });
    await row.waitFor({ timeout: 8_000 });
    await row.getByRole('button', { name: /^Reject/ }).click();
    await agent.getByLabel('Reason').fill('Name on account does not match');
    await agent.getByRole('button', { name: 'Reject', exact: true }).click();
    await latest.getByText('Reason: Name on account does not match').waitFor({ timeout: 8_000 });
    await latest.getByText('Rejected', { exact: true }).first().waitFor();
  });
});
