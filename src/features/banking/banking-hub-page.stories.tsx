import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BankingHubView } from './banking-hub-page';
import { approvedDeposit, pendingDeposit, rejectedWithdrawal } from './banking-fixtures';

const meta = {
  title: 'Banking/Hub',
  component: BankingHubView,
  args: {
    balance: { wallet: 10_150_000, exposure: 25_000, held: 50_000, available: 10_075_000 },
    requests: [pendingDeposit, approvedDeposit, rejectedWithdrawal].map((r) => ({ ...r, methodId: r.kind === 'DEPOSIT' ? 'upi-1' : null })),
  },
} satisfies Meta<typeof BankingHubView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRequests: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // available = wallet − exposure − held, as the exchange reports the four figures.
    await expect(canvas.getByTestId('hub-wallet')).toHaveTextContent('1,01,500.00');
    await expect(canvas.getByTestId('hub-held')).toHaveTextContent('500.00');
    await expect(canvas.getByTestId('hub-available')).toHaveTextContent('1,00,750.00');
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByText('Pending')).toBeVisible();
    await expect(within(rows[2]!).getByText('Reason: Account name does not match')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/banking/deposit/default');
  },
};

export const EmptyHistory: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No deposits or withdrawals yet/)).toBeVisible();
  },
};

/** Nothing held: available is the wallet less exposure. */
export const NothingHeld: Story = {
  args: { balance: { wallet: 10_150_000, exposure: 25_000, held: 0, available: 10_125_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('hub-held')).toHaveTextContent('0.00');
    await expect(canvas.getByTestId('hub-available')).toHaveTextContent('1,01,250.00');
  },
};
