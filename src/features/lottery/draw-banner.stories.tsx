import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DrawBanner } from './draw-banner';

const NOW = Date.parse('2030-01-10T12:00:00Z');

const meta = {
  title: 'Lottery/DrawBanner',
  component: DrawBanner,
  args: { eventName: 'Digit Draw 12:03', eventTime: '2030-01-10T12:03:00Z', state: 'upcoming', score: null, now: NOW },
} satisfies Meta<typeof DrawBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Time to draw')).toHaveTextContent('3:00');
  },
};
export const Suspended: Story = { args: { state: 'suspended' } };
/** Digits appear one by one while the draw runs. */
export const Running: Story = {
  args: { eventTime: '2030-01-10T11:59:50Z', state: 'running', score: { revealed: [3, 1], digits: 4, number: null, lastDigit: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Drawing: 2 of 4 digits' })).toBeInTheDocument();
  },
};
export const Settled: Story = {
  args: { eventTime: '2030-01-10T11:57:00Z', state: 'settled', score: { revealed: [3, 3, 1, 7], digits: 4, number: 3317, lastDigit: 7 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Drawn 3317, last digit 7' })).toBeInTheDocument();
  },
};
