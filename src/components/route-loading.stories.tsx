import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteLoading } from './route-loading';

/** What a page shows while its route's data loads (a lazily loaded page and its query). */
const meta = {
  title: 'Components/RouteLoading',
  component: RouteLoading,
} satisfies Meta<typeof RouteLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Never a blank screen: a polite status with a spinner. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading markets…');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
