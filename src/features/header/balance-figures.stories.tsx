import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BalanceFigures } from './balance-figures';

const meta = {
  title: 'Shell/BalanceFigures',
  component: BalanceFigures,
  args: { balance: { wallet: 1_000_000, exposure: 250_000, held: 0, available: 750_000 }, onOpenExposure: fn() },
  decorators: [(Story) => <div style={{ background: '#0b3d2e', padding: 12, display: 'inline-block' }}><Story /></div>],
} satisfies Meta<typeof BalanceFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithExposure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('balance')).toHaveTextContent('7,500.00');
    await expect(canvas.getByTestId('exposure')).toHaveAttribute('data-tone', 'negative');
  },
};
export const NoExposure: Story = { args: { balance: { wallet: 1_000_000, exposure: 0, held: 0, available: 1_000_000 } } };
export const Unknown: Story = { args: { balance: null } };
/** A ₹500 withdrawal waits for the upline: it is held, so available is wallet − exposure − held. */
export const WithdrawalHeld: Story = {
  args: { balance: { wallet: 1_000_000, exposure: 250_000, held: 50_000, available: 700_000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('balance')).toHaveTextContent('7,000.00');
  },
};
