import { useCallback } from 'react';
import { AppActor, useChild, useSessionView } from '@/lib/app-actor';
import type { PricePick } from './price-pick';

/**
 * What a price click does wherever prices are shown (a market page, the race card): a visitor gets the
 * login dialog; a bettor's slip takes the market's minimum stake and the picked selection.
 */
export function useSlipPick(): (pick: PricePick, market: { minStake: number }) => void {
  const { loggedIn } = useSessionView();
  const app = AppActor.useActorRef();
  const slip = useChild('betSlip');
  return useCallback(
    (pick: PricePick, market: { minStake: number }) => {
      if (!loggedIn) {
        app.send({ type: 'popup.open', name: 'login' });
        return;
      }
      slip.send({ type: 'settings.change', minStake: market.minStake });
      slip.send({ type: 'selection.choose', selection: pick });
    },
    [app, loggedIn, slip],
  );
}
