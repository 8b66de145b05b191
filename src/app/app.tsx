import { ApolloProvider } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { waitFor } from 'xstate';
import { RouterProvider } from 'react-router-dom';
import { InspectorGate } from '@/components/workbench/inspector-gate';
import { AppActor } from '@/lib/app-actor';
import { ServicesContext, useServices, type AppServices } from '@/lib/services';
import { whenIdle } from '@/lib/steps';
import { onToasterWanted, toasterMounted, wantToaster } from '@/lib/toast';
import { provideApp } from './root-actor';
import { createAppRouter, createRouteGuard } from './router';
import { createAppServices } from './services';
import type { FirstScreen } from './first-screen/first-screen';
import { BLOCKED_MESSAGE } from '@/features/auth/blocked-message';

/** The SPA: Apollo, the root actor (its children provided with the features' effects) and the router. */
export function App({ services: given, firstScreen = null }: { services?: AppServices; firstScreen?: FirstScreen | null }) {
  const [app] = useState(() => {
    const services = given ?? createAppServices();
    // A blocked bettor (isLogin 0) sent home from a login-enabled page is told why (issue 19).
    const guard = createRouteGuard((refusal) => {
      if (refusal === 'loginDisabled') services.toast('warning', BLOCKED_MESSAGE);
    });
    return { services, guard, logic: provideApp(services, guard.logic) };
  });
  const { services, guard, logic } = app;
  return (
    <ServicesContext.Provider value={services}>
      <ApolloProvider client={services.client}>
        <AppActor.Provider logic={logic} options={{ input: { storage: services.storage } }}>
          <StartedRoot>{(attach) => <AppRouter check={guard.check} attach={attach} firstScreen={firstScreen} />}</StartedRoot>
        </AppActor.Provider>
      </ApolloProvider>
      <LazyToaster />
    </ServicesContext.Provider>
  );
}

// The app's toaster (below the header, one at a time: layout/app-toaster.tsx) and sonner load together, lazily.
const Toaster = lazy(() =>
  import('./layout/app-toaster').then(({ AppToaster }) => ({
    default: function MountedToaster() {
      useEffect(toasterMounted, []);
      return <AppToaster />;
    },
  })),
);

/** sonner's <Toaster>, mounted with the first toast or once the page is idle (src/lib/toast.ts): not part of the first screen's code. */
function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterWanted(() => setWanted(true)), []);
  useEffect(() => {
    let cancel = () => {};
    const onLoad = () => {
      cancel = whenIdle(wantToaster, 5000);
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancel();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

type AppRouterInstance = ReturnType<typeof createAppRouter>;

/**
 * Starts the root actor and binds the services to it, then renders `children` with the function that
 * hands it the router once created. A component of its own so React, rendering the first load as a transition, can
 * yield between starting the actor and creating the router (each a long piece of work on a phone).
 */
function StartedRoot({ children }: { children: (attach: (router: AppRouterInstance) => void) => ReactNode }) {
  const services = useServices();
  const root = AppActor.useActorRef();
  const [attach] = useState(() => {
    // Started now, not in the provider's effect: the router's first loaders run at once and ask the route guard.
    root.start();
    const child = <K extends 'session' | 'toast'>(id: K) => root.getSnapshot().children[id]!;
    // Bound before the router exists: creating it runs the first page's loaders, and a refusal there
    // (a blocked bettor loading a login-enabled page) toasts at once. Bound after, that toast was lost
    // in production builds; development builds only showed it because React ran this initializer twice.
    const created: { router: AppRouterInstance | null } = { router: null };
    services.bind({
      navigate: (path) => void created.router?.navigate(path),
      toast: (kind, message) => child('toast').send({ type: 'toast.show', kind, message }),
      sessionExpired: () => child('session').send({ type: 'session.expired' }),
      revalidateRoutes: () => void created.router?.revalidate(),
    });
    return (router: AppRouterInstance) => {
      created.router = router;
    };
  });
  return children(attach);
}

/** Creates the router once (handing it to the services' late effects) and renders it. */
function AppRouter({
  check,
  attach,
  firstScreen,
}: {
  check: ReturnType<typeof createRouteGuard>['check'];
  attach: (router: AppRouterInstance) => void;
  firstScreen: FirstScreen | null;
}) {
  const services = useServices();
  const root = AppActor.useActorRef();
  const [router] = useState(() => {
    const child = <K extends 'session' | 'routeGuard'>(id: K) => root.getSnapshot().children[id]!;
    const created = createAppRouter({
      client: services.client,
      check: (url) => {
        const { token, userDetail } = child('session').getSnapshot().context;
        check(child('routeGuard'), url, { token, userDetail });
      },
      // The startup machine leaves loadingLists once it has stored the five lists.
      startupLists: async () => (await waitFor(root.getSnapshot().children.startup!, (s) => !s.matches('loadingLists'))).context.failedLists,
      firstScreen,
    });
    attach(created);
    return created;
  });
  return (
    <>
      <RouterProvider router={router} />
      <InspectorGate root={root} />
    </>
  );
}
