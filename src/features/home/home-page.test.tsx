import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryPreloader } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { HomePage, HomeQuery } from './home-page';

function clientAnswering(sports: Array<{ sportId: number; sportName: string; highlight: boolean }>) {
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        observer.next({ data: { sports: sports.map((s) => ({ __typename: 'Sport', ...s })) } });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

describe('HomePage', () => {
  it('lists the sports its route loader preloaded', async () => {
    const client = clientAnswering([
      { sportId: 4, sportName: 'Cricket', highlight: true },
      { sportId: 2, sportName: 'Tennis', highlight: false },
    ]);
    const preloadQuery = createQueryPreloader(client);
    const router = createMemoryRouter([
      { path: '/', element: <HomePage />, hydrateFallbackElement: <p>loading</p>, loader: () => preloadQuery.toPromise(preloadQuery(HomeQuery)) },
    ]);
    render(
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>,
    );
    expect(await screen.findByText('Cricket')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Cricket#4', 'Tennis#2']);
  });
});
