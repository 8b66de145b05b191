import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { DEFAULT_EXCHANGE_ID } from '../../machines/exchange-tab.machine';
import { EXCHANGE_NAME_KEY, TOKEN_KEY } from '../../machines/lib/storage';
import { CasinoLaunchActor, DrillDownActor, ExchangeTabActor, SessionActor, StartupActor, ToastActor, TopNavActor } from './actors';
import { provideMachines } from './machines';
import { createAppRouter } from './router';
import { createAppServices, type AppServices } from './services';
import { AppContext, useApp, type AppContextValue } from './services-context';

/** The SPA: Apollo, the shell's actors (provided with real effects) and the router. */
export function App({ services: given }: { services?: AppServices }) {
  const [app] = useState<AppContextValue>(() => {
    const services = given ?? createAppServices();
    return { services, machines: provideMachines(services) };
  });
  const { services, machines } = app;
  const { storage } = services;
  const [start] = useState(() => ({
    token: storage.get(TOKEN_KEY),
    exchangeId: storage.get(EXCHANGE_NAME_KEY) || DEFAULT_EXCHANGE_ID,
  }));
  return (
    <AppContext.Provider value={app}>
      <ApolloProvider client={services.client}>
        <ToastActor.Provider logic={machines.toast}>
          <SessionActor.Provider logic={machines.session} options={{ input: { storage } }}>
            <StartupActor.Provider logic={machines.startup} options={{ input: { storage } }}>
              <ExchangeTabActor.Provider logic={machines.exchangeTab} options={{ input: { storage, loggedIn: Boolean(start.token) } }}>
                <TopNavActor.Provider logic={machines.topNav} options={{ input: { exchangeId: start.exchangeId } }}>
                  <DrillDownActor.Provider logic={machines.drillDown}>
                    <CasinoLaunchActor.Provider logic={machines.casinoLaunch} options={{ input: { token: start.token } }}>
                      <AppRouter />
                    </CasinoLaunchActor.Provider>
                  </DrillDownActor.Provider>
                </TopNavActor.Provider>
              </ExchangeTabActor.Provider>
            </StartupActor.Provider>
          </SessionActor.Provider>
        </ToastActor.Provider>
      </ApolloProvider>
      <Toaster position="top-right" visibleToasts={1} richColors closeButton />
    </AppContext.Provider>
  );
}

/** Creates the router once, binds the late effects, and keeps the actors told about each other. */
function AppRouter() {
  const { services } = useApp();
  const toast = ToastActor.useActorRef();
  const session = SessionActor.useActorRef();
  const exchange = ExchangeTabActor.useActorRef();
  const topNav = TopNavActor.useActorRef();
  const drillDown = DrillDownActor.useActorRef();
  const casino = CasinoLaunchActor.useActorRef();
  const [router] = useState(() => {
    const created = createAppRouter({
      client: services.client,
      session: () => {
        const { token, userDetail } = session.getSnapshot().context;
        return { token, userDetail };
      },
    });
    services.bind({
      navigate: (path) => void created.navigate(path),
      toast: (kind, message) => toast.send({ type: 'toast.show', kind, message }),
      sessionExpired: () => session.send({ type: 'session.expired' }),
    });
    return created;
  });

  useEffect(() => {
    let last = session.getSnapshot();
    const subscription = session.subscribe((snapshot) => {
      const changed = snapshot.context.token !== last.context.token || snapshot.hasTag('blocked') !== last.hasTag('blocked');
      last = snapshot;
      if (!changed) return;
      exchange.send({ type: 'session.change', loggedIn: snapshot.context.token !== null });
      casino.send({ type: 'session.change', token: snapshot.context.token });
      void router.revalidate(); // guards run again for the page on screen
    });
    return () => subscription.unsubscribe();
  }, [session, exchange, casino, router]);

  useEffect(() => {
    const published = exchange.on('exchange.published', ({ exchangeId }) => topNav.send({ type: 'exchange.change', exchangeId }));
    const selected = drillDown.on('sport.selected', ({ sportId }) => topNav.send({ type: 'sport.select', sportId, source: 'sideNav' }));
    return () => {
      published.unsubscribe();
      selected.unsubscribe();
    };
  }, [exchange, topNav, drillDown]);

  return <RouterProvider router={router} />;
}
