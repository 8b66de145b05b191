import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountHelpCard } from './account-help-card';

const channels = [
  { channel: 'whatsapp', value: '+91 90000 00000' },
  { channel: 'telegram', value: '@backlay_support' },
  { channel: 'email', value: 'support@backlay.example' },
  { channel: 'hours', value: '24 × 7' },
];

const meta = {
  title: 'Account/AccountHelpCard',
  component: AccountHelpCard,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Open an account', intro: 'Accounts are opened by your upline.', channels },
} satisfies Meta<typeof AccountHelpCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithChannels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '+91 90000 00000' })).toHaveAttribute('href', 'https://wa.me/919000000000');
    await expect(canvas.getByRole('link', { name: '@backlay_support' })).toHaveAttribute('href', 'https://t.me/backlay_support');
  },
};

export const NoChannels: Story = {
  args: { channels: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Support details are not available right now.')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
