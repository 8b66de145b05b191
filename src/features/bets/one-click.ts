import { useQuery } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { BetSlipEvent } from '../../../machines/bet-slip.types';
import { useChild, useSessionView } from '@/lib/app-actor';
import { BetSlipSettingsQuery } from './bet-documents';

/** A one-click bet: an exchange runner at a ladder price. */
export interface OneClickBet {
  marketId: string;
  runnerId: string;
  runnerName: string;
  side: 'BACK' | 'LAY';
  price: number;
}

/** The bet slip's event for a one-click bet: the runner at the clicked price, with the one-click stake (paise). */
export function oneClickEvent(bet: OneClickBet, stake: number): Extract<BetSlipEvent, { type: 'bet.oneClick' }> {
  const { marketId, runnerId, runnerName, side, price } = bet;
  return { type: 'bet.oneClick', selection: { kind: 'exchange', marketId, runnerId, runnerName, side, price }, stake };
}

/**
 * The bettor's one-click setting and a placer that honours it: a click goes to the bet slip machine
 * as `bet.oneClick`, which places it through the same placeBet as any bet (a fresh idempotency key,
 * the exchange's status, the outcome toasted, an in-play delay counted down) or stops on the slip
 * with what to fix. `placing` is the slip's busy state.
 */
export function useOneClickBetting() {
  const { loggedIn } = useSessionView();
  const settings = useQuery(BetSlipSettingsQuery, { skip: !loggedIn });
  const slip = useChild('betSlip');
  const placing = useSelector(slip, (s) => s.hasTag('busy'));
  const on = loggedIn && (settings.data?.settings.oneClickBetting ?? false);
  const stake = settings.data?.settings.oneClickStake ?? 0;
  const place = useCallback((bet: OneClickBet) => slip.send(oneClickEvent(bet, stake)), [slip, stake]);
  return { on, stake, placing, place };
}
