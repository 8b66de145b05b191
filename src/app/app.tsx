import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { InspectorGate } from '@/components/workbench/inspector-gate';
import { AppActor } from '@/lib/app-actor';
import { ServicesContext, useServices, type AppServices } from '@/lib/services';
import { provideApp } from './root-actor';
import { createAppRouter, createRouteGuard } from './router';
import { createAppServices } from './services';

/** The SPA: Apollo, the root actor (its children provided with the features' effects) and the router. */
export function App({ services: given }: { services?: AppServices }) {
  const [app] = useState(() => {
    const services = given ?? createAppServices();
    const guard = createRouteGuard();
    return { services, guard, logic: provideApp(services, guard.logic) };
  });
  const { services, guard, logic } = app;
  return (
    <ServicesContext.Provider value={services}>
      <ApolloProvider client={services.client}>
        <AppActor.Provider logic={logic} options={{ input: { storage: services.storage } }}>
          <AppRouter check={guard.check} />
        </AppActor.Provider>
      </ApolloProvider>
      <Toaster position="top-right" visibleToasts={1} richColors closeButton />
    </ServicesContext.Provider>
  );
}

/** Creates the router once and binds the late effects to it and to the root actor's children. */
function AppRouter({ check }: { check: ReturnType<typeof createRouteGuard>['check'] }) {
  const services = useServices();
  const root = AppActor.useActorRef();
  const [router] = useState(() => {
    // Started now, not in the provider's effect: the router's first loaders run at once and ask the route guard.
    root.start();
    const child = <K extends 'session' | 'toast' | 'routeGuard'>(id: K) => root.getSnapshot().children[id]!;
    const created = createAppRouter({
      client: services.client,
      check: (url) => {
        const { token, userDetail } = child('session').getSnapshot().context;
        check(child('routeGuard'), url, { token, userDetail });
      },
    });
    services.bind({
      navigate: (path) => void created.navigate(path),
      toast: (kind, message) => child('toast').send({ type: 'toast.show', kind, message }),
      sessionExpired: () => child('session').send({ type: 'session.expired' }),
      revalidateRoutes: () => void created.revalidate(),
    });
    return created;
  });
  return (
    <>
      <RouterProvider router={router} />
      <InspectorGate root={root} />
    </>
  );
}
