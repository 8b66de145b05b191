import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { betHistoryFixture, fancyHistoryBets } from '@/features/account/shared/account-fixtures';
import { formatPaise, formatSignedPaise } from '@/features/account/shared/account-format';
import { VIRTUAL_FROM_ROWS } from '@/features/account/shared/account-table';
import { BetHistoryTable } from './bet-history-table';

/**
 * The past-bets table of My Bets history (every market) and of one market's page (P&L drill-down),
 * on its own: back rows blue, lay rows pink, what each bet won or lost.
 */
const pastBets = betHistoryFixture.filter((b) => b.state !== 'OPEN');
const oneMarket = betHistoryFixture.filter((b) => b.marketId === '41005.mo');
const HOUR = 3_600_000;
/** A heavy bettor's range: more bets than the table draws at once. */
const manyBets = Array.from({ length: VIRTUAL_FROM_ROWS + 40 }, (_, i) => {
  const b = pastBets[i % pastBets.length]!;
  const placed = Date.parse('2026-11-22T20:00:00.000Z') - i * HOUR;
  return { ...b, betId: `b-many-${i + 1}`, placedAt: new Date(placed).toISOString(), settledAt: b.settledAt === null ? null : new Date(placed + 2 * HOUR).toISOString() };
});

const meta = {
  title: 'Account/Bet history table',
  component: BetHistoryTable,
  args: { caption: 'Bet history', bets: pastBets, emptyText: 'No settled, cancelled, voided or lapsed bets match these filters.' },
} satisfies Meta<typeof BetHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name = 'Bet history') => within(within(canvasElement).getByRole('table', { name }));

/** My Bets history: every market's past bets, with sport, event and market; a bet not matched or not settled shows a dash. */
export const AllMarkets: Story = {
  play: async ({ canvasElement }) => {
    const rows = table(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(1 + pastBets.length);
    await expect(table(canvasElement).getByRole('columnheader', { name: 'Event · Market' })).toBeVisible();
    // The lost lay on Arsenal: pink, stake and loss in rupees.
    await expect(rows[1]).toHaveAttribute('data-side', 'lay');
    await expect(within(rows[1]!).getByText(formatPaise(10_000))).toBeVisible();
    await expect(within(rows[1]!).getByText(formatSignedPaise(-14_800))).toHaveAttribute('data-sign', 'negative');
    // The cancelled bet: no average price, no result, no settle time.
    await expect(within(rows[2]!).getAllByText('–')).toHaveLength(3);
    await expect(within(rows[2]!).getByText('Cancelled')).toBeVisible();
  },
};

/** One market's page (`/userBetHistory`): the market is the page's title, so no sport or market columns; its open bet is listed too. */
export const OneMarket: Story = {
  args: { caption: 'Bets in this market', bets: oneMarket, showMarket: false, emptyText: 'You have no bets in this market.' },
  play: async ({ canvasElement }) => {
    const t = table(canvasElement, 'Bets in this market');
    await expect(t.getAllByRole('row')).toHaveLength(1 + oneMarket.length);
    await expect(t.queryByRole('columnheader', { name: 'Sport' })).toBeNull();
    await expect(t.queryByRole('columnheader', { name: 'Event · Market' })).toBeNull();
    await expect(t.getByText('Open')).toBeVisible();
    await expect(t.getByText(formatSignedPaise(80_000))).toHaveAttribute('data-sign', 'positive');
  },
};

/** Fancy bets read as their line and rate ("Yes 45 @ 100"), not as odds. */
export const FancyBets: Story = {
  args: { bets: fancyHistoryBets },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement).getByText('Yes 45 @ 100')).toBeVisible();
    await expect(table(canvasElement).getByText('No 44 @ 90')).toBeVisible();
    await expect(table(canvasElement).getByText(formatSignedPaise(-9_000))).toHaveAttribute('data-sign', 'negative');
  },
};

export const Empty: Story = {
  args: { bets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No settled, cancelled, voided or lapsed bets match these filters.');
  },
};

/** Over VIRTUAL_FROM_ROWS bets the table draws only the rows in view, in a scrolling box; the last bet is a scroll away. */
export const ManyBets: Story = {
  args: { bets: manyBets },
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByRole('region', { name: `Bet history, ${manyBets.length} rows` });
    await expect(within(scroller).getByRole('table')).toHaveAttribute('aria-rowcount', String(manyBets.length + 1));
    await expect(within(scroller).getAllByRole('row').length).toBeLessThan(manyBets.length);
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(scroller.querySelector(`tr[data-index="${manyBets.length - 1}"]`)).not.toBeNull());
  },
};

/** At 390 px each bet is a stacked card of labelled cells (no header row), nothing wider than the phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const rows = table(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(pastBets.length);
    await expect(within(rows[0]!).getByText(formatPaise(10_000))).toHaveAttribute('data-label', 'Stake');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
