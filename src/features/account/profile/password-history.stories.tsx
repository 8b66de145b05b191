import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountErrorView } from '@/features/account/shared/account-error';
import { PasswordHistoryView } from './password-history';

const meta = {
  title: 'Account/Password history',
  component: PasswordHistoryView,
  args: { changes: [{ changedAt: '2026-11-20T09:00:00.000Z' }, { changedAt: '2026-10-02T18:30:00.000Z' }] },
} satisfies Meta<typeof PasswordHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithChanges: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('table', { name: 'Password changes' })).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('2');
    await expect(rows[1]).toHaveTextContent('20 Nov 2026');
  },
};

export const Empty: Story = {
  args: { changes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/has not been changed/)).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Failed: StoryObj<typeof AccountErrorView> = {
  render: () => <AccountErrorView message="Check your connection and try again." resetTo="/passhistory" onRetry={fn()} />,
};
