import { appMachine } from '../../machines/app.machine';
import type { routeGuardMachine } from '../../machines/route-guard.machine';
import { provideSession } from '@/features/auth/session-effects';
import { provideAccountFeed, provideBetSlip } from '@/features/bets/provide-bet-slip';
import { provideCasinoLaunch } from '@/features/casino/casino-effects';
import { provideSearch } from '@/features/header/search-effects';
import { provideLiveStream } from '@/features/live-stream/live-stream-effects';
import { provideNavigation } from '@/features/navigation/navigation-effects';
import { provideRealityCheck } from '@/features/safer-betting/public';
import { provideStartup } from '@/features/startup/startup-effects';
import type { AppServices } from '@/lib/services';
import { provideToast } from '@/lib/toast';

/**
 * The root actor's logic with every child provided by the feature that owns its screen
 * (ARCHITECTURE §6); the route guard comes from the router, which reads its decisions.
 */
export function provideApp(services: AppServices, routeGuard: typeof routeGuardMachine) {
  return appMachine.provide({
    actors: {
      session: provideSession(services),
      toast: provideToast(),
      startup: provideStartup(services),
      ...provideNavigation(services),
      casinoLaunch: provideCasinoLaunch(services),
      betSlip: provideBetSlip(services),
      accountFeed: provideAccountFeed(services.client),
      search: provideSearch(services),
      liveStream: provideLiveStream(services),
      routeGuard,
      realityCheck: provideRealityCheck(services),
    },
    actions: { revalidateRoutes: () => services.revalidateRoutes(), navigate: (_, { path }) => services.navigate(path) },
  });
}
