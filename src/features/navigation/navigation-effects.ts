import { drillDownMachine } from '../../../machines/drill-down.machine';
import { exchangeTabMachine } from '../../../machines/exchange-tab.machine';
import { topNavMachine } from '../../../machines/top-nav.machine';
import type { AppServices } from '@/lib/services';

/** The partner exchange (VIMAAN) the exchange bar opens; the spec does not show its address. */
export const PARTNER_EXCHANGE_URL = 'https://vimaan.example/';

/** The navigation machines (exchange tab, top navigation, side menu drill-down) with their real effects. */
export function provideNavigation(services: AppServices) {
  const navigate = (_: unknown, { path }: { path: string }) => services.navigate(path);
  return {
    exchangeTab: exchangeTabMachine.provide({
      actions: {
        navigate,
        toastError: (_, { message }) => services.toast('error', message),
        openPartnerSite: () => void window.open(PARTNER_EXCHANGE_URL, '_blank', 'noopener'),
      },
    }),
    topNav: topNavMachine.provide({ actions: { navigate } }),
    drillDown: drillDownMachine.provide({ actions: { navigate } }),
  };
}
