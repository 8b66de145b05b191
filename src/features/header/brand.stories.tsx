import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Brand } from './brand';

const meta = {
  title: 'Shell/Brand',
  component: Brand,
  args: { logoUrl: null, siteTitle: 'Backlay Exchange' },
  decorators: [(Story) => <div style={{ background: '#0b3d2e', padding: 12, height: 60 }}><Story /></div>],
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wordmark: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Backlay Exchange home' })).toHaveAttribute('href', '/');
  },
};

export const BrokenLogoFallsBack: Story = {
  args: { logoUrl: '/no-such-logo.svg' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Back')).toBeVisible();
  },
};

export const ThemeLogo: Story = { args: { logoUrl: '/favicon.svg' } };
