import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { getOperationName } from '@apollo/client/utilities/internal';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { MarketDetailsQuery } from '@/features/market/market-details-view';
import { MARKET_EVENT } from '@/features/market/market-fixtures';
import { RouteBootShell } from './boot-shell';
import { readFirstScreen } from './first-screen/first-screen';
import { firstScreenFor } from './first-screen/render';
import { createRouteObjects } from './router';

const PATH = `/marketdetails/${MARKET_EVENT.exEventId}/${MARKET_EVENT.sportId}`;

/** The event as the gateway answers it: __typename on every object, as Apollo asks. */
function typed(event: typeof MARKET_EVENT) {
  return {
    __typename: 'EventDetail',
    ...event,
    markets: event.markets.map((m) => ({
      __typename: 'Market',
      ...m,
      fancy: m.fancy && { __typename: 'FancyLine', ...m.fancy },
      runners: m.runners.map((r) => ({
        __typename: 'Runner',
        ...r,
        availableToBack: r.availableToBack.map((l) => ({ __typename: 'PriceSize', ...l })),
        availableToLay: r.availableToLay.map((l) => ({ __typename: 'PriceSize', ...l })),
      })),
    })),
  };
}

/** A gateway that never answers and records what it was asked: a drawn page's loader must not need it. */
function silentGateway() {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    asked.push(getOperationName(operation.query, '?'));
    return new Observable(() => {});
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked };
}

/** The page as the server sent it, read by the app. */
function drawnPage() {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="root">${firstScreenFor(PATH)!.render({ event: typed(MARKET_EVENT) })}</div>`;
  return readFirstScreen(doc)!;
}

describe('a market page the server drew', () => {
  it('shows the drawn nodes themselves as the router’s fallback while the page loads', () => {
    const firstScreen = drawnPage();
    const { rerender } = render(
      <MemoryRouter initialEntries={[PATH]}>
        <RouteBootShell firstScreen={firstScreen} />
      </MemoryRouter>,
    );
    const shown = document.querySelector('[data-first-screen]')!;
    expect(shown.getAttribute('aria-busy')).toBe('true');
    expect(shown.textContent).toContain('Mumbai Indians v Chennai Super Kings');
    // The same nodes the server's page had, not a copy; and put back once, whatever React renders again.
    expect(Array.from(shown.childNodes)).toEqual(firstScreen.nodes);
    rerender(
      <MemoryRouter initialEntries={[PATH]}>
        <RouteBootShell firstScreen={firstScreen} />
      </MemoryRouter>,
    );
    expect(document.querySelector('[data-first-screen]')!.childNodes).toHaveLength(firstScreen.nodes.length);
    expect(screen.queryByText('Loading markets…')).toBeNull();
  });

  it('shows the plain boot shell on any other path', () => {
    render(
      <MemoryRouter initialEntries={['/inplay']}>
        <RouteBootShell firstScreen={drawnPage()} />
      </MemoryRouter>,
    );
    expect(document.querySelector('[data-first-screen]')).toBeNull();
    expect(screen.getByText('Loading markets…')).toBeTruthy();
  });

  it('loads the page from the drawn answer without asking the gateway', async () => {
    const { client, asked } = silentGateway();
    const router = createMemoryRouter(createRouteObjects({ client, check: () => {}, firstScreen: drawnPage() }), { initialEntries: [PATH] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
    expect(router.state.errors).toBeNull();
    expect(asked).toEqual([]);
    const cached = client.readQuery({ query: MarketDetailsQuery, variables: { eventId: MARKET_EVENT.exEventId } });
    expect(cached?.event.exEventId).toBe(MARKET_EVENT.exEventId);
    expect(cached?.event.markets.map((m) => m.marketId)).toEqual(MARKET_EVENT.markets.map((m) => m.marketId));
    router.dispose();
  });

  it('asks the gateway as usual when the drawn answer is for another event', async () => {
    const { client, asked } = silentGateway();
    const other = `/marketdetails/999/${MARKET_EVENT.sportId}`;
    const router = createMemoryRouter(createRouteObjects({ client, check: () => {}, firstScreen: drawnPage() }), { initialEntries: [other] });
    await vi.waitFor(() => expect(asked).toEqual(['MarketDetails']), { timeout: 10_000 });
    router.dispose();
  });
});
