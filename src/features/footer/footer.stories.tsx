import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from './footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { activeTab: 'home', onTab: fn(), onOpenRules: fn(), siteTitle: 'Backlay Exchange' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2023');
    await userEvent.click(canvas.getByRole('button', { name: 'Rules & Regulations' }));
    await expect(args.onOpenRules).toHaveBeenCalled();
    await expect(canvas.queryByRole('list', { name: 'Quick links' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement).getByRole('list', { name: 'Quick links' });
    await expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Sports', 'In Play', 'Home', 'Casino', 'Promotion']);
    await userEvent.click(within(bar).getByRole('button', { name: 'In Play' }));
    await expect(args.onTab).toHaveBeenCalledWith('inplay');
    await expect(getComputedStyle(bar).position).toBe('fixed');
  },
};
