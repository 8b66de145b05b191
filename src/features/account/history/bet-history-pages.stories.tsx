import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { betHistoryFixture } from '@/features/account/shared/account-fixtures';
import { AccountRouteStory, typed, type AccountRoute } from '@/features/account/shared/account-route-stories-kit';
import { MyBetsHistoryPage, MyBetsHistoryQuery, myBetsHistoryVariables, UserBetHistoryPage, UserBetHistoryQuery, userBetHistoryVariables } from './bet-history-pages';

/**
 * The two bet-history routes as the app mounts them: the loader preloads the page's one query
 * (answered here by a fake link), the page reads it and keeps its filters in the URL; a failed
 * query shows the account error screen.
 */
type Answer = 'rows' | 'empty' | 'error';
const rows = betHistoryFixture.map((b) => typed('BetHistoryRow', b));
const RANGE = '?from=2026-11-16&to=2026-11-22';
const routes: AccountRoute[] = [
  { path: '/myBetshistory', Page: MyBetsHistoryPage, query: MyBetsHistoryQuery, variables: myBetsHistoryVariables },
  { path: '/userBetHistory/:marketId/:sportsId', Page: UserBetHistoryPage, query: UserBetHistoryQuery, variables: userBetHistoryVariables },
];

function RoutePage({ path, answer }: { path: string; answer: Answer }) {
  return (
    <AccountRouteStory
      routes={routes}
      path={path}
      answer={(operationName, variables) => {
        if (answer === 'error') return new Error('The exchange did not answer in time.');
        const bets = answer === 'empty' ? [] : rows;
        if (operationName !== 'UserBetHistoryQuery') return { betHistory: bets };
        return {
          betHistory: bets.filter((b) => b.marketId === variables.marketId),
          profitLoss: typed('ProfitLossReport', {
            rows: answer === 'empty' ? [] : [typed('ProfitLossRow', { key: '41005.mo', marketId: '41005.mo', profitAndLoss: 80_000, commission: 1_600, net: 78_400 })],
          }),
        };
      }}
    />
  );
}

const meta = {
  title: 'Account/Bet history routes',
  component: RoutePage,
  parameters: { layout: 'fullscreen', ownRouter: true },
  args: { path: `/myBetshistory${RANGE}`, answer: 'rows' },
} satisfies Meta<typeof RoutePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/myBetshistory`: past bets of the range (open ones are not history); the status filter lives in the URL. */
export const MyBets: Story = {
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Bet history' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + rows.filter((b) => b.state !== 'OPEN').length);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'CANCELLED');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByText('South Africa — Back 4.20')).toBeVisible();
  },
};

/** No bets in the range. */
export const MyBetsEmpty: Story = {
  args: { answer: 'empty' },
  play: async () => {
    await expect(await screen.findByText('No settled, cancelled, voided or lapsed bets match these filters.')).toBeVisible();
  },
};

/** `/userBetHistory/{marketId}/{sportsId}`: the bottom of the P&L drill-down, with the market's result. */
export const MarketBets: Story = {
  args: { path: `/userBetHistory/41005.mo/4${RANGE}&eventId=41005` },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Bet History: Match Odds' })).toBeVisible();
    await expect(screen.getByLabelText('Market result')).toHaveTextContent('+₹784.00');
    await expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('England v South Africa');
  },
};

/** The query failed: why, try again, or start again with the default range. */
export const Failed: Story = {
  args: { answer: 'error' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(screen.getByText('The exchange did not answer in time.')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Start again with the last 7 days' })).toHaveAttribute('href', '/myBetshistory');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
