import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { getOperationAST } from 'graphql';
import { createQueryPreloader } from '@apollo/client/react';
import type { ActorRefFrom } from 'xstate';
import { createBrowserRouter, Navigate, redirect, type Params, type RouteObject } from 'react-router-dom';
import { HOME_FALLBACK, type RouteRefusal } from '../../machines/lib/routes';
import { routeGuardMachine } from '../../machines/route-guard.machine';
import type { UserDetail } from '../../machines/lib/storage';
import type { StartupListName } from '../../machines/startup.types';
import { Layout } from '@/app/layout/layout';
import type { PendingQueryRef } from '@/lib/loader-query';
import { RouteError } from './route-error';
import { RouteBootShell } from './boot-shell';
import type { FirstScreen } from './first-screen/first-screen';
import { APP_ROUTES, type AppRoute } from './route-table';
import type { LoadedRoute } from './route-view';

export interface RouterDeps {
  client: ApolloClient;
  /** Decides a navigation before the page renders; throws react-router's redirect when refused. */
  check: (url: string) => void;
  /**
   * Resolves once the startup machine has stored its lists in the cache, with the ones that failed
   * (RouteView.readsStartupLists). Without it such a route's query asks the gateway as any other.
   */
  startupLists?: () => Promise<readonly StartupListName[]>;
  /**
   * The first screen the server drew into the page (app/first-screen): shown while the first route
   * loads, and its query answer written into the cache for the route's loader instead of asked for again.
   */
  firstScreen?: FirstScreen | null;
}

/** The session facts the guards look at, read at each navigation. */
export interface GuardSession {
  token: string | null;
  userDetail: UserDetail | null;
}

/**
 * The route guard: the route-guard machine (a child of the root actor) decides each navigation
 * (spec §2 guard table); a refusal or an unknown path redirects from the loader, before the page
 * renders. Its `navigate` effect is the loader's redirect; its `tellRefusal` effect (once per
 * navigation, however many routers or revalidations ask) is `onRefused`: a blocked bettor is told.
 */
export function createRouteGuard(onRefused: (refusal: RouteRefusal) => void = () => {}) {
  let redirectTo: string | null = null;
  const logic = routeGuardMachine.provide({
    actions: {
      navigate: (_, { path }) => {
        redirectTo = path;
      },
      tellRefusal: (_, { refusal }) => onRefused(refusal),
    },
  });
  const check = (guard: ActorRefFrom<typeof routeGuardMachine>, url: string, session: GuardSession) => {
    redirectTo = null;
    guard.send({ type: 'route.enter', path: new URL(url).pathname, ...session });
    if (guard.getSnapshot().matches('redirectedHome')) throw redirect(redirectTo ?? HOME_FALLBACK);
  };
  return { logic, check };
}

/**
 * The router's routes, from the one route table (route-table.tsx over machines/lib/routes.ts): every route
 * of spec §2 with its guard; each preloads its one query in the loader once its page's chunk (page and
 * query document: always dynamic imports) has loaded.
 */
export function createRouteObjects({ client, check, startupLists, firstScreen = null }: RouterDeps): RouteObject[] {
  const preloadQuery = createQueryPreloader(client);
  // True until the first loader has run: the app's first load (see RouteView.renderBeforeData).
  let firstLoad = true;
  const toRoute = ({ pattern, view }: AppRoute): RouteObject => {
    // One load for the loader and the page: the page's chunk (and its query document) arrives once, in the
    // loader, after the guard (`check`) has let the visit in. Not a lazy `Component`: react-router loads one
    // beside the loader, so a refused deep link (a visitor's /settings) downloaded the page it was refused.
    let loaded: Promise<LoadedRoute> | null = null;
    let Page: LoadedRoute['Page'] | null = null;
    const load = () => (loaded ??= view.load().then(
      (route) => ((Page = route.Page), route),
      (err: unknown) => {
        loaded = null; // a failed chunk download is tried again on the next visit
        throw err;
      },
    ));
    const loader = async ({ request, params }: { request: Request; params: Params }) => {
      check(request.url);
      const streamed = firstLoad && view.renderBeforeData === true;
      firstLoad = false;
      const { query, variables } = await load();
      if (!query) return null;
      const document = query as TypedDocumentNode<unknown, Record<string, unknown>>;
      const vars = variables?.(params, new URL(request.url)) ?? {};
      const drawn = firstScreen && !view.fresh ? firstScreen.take(getOperationAST(document)?.name?.value ?? '', vars) : undefined;
      if (drawn !== undefined) client.writeQuery({ query: document, variables: vars, data: drawn });
      const preload = (fresh: boolean) => preloadQuery(document, { variables: vars, ...(fresh ? { fetchPolicy: 'network-only' as const } : {}) });
      const { readsStartupLists: lists } = view;
      if (lists && startupLists) {
        // Asked for at once, a second copy of the startup lists would come over the wire and be written
        // into the cache again (on a phone's first load, the largest answer and cache write of all).
        const ref = startupLists().then((failed) => preload(view.fresh === true || lists.some((name) => failed.includes(name))));
        return streamed ? ({ pendingRef: ref } satisfies PendingQueryRef) : preloadQuery.toPromise(await ref);
      }
      const ref = preload(view.fresh === true);
      return streamed ? ref : preloadQuery.toPromise(ref);
    };
    const errorElement = view.errorElement ?? <RouteError />;
    const { shouldRevalidate } = view;
    // The router renders a route once its loader has finished, so its page has arrived by then.
    const Component = () => (Page ? <Page /> : null);
    return pattern === '' ? { index: true, Component, loader, errorElement, shouldRevalidate } : { path: pattern, Component, loader, errorElement, shouldRevalidate };
  };
  const inside = APP_ROUTES.filter((r) => !r.outsideLayout).map(toRoute);
  // Until the first route has loaded, the router shows the boot shell index.html (or home.html) painted.
  const outside = APP_ROUTES.filter((r) => r.outsideLayout).map((r) => ({ ...toRoute(r), hydrateFallbackElement: <RouteBootShell firstScreen={firstScreen} /> }));
  return [
    ...outside.map((route) => ({ ...route, path: `/${route.path}` })),
    {
      path: '/',
      element: <Layout />,
      hydrateFallbackElement: <RouteBootShell firstScreen={firstScreen} />,
      errorElement: <RouteError />,
      children: [
        ...inside,
        {
          path: '*',
          loader: ({ request }: { request: Request }) => {
            check(request.url);
            return null;
          },
          element: <Navigate to={HOME_FALLBACK} replace />,
        },
      ],
    },
  ];
}

export function createAppRouter(deps: RouterDeps) {
  return createBrowserRouter(createRouteObjects(deps));
}
