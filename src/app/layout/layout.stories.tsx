import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Observable } from 'rxjs';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { createMemoryStorage } from '../../../machines/lib/storage';
import { PROMOTIONS } from '@/components/promotions';
import { AppActor } from '@/lib/app-actor';
import { LiveStore } from '@/lib/feed/book-store';
import { createLiveFeed } from '@/lib/feed/create-feed';
import { ServicesContext, type AppServices } from '@/lib/services';
import { provideApp } from '../root-actor';
import { createRouteGuard } from '../router';
import { Layout } from './layout';

/** The app's services for a visitor, with a gateway that never answers: the frame as it stands while its lists load. */
function storyServices(): AppServices {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable(() => {})) });
  const services: AppServices = {
    storage: createMemoryStorage(),
    client,
    feed: createLiveFeed(client, {}),
    liveStore: new LiveStore(),
    navigate: fn(),
    toast: fn(),
    sessionExpired: fn(),
    revalidateRoutes: fn(),
    bind: (bindings) => void Object.assign(services, bindings),
    rotatedToken: null,
    rotateToken: fn(),
    beginRotation: () => () => {},
  };
  return services;
}

/** The real layout inside the real root actor (its children provided as the app provides them), a page in its outlet. */
function LayoutStory() {
  const [{ services, logic }] = useState(() => {
    const services = storyServices();
    return { services, logic: provideApp(services, createRouteGuard().logic) };
  });
  return (
    <ServicesContext.Provider value={services}>
      <ApolloProvider client={services.client}>
        <AppActor.Provider logic={logic} options={{ input: { storage: services.storage } }}>
          <Routes>
            <Route element={<Layout />}>
              <Route path="*" element={<p>The page</p>} />
            </Route>
          </Routes>
        </AppActor.Provider>
      </ApolloProvider>
    </ServicesContext.Provider>
  );
}

const meta = {
  title: 'Shell/Layout',
  component: LayoutStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LayoutStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Promotions button beside the news strip opens the promotions popup (the root actor's `promotions` popup). */
export const PromotionsButton: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Promotions' });
    await expect(button).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: 'Promotions' })).toBeNull();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Promotions' });
    await expect(await within(dialog).findAllByRole('img')).toHaveLength(PROMOTIONS.length);
  },
};
