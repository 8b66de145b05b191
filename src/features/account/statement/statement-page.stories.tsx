import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { statementFixture } from '@/features/account/shared/account-fixtures';
import { AccountRouteStory, typed, type AccountRoute } from '@/features/account/shared/account-route-stories-kit';
import { StatementPage, StatementQuery, statementVariables } from './statement-page';

/** `/accountstatment` as the app mounts it: the loader's query, the type filter kept in the URL. */
type Answer = 'rows' | 'empty' | 'error';
const routes: AccountRoute[] = [{ path: '/accountstatment', Page: StatementPage, query: StatementQuery, variables: statementVariables }];

function RoutePage({ answer }: { answer: Answer }) {
  return (
    <AccountRouteStory
      routes={routes}
      path="/accountstatment?from=2026-11-16&to=2026-11-22"
      answer={() => {
        if (answer === 'error') return new Error('The exchange did not answer in time.');
        const statement = answer === 'empty' ? { ...statementFixture, rows: [] } : statementFixture;
        return { statement: typed('AccountStatement', { ...statement, rows: statement.rows.map((r) => typed('StatementRow', r)) }) };
      }}
    />
  );
}

const meta = {
  title: 'Account/Statement route',
  component: RoutePage,
  parameters: { layout: 'fullscreen', ownRouter: true },
  args: { answer: 'rows' },
} satisfies Meta<typeof RoutePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every ledger line of the range; the type filter narrows them. */
export const Statement: Story = {
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Account statement' });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(statementFixture.rows.length);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'BANKING');
    await waitFor(() => expect(within(table).queryByText('Welcome bonus')).toBeNull());
    await expect(within(table).getByText('Deposit UPI UTR 402918273645')).toBeVisible();
  },
};

/** No lines in the range. */
export const Empty: Story = {
  args: { answer: 'empty' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

/** The query failed. */
export const Failed: Story = {
  args: { answer: 'error' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Start again with the last 7 days' })).toHaveAttribute('href', '/accountstatment');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
