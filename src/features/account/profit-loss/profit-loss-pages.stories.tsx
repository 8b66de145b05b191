import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { profitLossByMarket, profitLossBySport } from '@/features/account/shared/account-fixtures';
import { AccountRouteStory, typed, type AccountRoute } from '@/features/account/shared/account-route-stories-kit';
import type { ProfitLossView_ReportFragment } from '@/gql/graphql';
import {
  ProfitLossEventPage,
  ProfitLossEventQuery,
  profitLossEventVariables,
  ProfitLossMarketPage,
  ProfitLossMarketQuery,
  profitLossMarketVariables,
  ProfitLossPage,
  ProfitLossQuery,
  profitLossVariables,
} from './profit-loss-pages';

/** The profit and loss drill-down routes (sport → event → market) as the app mounts them. */
type Answer = 'rows' | 'empty' | 'error';
const routes: AccountRoute[] = [
  { path: '/profitloss', Page: ProfitLossPage, query: ProfitLossQuery, variables: profitLossVariables },
  { path: '/profitlossEvent/:sportId/:startDate/:endDate', Page: ProfitLossEventPage, query: ProfitLossEventQuery, variables: profitLossEventVariables },
  { path: '/profitlossMarket/:sportsId/:eventId/:startDate/:endDate', Page: ProfitLossMarketPage, query: ProfitLossMarketQuery, variables: profitLossMarketVariables },
];
const byEvent: ProfitLossView_ReportFragment = {
  total: 78_400,
  rows: [{ ...profitLossByMarket.rows[0]!, key: '41005', marketId: null, marketName: null }],
  series: profitLossByMarket.series,
};
const report = (r: ProfitLossView_ReportFragment) =>
  typed('ProfitLossReport', { ...r, rows: r.rows.map((row) => typed('ProfitLossRow', row)), series: r.series.map((p) => typed('ProfitLossPoint', p)) });

function RoutePage({ path, answer }: { path: string; answer: Answer }) {
  return (
    <AccountRouteStory
      routes={routes}
      path={path}
      answer={(operationName) => {
        if (answer === 'error') return new Error('The exchange did not answer in time.');
        if (answer === 'empty') return { profitLoss: report({ total: 0, rows: [], series: [] }) };
        return { profitLoss: report(operationName === 'ProfitLossQuery' ? profitLossBySport : operationName === 'ProfitLossEventQuery' ? byEvent : profitLossByMarket) };
      }}
    />
  );
}

const meta = {
  title: 'Account/Profit and loss routes',
  component: RoutePage,
  parameters: { layout: 'fullscreen', ownRouter: true },
  args: { path: '/profitloss?from=2026-11-16&to=2026-11-22', answer: 'rows' },
} satisfies Meta<typeof RoutePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/profitloss`: by sport, each row leading to its events for the same range. */
export const BySport: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Betting Profit and Loss' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Cricket' })).toHaveAttribute('href', '/profitlossEvent/4/2026-11-16/2026-11-22');
  },
};

/** `/profitlossEvent/…`: one sport by event, with the trail back. */
export const ByEvent: Story = {
  args: { path: '/profitlossEvent/4/2026-11-16/2026-11-22' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Profit and Loss: Cricket' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'England v South Africa' })).toHaveAttribute('href', '/profitlossMarket/4/41005/2026-11-16/2026-11-22');
  },
};

/** `/profitlossMarket/…`: one event by market, each row leading to its bets. */
export const ByMarket: Story = {
  args: { path: '/profitlossMarket/4/41005/2026-11-16/2026-11-22' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Profit and Loss: England v South Africa' })).toBeVisible();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumbs.getByRole('link', { name: 'Cricket' })).toHaveAttribute('href', '/profitlossEvent/4/2026-11-16/2026-11-22');
  },
};

/** Nothing settled in the range. */
export const Empty: Story = {
  args: { answer: 'empty' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Betting Profit and Loss' })).toBeVisible();
  },
};

/** The query failed. */
export const Failed: Story = {
  args: { answer: 'error' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Start again with the last 7 days' })).toHaveAttribute('href', '/profitloss');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
