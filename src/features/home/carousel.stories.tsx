import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PROMOTIONS } from '@/components/promotions';
import { Carousel } from './carousel';

const meta = {
  title: 'Home/Carousel',
  component: Carousel,
  args: { promotions: PROMOTIONS, autoplay: false },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Still: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Promotions' });
    const slide = canvas.getAllByRole('listitem')[0]!;
    // 3.5 slides in view.
    await expect(Math.round((carousel.getBoundingClientRect().width / slide.getBoundingClientRect().width) * 10) / 10).toBe(3.5);
    // Ten banners; the repeated ones that make the loop seamless are hidden from assistive tech.
    await expect(canvas.getAllByRole('img')).toHaveLength(10);
  },
};

export const Autoplay: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement }) => {
    const track = within(canvasElement).getAllByRole('listitem')[0]!.parentElement!;
    const start = track.style.transform;
    await waitFor(() => expect(track.style.transform).not.toBe(start), { timeout: 2500 });
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
