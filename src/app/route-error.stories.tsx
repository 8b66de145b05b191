import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, screen } from 'storybook/test';
import { RouteError } from './route-error';

/** A page whose loader (or lazy chunk) failed, as the router shows it: never a blank screen. */
function FailingRoute({ message }: { message: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/',
          element: <p>Never shown</p>,
          errorElement: <RouteError />,
          loader: () => {
            throw new Error(message);
          },
          hydrateFallbackElement: <p>Loading…</p>,
        },
      ],
      { initialEntries: ['/'] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Shell/RouteError',
  component: FailingRoute,
  parameters: { ownRouter: true },
  args: { message: 'Failed to fetch dynamically imported module' },
} satisfies Meta<typeof FailingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Says the page could not be loaded and offers the way home. */
export const LoadFailed: Story = {
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded. Check your connection and try again.');
    await expect(screen.getByRole('link', { name: 'Back to the exchange' })).toHaveAttribute('href', '/');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
