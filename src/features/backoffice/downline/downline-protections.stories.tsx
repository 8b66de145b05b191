import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { Observable } from 'rxjs';
import { expect, within } from 'storybook/test';
import { DownlineProtections, DownlineProtectionsView } from './downline-protections';

const now = Date.parse('2026-11-25T06:00:00.000Z');
const none = { userName: 'demo', hasDepositLimit: false, hasLossLimit: false, depositLimits: null, lossLimits: null, timeOutUntil: null, selfExcluded: false, selfExcludedUntil: null, selfExcludedPermanently: false, realityCheckMinutes: null };

const meta = {
  title: 'Back office/Downline protections',
  component: DownlineProtectionsView,
  args: { protections: none, now },
} satisfies Meta<typeof DownlineProtectionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No protections set')).toBeVisible();
  },
};

/** The bettor keeps the amounts private: only which protections they have. */
export const Private: Story = {
  args: { protections: { ...none, hasDepositLimit: true, hasLossLimit: true, realityCheckMinutes: 30 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Deposit limit')).toBeVisible();
    await expect(canvas.getByText('Loss limit')).toBeVisible();
    await expect(canvas.queryByText(/₹|\d,\d{3}/)).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Amounts shared with the upline. */
export const Shared: Story = {
  args: { protections: { ...none, hasDepositLimit: true, depositLimits: [{ period: 'DAY', amount: 500_000 }], hasLossLimit: true, lossLimits: [{ period: 'WEEK', amount: 1_000_000 }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Deposit limit: ₹5,000.00/day')).toBeVisible();
    await expect(within(canvasElement).getByText('Loss limit: ₹10,000.00/week')).toBeVisible();
  },
};

export const TimedOut: Story = { args: { protections: { ...none, timeOutUntil: '2026-12-01T06:00:00.000Z' } } };

export const SelfExcludedPermanent: Story = {
  args: { protections: { ...none, selfExcluded: true, selfExcludedPermanently: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Self-excluded permanently')).toBeVisible();
  },
};

/** The card's row as the back office mounts it, its query failing (the gateway out of reach). */
function UnreadProtections() {
  const [client] = useState(() => new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable((o) => o.error(new globalThis.Error('offline')))) }));
  return (
    <ApolloProvider client={client}>
      <DownlineProtections userName="demo" />
    </ApolloProvider>
  );
}

export const Error: Story = {
  render: () => <UnreadProtections />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Safer betting: could not be read.')).toBeVisible();
  },
};
