import { ApolloProvider } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { waitFor } from 'xstate';
import { RouterProvider } from 'react-router-dom';
import { InspectorGate } from '@/components/workbench/inspector-gate';
import { AppActor } from '@/lib/app-actor';
import { ServicesContext, useServices, type AppServices } from '@/lib/services';
import { useMoneyLocale } from '@/lib/money-locale';
import { nextTask, whenIdle } from '@/lib/steps';
import { onToasterWanted, toasterMounted, wantToaster } from '@/lib/toast';
import { provideApp } from './root-actor';
import { createAppRouter, createRouteGuard } from './router';
import { createAppServices } from './services';
import type { FirstScreen } from './first-screen/first-screen';
import { refusalToast } from './route-refusal';
import { routerSlot, type AppRouterInstance } from './router-slot';

/** The SPA: Apollo, the root actor (its children provided with the features' effects) and the router. */
export function App({ services: given, firstScreen = null }: { services?: AppServices; firstScreen?: FirstScreen | null }) {
  const [app] = useState(() => {
    const services = given ?? createAppServices();
    // A blocked bettor (isLogin 0) sent home from a login-enabled page is told why (issues 19, 36).
    const guard = createRouteGuard((refusal) => {
      const told = refusalToast(refusal);
      if (told) services.toast(told.kind, told.message);
    });
    return { services, guard, logic: provideApp(services, guard.logic) };
  });
  const { services, guard, logic } = app;
  // A site whose money locale arrives with its theme (a first visit, or the operator changed it): every page draws its figures again.
  const locale = useMoneyLocale();
  return (
    <ServicesContext.Provider value={services}>
      <ApolloProvider client={services.client}>
        <AppActor.Provider logic={logic} options={{ input: { storage: services.storage } }}>
          <StartedRoot>
            <AppRouter key={locale} check={guard.check} firstScreen={firstScreen} />
          </StartedRoot>
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

/**
 * Starts the root actor and binds the services to it, then renders `children`, which create the router.
 * A component of its own so React, rendering the first load as a transition, can yield between starting
 * the actor and creating the router (each a long piece of work on a phone).
 */
function StartedRoot({ children }: { children: ReactNode }) {
  const services = useServices();
  const root = AppActor.useActorRef();
  useState(() => {
    // Started now, not in the provider's effect: the router's first loaders run at once and ask the route guard.
    root.start();
    const child = <K extends 'session' | 'toast'>(id: K) => root.getSnapshot().children[id]!;
    // Bound before the router exists: creating it runs the first page's loaders, and a refusal there
    // (a blocked bettor loading a login-enabled page) toasts at once. The router is reached through the
    // root actor's one slot (router-slot.ts), whichever run of this initializer React keeps.
    const slot = routerSlot(root);
    services.bind({
      navigate: (path) => void slot.router?.navigate(path),
      toast: (kind, message) => child('toast').send({ type: 'toast.show', kind, message }),
      sessionExpired: () => child('session').send({ type: 'session.expired' }),
      revalidateRoutes: () => void slot.router?.revalidate(),
    });
  });
  return children;
}

/** Creates the root actor's one router (router-slot.ts) and renders it. */
function AppRouter({ check, firstScreen }: { check: ReturnType<typeof createRouteGuard>['check']; firstScreen: FirstScreen | null }) {
  const services = useServices();
  const root = AppActor.useActorRef();
  const [router] = useState((): AppRouterInstance => {
    const slot = routerSlot(root);
    const child = <K extends 'session' | 'routeGuard'>(id: K) => root.getSnapshot().children[id]!;
    return (slot.router ??= createAppRouter({
      client: services.client,
      check: (url) => {
        const { token, userDetail } = child('session').getSnapshot().context;
        check(child('routeGuard'), url, { token, userDetail });
      },
      // The startup machine leaves loadingLists once it has stored the five lists. The route's query is
      // then read from the cache in a task of its own: in the store's task (the broadcast and the layout's
      // render), it made that task longer still on a phone.
      startupLists: async () => {
        const { failedLists } = (await waitFor(root.getSnapshot().children.startup!, (s) => !s.matches('loadingLists'))).context;
        await nextTask();
        return failedLists;
      },
      firstScreen,
    }));
  });
  return (
    <>
      <RouterProvider router={router} />
      <InspectorGate root={root} />
    </>
  );
}
