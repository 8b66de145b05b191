import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MATCH_ODDS, matchOddsBook } from './market-fixtures';
import { OddsGrid } from './odds-grid';

const meta = {
  title: 'Market/OddsGrid',
  component: OddsGrid,
  args: { market: MATCH_ODDS, book: matchOddsBook('OPEN', false), onPick: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof OddsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the off: three back and three lay prices per runner; a click picks side and price. */
export const PrePlay: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('region', { name: 'Match Odds' });
    await expect(grid).toHaveAttribute('data-state', 'open');
    await expect(grid).toHaveAttribute('data-in-play', 'false');
    await expect(within(grid).queryByText('In-Play')).toBeNull();
    await userEvent.click(within(grid).getByRole('button', { name: /^Back Mumbai Indians at 1\.84,/ }));
    await expect(args.onPick).toHaveBeenCalledWith({ kind: 'exchange', marketId: '41001.mo', runnerId: '1', runnerName: 'Mumbai Indians', side: 'BACK', price: 1.84 });
    await userEvent.click(within(grid).getByRole('button', { name: /^Lay Chennai Super Kings at 2\.2,/ }));
    await expect(args.onPick).toHaveBeenLastCalledWith(expect.objectContaining({ side: 'LAY', price: 2.2, runnerId: '2' }));
    // Empty levels are shown but cannot be clicked.
    for (const empty of within(grid).getAllByRole('button', { name: 'Lay The Draw: no price' })) await expect(empty).toBeDisabled();
  },
};

/** In play, with the bettor's position and the slip's projection per runner. */
export const InPlay: Story = {
  args: {
    book: matchOddsBook('OPEN', true),
    profitLoss: new Map([
      ['1', 8400],
      ['2', -10000],
      ['3', -10000],
    ]),
    projected: new Map([
      ['1', 16800],
      ['2', -20000],
      ['3', -20000],
    ]),
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('region', { name: 'Match Odds' });
    await expect(grid).toHaveAttribute('data-in-play', 'true');
    await expect(within(grid).getByText('In-Play')).toBeVisible();
    await expect(within(grid).getByText('3s delay')).toBeVisible();
    await expect(within(grid).getAllByTestId('runner-pl').map((e) => e.textContent)).toEqual(['+₹84.00', '−₹100.00', '−₹100.00']);
  },
};

export const Suspended: Story = {
  args: { book: matchOddsBook('SUSPENDED', true) },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('region', { name: 'Match Odds' });
    await expect(grid).toHaveAttribute('data-state', 'suspended');
    await expect(within(grid).getByRole('status')).toHaveTextContent('Suspended');
    await expect(within(grid).getByRole('button', { name: /^Back Mumbai Indians at 1\.84,/ })).toBeDisabled();
  },
};

export const Closed: Story = {
  args: { book: { ...matchOddsBook('CLOSED', false), runners: [] } },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('region', { name: 'Match Odds' });
    await expect(grid).toHaveAttribute('data-state', 'closed');
    await expect(within(grid).getByRole('status')).toHaveTextContent('Closed');
  },
};
