import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { HomePage, HomeQuery } from './home-page';

const event = (exEventId: string, sportId: number, eventName: string, inPlay: boolean, eventTime: string) => ({
  __typename: 'Event',
  exEventId,
  sportId,
  eventName,
  inPlay,
  eventTime,
  tournamentName: 'Cup',
});

function clientAnswering(held?: Promise<void>) {
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        void (held ?? Promise.resolve()).then(() => {
          observer.next({
            data: {
              sports: [
                { __typename: 'Sport', sportId: 4, sportName: 'Cricket' },
                { __typename: 'Sport', sportId: 2, sportName: 'Tennis' },
                { __typename: 'Sport', sportId: 4339, sportName: 'Greyhound Racing' },
              ],
              allEvents: [
                {
                  __typename: 'SportEvents',
                  sportId: 4,
                  events: [event('2', 4, 'Later Match', false, '2030-01-02T10:00:00Z'), event('1', 4, 'Live Match', true, '2030-01-01T10:00:00Z')],
                },
                { __typename: 'SportEvents', sportId: 2, events: [event('3', 2, 'Tennis Final', false, '2030-01-01T09:00:00Z')] },
                { __typename: 'SportEvents', sportId: 4339, events: [event('4', 4339, 'Hidden Dogs', false, '2030-01-01T09:00:00Z')] },
              ],
            },
          });
          observer.complete();
        });
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

function renderHome(selectedSportId: number | null, favourites: ReadonlySet<string> | null = null, options: { held?: Promise<void>; renderBeforeData?: boolean } = {}) {
  const client = clientAnswering(options.held);
  const preloadQuery = createQueryPreloader(client);
  const router = createMemoryRouter([
    {
      path: '/',
      element: <HomePage selectedSportId={selectedSportId} favourites={favourites} onToggleFavourite={vi.fn()} autoplay={false} />,
      hydrateFallbackElement: <p>loading</p>,
      loader: () => (options.renderBeforeData ? preloadQuery(HomeQuery) : preloadQuery.toPromise(preloadQuery(HomeQuery))),
    },
  ]);
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
}

describe('HomePage', () => {
  it('lists each sport with its events, in-play first, without hidden sports', async () => {
    renderHome(null);
    const cricket = await screen.findByRole('region', { name: /Cricket/ });
    expect(within(cricket).getAllByRole('link').map((a) => a.textContent)).toEqual(['Live MatchCup', 'Later MatchCup']);
    expect(screen.getByRole('region', { name: /Tennis/ })).toBeTruthy();
    expect(screen.queryByText('Hidden Dogs')).toBeNull();
  });

  it('shows only the sport the top navigation published', async () => {
    renderHome(2);
    await screen.findByRole('region', { name: /Tennis/ });
    expect(screen.queryByRole('region', { name: /Cricket/ })).toBeNull();
  });

  it('shows stars only to a logged-in bettor', async () => {
    renderHome(null, new Set(['1']));
    await screen.findByRole('region', { name: /Cricket/ });
    expect(screen.getByRole('button', { name: 'Remove Live Match from favourites' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('rendered before its data (the first load): the carousel shows at once, the sections when the query answers', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    renderHome(null, null, { held, renderBeforeData: true });
    expect(await screen.findByRole('img', { name: /100% Welcome Bonus/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading markets…');
    expect(screen.queryByRole('region', { name: /Cricket/ })).toBeNull();
    answer();
    expect(await screen.findByRole('region', { name: /Cricket/ })).toBeTruthy();
    expect(screen.queryByText('Loading markets…')).toBeNull();
  });
});
