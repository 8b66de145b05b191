import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { BetSlipPanel } from './bet-slip-panel';
import { connectBetSlip } from './connect-bet-slip';
import { MyBetsPanel, type MatchedBet, type MyBetsPanelProps, type UnmatchedBet } from './my-bets-panel';
import type { MyBetsQuery as MyBetsData } from '@/gql/graphql';
import { betErrorMessage } from './bet-errors';
import { BetSlipSettingsQuery, CancelBetMutation, MyBetsQuery, ReplaceBetMutation } from './bet-documents';
import { formatMoney } from '@/lib/format';
import { BetSlipActor } from '@/app/actors';
import { exchangeCodeOf } from './provide-bet-slip';
import { useApp } from '@/app/services-context';
import { useSessionView } from '@/features/auth/session-hooks';
import { HeaderBalanceQuery } from '@/features/header/account-documents';

/** The bet slip panel on the bet slip actor. */
export function BetSlipContainer() {
  const slip = BetSlipActor.useActorRef();
  const snapshot = BetSlipActor.useSelector((s) => s);
  return <BetSlipPanel view={connectBetSlip(snapshot)} send={slip.send} />;
}

/**
 * Keeps the bet slip told about the balance and the bettor's quick stakes, and toasts each outcome
 * (the bet slip's place in the frame may be off screen on a phone).
 */
export function BetSlipEffects() {
  const { services } = useApp();
  const { loggedIn } = useSessionView();
  const slip = BetSlipActor.useActorRef();
  const balance = useQuery(HeaderBalanceQuery, { skip: !loggedIn, fetchPolicy: 'cache-first' });
  const settings = useQuery(BetSlipSettingsQuery, { skip: !loggedIn });
  const available = balance.data ? balance.data.balance.available : null;
  const quickStakes = settings.data?.settings.defaultStakes;

  useEffect(() => {
    if (available !== null) slip.send({ type: 'balance.change', available });
  }, [slip, available]);
  useEffect(() => {
    if (quickStakes) slip.send({ type: 'settings.change', quickStakes: [...quickStakes] });
  }, [slip, quickStakes]);
  useEffect(() => {
    if (!loggedIn) slip.send({ type: 'slip.clear' });
  }, [slip, loggedIn]);

  useEffect(() => {
    let last = slip.getSnapshot();
    const subscription = slip.subscribe((snapshot) => {
      const before = last;
      last = snapshot;
      const name = snapshot.context.selection?.runnerName ?? 'Bet';
      if (snapshot.matches('settled') && !before.matches('settled')) {
        const outcome = snapshot.context.outcome;
        if (outcome?.status === 'MATCHED') services.toast('success', `Bet matched: ${name}`);
        else if (outcome?.status === 'PARTLY_MATCHED') services.toast('success', `Bet partly matched: ${name}, ${formatMoney(outcome.sizeMatched)} matched`);
        else services.toast('info', `Bet placed unmatched: ${name}`);
      }
      if (snapshot.matches('rejected') && !before.matches('rejected')) {
        services.toast('error', betErrorMessage(snapshot.context.outcome?.errorCode ?? 'UNKNOWN_ERROR'));
      }
    });
    return () => subscription.unsubscribe();
  }, [slip, services]);
  return null;
}

type BetRow = MyBetsData['matchedBets'][number];

/** A matched bet shows the odds it got (often better than it asked), as on any exchange. */
const matchedRow = (bet: BetRow): MatchedBet => ({
  betId: bet.betId,
  selectionName: bet.selectionName,
  oddsPrice: bet.averagePriceMatched ?? bet.oddsPrice,
  stake: bet.sizeMatched,
  type: bet.type,
});

const unmatchedRow = (bet: BetRow): UnmatchedBet => ({
  betId: bet.betId,
  marketId: bet.marketId,
  selectionName: bet.selectionName,
  type: bet.type,
  oddsPrice: bet.oddsPrice,
  sizeRemaining: bet.sizeRemaining,
  pending: bet.status === 'PENDING',
});

/** My Bets of the event on screen: matched rows, and unmatched ones with cancel and change price. */
export function MyBetsContainer({ eventId }: { eventId: string | null }) {
  return <MyBetsPanel {...useMyBets(eventId)} />;
}

/** The My Bets panel's props for an event, with cancel and change price wired to the gateway. */
export function useMyBets(eventId: string | null): MyBetsPanelProps {
  const { services } = useApp();
  const { loggedIn } = useSessionView();
  const bets = useQuery(MyBetsQuery, { variables: { eventId: eventId ?? '' }, skip: !loggedIn || !eventId });
  const [cancelBet] = useMutation(CancelBetMutation);
  const [replaceBet] = useMutation(ReplaceBetMutation);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const data = loggedIn && eventId ? bets.data : undefined;

  const run = async (betId: string, action: () => Promise<unknown>, done: string) => {
    setBusy((s) => new Set(s).add(betId));
    try {
      await action();
      services.toast('success', done);
    } catch (error) {
      services.toast('error', betErrorMessage(exchangeCodeOf(error)));
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(betId);
        return next;
      });
      void services.client.refetchQueries({ include: [MyBetsQuery, HeaderBalanceQuery] }).catch(() => undefined);
    }
  };

  return {
    matched: (data?.matchedBets ?? []).map(matchedRow),
    unmatched: (data?.unmatchedBets ?? []).map(unmatchedRow),
    busyBetIds: busy,
    onCancel: (bet) => void run(bet.betId, () => cancelBet({ variables: { marketId: bet.marketId, betId: bet.betId } }), `Bet cancelled: ${bet.selectionName}`),
    onChangePrice: (bet, price) =>
      void run(bet.betId, () => replaceBet({ variables: { marketId: bet.marketId, betId: bet.betId, price } }), `Price changed to ${price.toFixed(2)}: ${bet.selectionName}`),
  };
}
