import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceCell } from './price-cell';

const meta = {
  title: 'Market/PriceCell',
  component: PriceCell,
  args: { side: 'back', level: 0, price: 1.84, size: 412_000, disabled: false, label: 'Back Mumbai Indians', onPick: fn() },
  decorators: [
    (Story) => (
      <table>
        <tbody>
          <tr>
            <Story />
          </tr>
        </tbody>
      </table>
    ),
  ],
} satisfies Meta<typeof PriceCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The best back price: blue, with the size under it; a click picks the price. */
export const BestBack: Story = {
  play: async ({ canvasElement, args }) => {
    const cell = within(canvasElement).getByRole('button', { name: /^Back Mumbai Indians at 1\.84,/ });
    await expect(cell).toHaveAttribute('data-side', 'back');
    await userEvent.click(cell);
    await expect(args.onPick).toHaveBeenCalledWith(1.84);
  },
};

/** A lay price further from the middle. */
export const DeeperLay: Story = {
  args: { side: 'lay', level: 2, price: 1.88, size: 1_200_000, label: 'Lay Mumbai Indians' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Lay Mumbai Indians at 1\.88,/ })).toHaveAttribute('data-level', '2');
  },
};

/** No price at this level: shown, but not clickable. */
export const Empty: Story = {
  args: { price: null, size: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Back Mumbai Indians: no price' })).toBeDisabled();
  },
};

/** The market takes no bets (suspended or closed). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Back Mumbai Indians at 1\.84,/ })).toBeDisabled();
  },
};
