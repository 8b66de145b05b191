import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { HeaderBalanceQuery } from '@/features/header/public';
import { useSessionView } from '@/lib/app-actor';
import { formatMoney } from '@/lib/format';
import { useServices, type AppServices } from '@/lib/services';
import { BetSlipSettingsQuery, MyBetsQuery, PlaceBetMutation } from './bet-documents';
import { betErrorMessage } from './bet-errors';
import { announceBet, exchangeCodeOf, placeBetInput, statusOfSizes } from './provide-bet-slip';

/** A one-click bet: an exchange runner at a ladder price. */
export interface OneClickBet {
  marketId: string;
  runnerId: string;
  runnerName: string;
  side: 'BACK' | 'LAY';
  price: number;
}

/**
 * Places a one-click bet at once through the same PlaceBet mutation as the slip (a fresh
 * idempotency key per click, the stake from settings). An in-play bet is held by the exchange for
 * the market's delay: the toast says so and My Bets shows it pending until it settles there.
 */
export async function placeOneClick(services: Pick<AppServices, 'client' | 'toast'>, bet: OneClickBet, stake: number, idempotencyKey: string = crypto.randomUUID()): Promise<void> {
  const { client } = services;
  try {
    const { data } = await client.mutate({
      mutation: PlaceBetMutation,
      variables: { input: placeBetInput({ marketId: bet.marketId, side: bet.side, size: stake, idempotencyKey, selection: { kind: 'exchange', runnerId: bet.runnerId, price: bet.price } }) },
    });
    const receipt = data!.placeBet;
    if (receipt.status === 'PENDING') {
      const seconds = receipt.releaseAt ? Math.max(1, Math.ceil((Date.parse(receipt.releaseAt) - Date.now()) / 1000)) : null;
      services.toast('info', `Bet placed: ${bet.runnerName} ${formatMoney(stake)} at ${bet.price.toFixed(2)}, in-play delay${seconds ? ` ${seconds}s` : ''}`);
    } else {
      const status = statusOfSizes(receipt.sizeMatched, receipt.sizeRemaining);
      announceBet(services.toast, {
        runnerName: bet.runnerName,
        outcome: { status, betId: receipt.betId, sizeMatched: receipt.sizeMatched, sizeRemaining: receipt.sizeRemaining, averagePriceMatched: receipt.averagePriceMatched ?? null, errorCode: status === 'REJECTED' ? 'BET_TAKEN_OR_LAPSED' : null },
      });
    }
  } catch (error) {
    services.toast('error', betErrorMessage(exchangeCodeOf(error)));
  } finally {
    void client.refetchQueries({ include: [MyBetsQuery, HeaderBalanceQuery] }).catch(() => undefined);
  }
}

/** The bettor's one-click setting and a placer that honours it (off, or logged out: nothing is placed here). */
export function useOneClickBetting() {
  const services = useServices();
  const { loggedIn } = useSessionView();
  const settings = useQuery(BetSlipSettingsQuery, { skip: !loggedIn });
  const [placing, setPlacing] = useState(false);
  const on = loggedIn && (settings.data?.settings.oneClickBetting ?? false);
  const stake = settings.data?.settings.oneClickStake ?? 0;
  const place = useCallback(
    async (bet: OneClickBet) => {
      setPlacing(true);
      try {
        await placeOneClick(services, bet, stake);
      } finally {
        setPlacing(false);
      }
    },
    [services, stake],
  );
  return { on, stake, placing, place };
}
