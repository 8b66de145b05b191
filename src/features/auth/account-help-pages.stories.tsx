import type { Meta, StoryObj } from '@storybook/react-vite';
import { createQueryPreloader } from '@apollo/client/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { expect, screen } from 'storybook/test';
import { AccountHelpQuery, ForgotPasswordPage, SignupPage } from './account-help-pages';

function createRouteStory(page: 'signup' | 'forgetPass') {
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink(
      () =>
        new Observable((o) => {
          o.next({ data: { supportInfo: { __typename: 'SupportInfo', channels: [{ __typename: 'SupportChannel', channel: 'whatsapp', value: '+91 90000 00000' }] } } });
          o.complete();
        }),
    ),
  });
  const preload = createQueryPreloader(client);
  const router = createMemoryRouter(
    [{ path: '/:page', element: page === 'signup' ? <SignupPage /> : <ForgotPasswordPage />, loader: () => preload.toPromise(preload(AccountHelpQuery)), hydrateFallbackElement: <p>Loading…</p> }],
    { initialEntries: [`/${page}`] },
  );
  return { client, router };
}

/** The route as the app mounts it: the loader preloads the support channels. */
function RoutePage({ page }: { page: 'signup' | 'forgetPass' }) {
  const [{ client, router }] = useState(() => createRouteStory(page));
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}

const meta = {
  title: 'Account/Pages',
  component: RoutePage,
  parameters: { layout: 'fullscreen', ownRouter: true },
  args: { page: 'signup' },
} satisfies Meta<typeof RoutePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Signup: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Open an account' })).toBeVisible();
    await expect(await screen.findByText('+91 90000 00000')).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  args: { page: 'forgetPass' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  },
};
