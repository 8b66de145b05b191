import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductError } from './product-error';

/** A product page (lottery, virtual sports, binary, tips) whose data could not be read. */
const meta = {
  title: 'Components/ProductError',
  component: ProductError,
  args: { title: 'Lottery' },
} satisfies Meta<typeof ProductError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Says which product failed and offers a retry (this page again) and the way home. */
export const LoadFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Lottery could not be loaded. Check your connection and try again.');
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', window.location.pathname);
    await expect(canvas.getByRole('link', { name: 'Back to the exchange' })).toHaveAttribute('href', '/');
  },
};

export const VirtualSports: Story = { args: { title: 'Virtual sports' } };

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
