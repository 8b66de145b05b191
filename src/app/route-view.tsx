import type { TypedDocumentNode } from '@apollo/client';
import type { ComponentType, ReactElement } from 'react';
import type { Params, ShouldRevalidateFunction } from 'react-router-dom';
import type { StartupListName } from '../../machines/startup.types';

/** What a page's chunk provides: the page, and the one query its route preloads with that query's variables. */
export interface LoadedRoute {
  Page: ComponentType;
  /** `never` variables: any query fits here; `variables` supplies what it needs. */
  query?: TypedDocumentNode<unknown, never>;
  /** The query's variables from the route's parameters (and search parameters, e.g. a date range). */
  variables?: (params: Params, url: URL) => Record<string, unknown>;
}

/** What a route of the route table (machines/lib/routes.ts) renders, and the one query it preloads. */
export interface RouteView {
  /**
   * Loads the page's module — always a dynamic `import()`, so every page (and its query) is its own
   * chunk, fetched on the route's first visit, and the first screen's code holds only its own page.
   * The router calls it once, for the loader and the page together (router.tsx).
   */
  load: () => Promise<LoadedRoute>;
  /** Whether a navigation within the route loads its query again (default: react-router's rule). */
  shouldRevalidate?: ShouldRevalidateFunction;
  /** What shows when the page's query fails (default: the generic route error). */
  errorElement?: ReactElement;
  /** Money pages read the exchange afresh on every visit instead of from the cache. */
  fresh?: boolean;
  /**
   * On the app's first load, the route (and the layout around it) renders while its query loads; the
   * page suspends where it reads the data. Later navigations wait for the data as every route does.
   */
  renderBeforeData?: boolean;
  /**
   * The query asks only for what these startup lists already bring (home: the sports and their
   * events). The loader waits for the startup machine to store them and reads them from the cache
   * instead of asking the gateway for the same lists a second time; if one of them failed, it asks.
   */
  readsStartupLists?: readonly StartupListName[];
}

/** A page that needs fixed props: the loaded component wrapped with them. */
export function withProps<P extends object>(Page: ComponentType<P>, props: P): ComponentType {
  const WithProps = () => <Page {...props} />;
  WithProps.displayName = `${Page.displayName ?? Page.name}WithProps`;
  return WithProps;
}

/** The `eventId` query variable from the route parameter `name`. */
export const eventOf = (name: string) => (params: Params) => ({ eventId: params[name] ?? '' });
