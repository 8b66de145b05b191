import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyBetsButton } from './my-bets-button';

const meta = {
  title: 'Panels/MyBetsButton',
  component: MyBetsButton,
  args: { openBets: 3, onOpen: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof MyBetsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open bets on the event: counted on the accent colour; a tap opens them. */
export const WithBets: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'My Bets 3 open bets' });
    await expect(button).toHaveAttribute('data-state', 'some');
    const box = button.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};
export const OneBet: Story = {
  args: { openBets: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'My Bets 1 open bet' })).toBeVisible();
  },
};
export const NoBets: Story = {
  args: { openBets: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'My Bets 0 open bets' })).toHaveAttribute('data-state', 'none');
  },
};
/** On a desktop My Bets is beside the prices: no button. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
