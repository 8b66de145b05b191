import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Marquee } from './marquee';

const meta = {
  title: 'Shell/Marquee',
  component: Marquee,
  args: { message: 'Welcome to Backlay Exchange — in-play cricket all day.' },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Welcome to Backlay/);
    await expect(getComputedStyle(text).animationDuration).toBe('30s');
  },
};
