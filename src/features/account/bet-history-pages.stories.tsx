import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AccountError } from './account-error';
import { betHistoryFixture } from './account-fixtures';
import { MyBetsHistoryPage, MyBetsHistoryQuery, myBetsHistoryVariables, UserBetHistoryPage, UserBetHistoryQuery, userBetHistoryVariables } from './bet-history-pages';

/**
 * The two bet-history routes as the app mounts them: the loader preloads the page's one query
 * (answered here by a fake link), the page reads it and keeps its filters in the URL; a failed
 * query shows the account error screen.
 */
type Answer = 'rows' | 'empty' | 'error';
const rows = betHistoryFixture.map((b) => ({ __typename: 'BetHistoryRow' as const, ...b }));
const RANGE = '?from=2026-11-16&to=2026-11-22';

function clientAnswering(answer: Answer) {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink(
      (operation) =>
        new Observable((o) => {
          if (answer === 'error') {
            o.error(new Error('The exchange did not answer in time.'));
            return;
          }
          const bets = answer === 'empty' ? [] : rows;
          const marketId = operation.variables.marketId as string | undefined;
          o.next({
            data:
              operation.operationName === 'UserBetHistoryQuery'
                ? {
                    betHistory: bets.filter((b) => b.marketId === marketId),
                    profitLoss: {
                      __typename: 'ProfitLossReport',
                      rows: answer === 'empty' ? [] : [{ __typename: 'ProfitLossRow', key: '41005.mo', marketId: '41005.mo', profitAndLoss: 80_000, commission: 1_600, net: 78_400 }],
                    },
                  }
                : { betHistory: bets },
          });
          o.complete();
        }),
    ),
  });
}

function RoutePage({ path, answer }: { path: string; answer: Answer }) {
  const [{ client, router }] = useState(() => {
    const client = clientAnswering(answer);
    const preload = createQueryPreloader(client);
    const router = createMemoryRouter(
      [
        {
          path: '/myBetshistory',
          element: <MyBetsHistoryPage />,
          errorElement: <AccountError />,
          loader: ({ params, request }) => preload.toPromise(preload(MyBetsHistoryQuery, { variables: myBetsHistoryVariables(params, new URL(request.url)) })),
          hydrateFallbackElement: <p>Loading…</p>,
        },
        {
          path: '/userBetHistory/:marketId/:sportsId',
          element: <UserBetHistoryPage />,
          errorElement: <AccountError />,
          loader: ({ params, request }) => preload.toPromise(preload(UserBetHistoryQuery, { variables: userBetHistoryVariables(params, new URL(request.url)) })),
          hydrateFallbackElement: <p>Loading…</p>,
        },
      ],
      { initialEntries: [path] },
    );
    return { client, router };
  });
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
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
    await expect(within(table).getByText('South Africa')).toBeVisible();
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
    await expect(screen.getByLabelText('Market result')).toHaveTextContent('+784.00');
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
