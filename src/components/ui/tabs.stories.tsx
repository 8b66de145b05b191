import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs';

const meta = {
  title: 'Components/UI/Tabs',
  component: Tabs,
  args: {
    label: 'My Bets',
    tabs: [
      { value: 'matched', title: 'Matched Bets', content: <p>Matched list</p> },
      { value: 'unmatched', title: 'Unmatched Bets', content: <p>Unmatched list</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Unmatched Bets' }));
    await expect(canvas.getByRole('tab', { name: 'Unmatched Bets' })).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByText('Unmatched list')).toBeVisible();
  },
};
export const SecondTab: Story = { args: { defaultValue: 'unmatched' } };
