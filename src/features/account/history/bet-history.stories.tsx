import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountErrorView } from '@/features/account/shared/account-error';
import { betHistoryFixture, fancyHistoryBets, fixtureRange } from '@/features/account/shared/account-fixtures';
import { MyBetsHistoryView } from './my-bets-history-view';

const meta = {
  title: 'Account/My Bets history',
  component: MyBetsHistoryView,
  args: { bets: betHistoryFixture, range: fixtureRange, status: 'ALL', sportId: 'ALL', onRangeChange: fn(), onStatusChange: fn(), onSportChange: fn() },
} satisfies Meta<typeof MyBetsHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Bet history' })).getAllByRole('row');
    // Five past bets (the open one belongs to Unsettled Bets) and the header.
    await expect(rows).toHaveLength(6);
    await expect(rows[1]).toHaveAttribute('data-side', 'lay');
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'LAPSED');
    await expect(args.onStatusChange).toHaveBeenCalledWith('LAPSED');
    await userEvent.selectOptions(canvas.getByLabelText('Sport'), '1');
    await expect(args.onSportChange).toHaveBeenCalledWith('1');
  },
};

export const SettledSoccerOnly: Story = {
  args: { status: 'SETTLED', sportId: '1' },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('table', { name: 'Bet history' })).getAllByRole('row')).toHaveLength(2);
  },
};

/** Fancy bets read as their line and rate ("Yes 45 @ 100"), not as odds 100.00; event and market by name. */
export const FancyBets: Story = {
  args: { bets: fancyHistoryBets },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Bet history' }));
    await expect(table.getByText('Yes 45 @ 100')).toBeVisible();
    await expect(table.getByText('No 44 @ 90')).toBeVisible();
    await expect(table.getAllByText('England v South Africa · 6 Over Runs ENG')).toHaveLength(2);
    await expect(table.queryByText(/^(Back|Lay) (100|90)\.00/)).toBeNull();
  },
};

export const Empty: Story = {
  args: { bets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No settled, cancelled, voided or lapsed bets/)).toBeVisible();
  },
};

export const Loading: Story = { args: { pending: true } };

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Failed: StoryObj<typeof AccountErrorView> = {
  render: () => <AccountErrorView message="at most 366 days" resetTo="/myBetshistory" onRetry={fn()} />,
};
