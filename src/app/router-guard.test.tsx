import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { render } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { createMemoryRouter, redirect } from 'react-router-dom';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouteObjects } from './router';
import { APP_ROUTES } from './route-table';

/** A gateway that never answers: these loaders are judged by what they load, not by their data. */
const silentClient = () => new ApolloClient({ link: new ApolloLink(() => new Observable(() => {})), cache: new InMemoryCache() });
const viewOf = (pattern: string) => APP_ROUTES.find((r) => r.pattern === pattern)!.view;

afterEach(() => vi.restoreAllMocks());

describe('a route the guard refuses or lets in', () => {
  it('never downloads the page of a refused deep link (a visitor’s /settings), and lands home', async () => {
    const settings = vi.spyOn(viewOf('settings'), 'load');
    const home = vi.spyOn(viewOf(''), 'load');
    const check = (url: string) => {
      if (new URL(url).pathname === '/settings') throw redirect('/home');
    };
    const router = createMemoryRouter(createRouteObjects({ client: silentClient(), check }), { initialEntries: ['/settings'] });
    await vi.waitFor(() => expect(home).toHaveBeenCalled(), { timeout: 10_000 });
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'), { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/home');
    expect(settings).not.toHaveBeenCalled();
    router.dispose();
  });

  it('loads an admitted page once, for its loader and its view, and the route renders it', async () => {
    const rules = vi.spyOn(viewOf('rules'), 'load');
    const router = createMemoryRouter(createRouteObjects({ client: silentClient(), check: () => {} }), { initialEntries: ['/rules'] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
    expect(router.state.errors).toBeNull();
    expect(rules).toHaveBeenCalledTimes(1);
    const { RulesPage } = await import('@/features/rules/rules-page');
    const route = router.state.matches.at(-1)!.route;
    expect(route.path).toBe('rules');
    // react-router keeps a route's Component as its element.
    const { container } = render(route.element as ReactElement);
    const { container: direct } = render(createElement(RulesPage));
    expect(container.innerHTML).toBe(direct.innerHTML);
    router.dispose();
  });
});
