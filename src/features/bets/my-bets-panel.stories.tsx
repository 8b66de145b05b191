import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyBetsPanel } from './my-bets-panel';
import { SettledBets } from './settled-bets';

const meta = {
  title: 'Panels/MyBetsPanel',
  component: MyBetsPanel,
  args: { matched: [], unmatched: [], onCancel: fn(), onChangePrice: fn() },
  decorators: [(Story) => <div style={{ width: 300 }}><Story /></div>],
} satisfies Meta<typeof MyBetsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no Matched Bets')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Unmatched Bets' }));
    await expect(canvas.getByText('You have no Unmatched Bets')).toBeVisible();
  },
};

/** Fancy bets read as their line and rate ("Yes 45 @ 100"), not as odds 100.00. */
export const MatchedFancy: Story = {
  args: {
    matched: [
      { betId: 'f1', selectionName: '6 Over Runs IND YES 45', oddsPrice: 100, stake: 10_000, type: 'B', line: 45 },
      { betId: 'f2', selectionName: '6 Over Runs IND NO 44', oddsPrice: 90, stake: 10_000, type: 'L', line: 44 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Yes 45 @ 100')).toBeVisible();
    await expect(within(canvasElement).getByText('No 44 @ 90')).toBeVisible();
  },
};

/** Matched back rows blue, lay rows pink (spec §2). */
export const MatchedBackAndLay: Story = {
  args: {
    matched: [
      { betId: '1', selectionName: 'India', oddsPrice: 1.85, stake: 100_000, type: 'B' },
      { betId: '2', selectionName: 'Australia', oddsPrice: 2.1, stake: 50_000, type: 'L' },
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveAttribute('data-side', 'back');
    await expect(rows[1]).toHaveAttribute('data-side', 'lay');
    await expect(within(canvasElement).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Matched Bets', 'Odds', 'Stake']);
  },
};

/** Unmatched bets: cancel one, or step its price and change it. */
export const UnmatchedWithCancel: Story = {
  args: {
    unmatched: [
      { betId: 'u1', marketId: '41001.mo', selectionName: 'Chennai Super Kings', type: 'L', oddsPrice: 1.01, sizeRemaining: 10_000 },
      { betId: 'u2', marketId: '41001.mo', selectionName: 'Mumbai Indians', type: 'B', oddsPrice: 3.5, sizeRemaining: 25_000, pending: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Unmatched Bets (2)' }));
    const lay = within(canvas.getByRole('listitem', { name: 'Unmatched lay Chennai Super Kings' }));
    await userEvent.click(lay.getByRole('button', { name: 'Higher odds' }));
    await userEvent.click(lay.getByRole('button', { name: 'Change price' }));
    await expect(args.onChangePrice).toHaveBeenCalledWith(expect.objectContaining({ betId: 'u1' }), 1.02);
    await userEvent.click(lay.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledWith(expect.objectContaining({ betId: 'u1' }));
    // A bet still waiting out the in-play delay cannot be changed yet.
    const pending = within(canvas.getByRole('listitem', { name: 'Unmatched back Mumbai Indians' }));
    await expect(pending.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A market of the event has settled: its bets stay in view below the tabs with their result, beside the live ones. */
export const WithSettledBets: Story = {
  args: {
    matched: [{ betId: '1', selectionName: 'India', oddsPrice: 1.85, stake: 100_000, type: 'B' }],
    settled: (
      <SettledBets
        status="ready"
        bets={[{ betId: 's1', marketName: '6 Over Runs IND', selectionName: 'YES 53', type: 'B', oddsPrice: 1, stake: 50_000, state: 'SETTLED', profitAndLoss: 50_000 }]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Matched Bets' })).toBeVisible();
    const settled = within(canvas.getByRole('region', { name: 'Settled Bets' }));
    await expect(settled.getByText('YES 53')).toBeVisible();
    await expect(settled.getByText('Won')).toBeVisible();
    await expect(settled.getByRole('link', { name: 'Bet history' })).toBeVisible();
  },
};
