import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BetSlipPanel } from './bet-slip-panel';
import { EMPTY_SLIP, slipView } from './bet-slip-fixtures';
import { InlineBettingLayout } from './inline-betting';
import { MyBetsPanel, type MatchedBet, type UnmatchedBet } from './my-bets-panel';

/**
 * Betting inside a product page's content (lottery, virtual sports, binary, whose right column is
 * Play Games): the bet slip and My Bets side by side on a desktop, stacked on a phone. The app
 * fills it with the containers on the bet slip actor and the My Bets query (InlineBetting).
 */
interface InlineStoryProps {
  picked: boolean;
  matched: MatchedBet[];
  unmatched: UnmatchedBet[];
}

function Inline({ picked, matched, unmatched }: InlineStoryProps) {
  return (
    <InlineBettingLayout
      slip={<BetSlipPanel view={picked ? slipView() : EMPTY_SLIP} send={fn()} />}
      bets={<MyBetsPanel matched={matched} unmatched={unmatched} onCancel={fn()} onChangePrice={fn()} />}
    />
  );
}

const meta = {
  title: 'Panels/InlineBetting',
  component: Inline,
  args: { picked: false, matched: [], unmatched: [] },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const panels = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Betting' }));
/** The slip's and My Bets' boxes, in order. */
const boxes = (canvasElement: HTMLElement) => [...within(canvasElement).getByRole('region', { name: 'Betting' }).children].map((c) => c.getBoundingClientRect());

/** Nothing picked, no bets: both panels say how to start. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const betting = panels(canvasElement);
    await expect(betting.getByRole('region', { name: 'Bet Slip' })).toHaveAttribute('data-state', 'empty');
    await expect(betting.getByText('You have no Matched Bets')).toBeVisible();
  },
};

/** A selection in the slip beside the bets already matched on this event, side by side. */
export const WithBets: Story = {
  args: {
    picked: true,
    matched: [
      { betId: '1', selectionName: 'Mumbai Indians', oddsPrice: 1.85, stake: 100_000, type: 'B' },
      { betId: '2', selectionName: 'Chennai Super Kings', oddsPrice: 2.1, stake: 50_000, type: 'L' },
    ],
  },
  play: async ({ canvasElement }) => {
    const betting = panels(canvasElement);
    const slip = betting.getByRole('region', { name: 'Bet Slip' });
    await expect(slip).toHaveAttribute('data-state', 'ready');
    const table = betting.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    const [slipBox, betsBox] = boxes(canvasElement);
    await expect(betsBox!.left).toBeGreaterThanOrEqual(slipBox!.right); // side by side on a desktop
  },
};

/** On a phone one column: My Bets takes the page's width (the slip is the bottom sheet, as everywhere). */
export const Phone: Story = {
  args: WithBets.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Betting' }).getBoundingClientRect();
    const [, betsBox] = boxes(canvasElement);
    await expect(betsBox!.left).toBe(region.left);
    await expect(betsBox!.width).toBe(region.width);
  },
};
