import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FancyMarkets, type FancyRow } from './fancy-markets';

const row = (marketId: string, marketName: string, yesLine: number, status: FancyRow['market']['status'] = 'OPEN', size: number | null = null): FancyRow => ({
  market: { marketId, marketName, minStake: 1000, maxStake: 10_000_000, status, fancy: { yesLine, yesRate: 100, noLine: yesLine - 1, noRate: 100, size } },
  book: null,
});

const meta = {
  title: 'Market/FancyMarkets',
  component: FancyMarkets,
  args: { rows: [row('41001.f6', '6 Over Runs MI', 54), row('41001.f10', '10 Over Runs MI', 86)], onPick: fn(), onOpenBook: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof FancyMarkets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** YES backs the line (blue), NO lays it (pink); the pick carries the line and the rate it was clicked at. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Yes 6 Over Runs MI at 54 100' }));
    await expect(args.onPick).toHaveBeenCalledWith({ kind: 'fancy', marketId: '41001.f6', runnerName: '6 Over Runs MI YES 54', side: 'BACK', line: 54, rate: 100 });
    await userEvent.click(within(canvas.getByRole('group', { name: '10 Over Runs MI' })).getByRole('button', { name: 'Book' }));
    await expect(args.onOpenBook).toHaveBeenCalledWith({ marketId: '41001.f10', marketName: '10 Over Runs MI' });
  },
};

/** The desk quoted the line with a size: the row's Max is the most one bet may stake at this quote (the market's max otherwise). */
export const QuotedSize: Story = {
  args: { rows: [row('41001.f6', '6 Over Runs MI', 54, 'OPEN', 2_500_000), row('41001.f10', '10 Over Runs MI', 86)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('group', { name: '6 Over Runs MI' })).getByText('Min ₹10.00 · Max ₹25,000.00')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: '10 Over Runs MI' })).getByText('Min ₹10.00 · Max ₹1,00,000.00')).toBeVisible();
  },
};

export const Suspended: Story = {
  args: { rows: [row('41001.f6', '6 Over Runs MI', 54, 'SUSPENDED')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Suspended');
    await expect(canvas.getByRole('button', { name: 'Yes 6 Over Runs MI at 54 100' })).toBeDisabled();
  },
};
