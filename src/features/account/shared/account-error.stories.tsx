import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountErrorMessage, AccountErrorView } from './account-error';

const meta = {
  title: 'Account/Load error',
  component: AccountErrorView,
  args: { message: 'Upstream exchange unavailable', resetTo: '/statement', onRetry: fn() },
} satisfies Meta<typeof AccountErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GatewayMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upstream exchange unavailable');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Start again with the last 7 days' })).toHaveAttribute('href', '/statement');
  },
};
/** No words from the gateway (e.g. offline): the generic advice. */
export const Offline: Story = { args: { message: accountErrorMessage(new TypeError('')) } };
