import { useMutation, useQuery } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { oddsText } from '@domain/bet-label';
import { BetSlipPanel } from './bet-slip-panel';
import { connectBetSlip } from './connect-bet-slip';
import { MyBetsButton } from './my-bets-button';
import { MyBetsPanel, type MatchedBet, type MyBetsPanelProps, type UnmatchedBet } from './my-bets-panel';
import { openBetCount } from './open-bets';
import type { MyBetsQuery as MyBetsData, SettledBetsQuery as SettledBetsData } from '@/gql/graphql';
import { betErrorMessage } from './bet-errors';
import { CancelBetMutation, MyBetsQuery, ReplaceBetMutation, SettledBetsQuery } from './bet-documents';
import { SettledBets, type SettledBet } from './settled-bets';
import { exchangeCodeOf } from './provide-bet-slip';
import { AppActor, useChild, useSessionView } from '@/lib/app-actor';
import { useServices } from '@/lib/services';
import { CashOutContainer, useCashOutMarkets } from '@/features/cash-out/public';

/** The bet slip panel on the bet slip actor. */
export function BetSlipContainer() {
  const slip = useChild('betSlip');
  const snapshot = useSelector(slip, (s) => s);
  return <BetSlipPanel view={connectBetSlip(snapshot)} send={slip.send} />;
}

type BetRow = MyBetsData['matchedBets'][number];

/** A matched bet shows the odds it got (often better than it asked), as on any exchange. */
const matchedRow = (bet: BetRow): MatchedBet => ({
  betId: bet.betId,
  selectionName: bet.selectionName,
  oddsPrice: bet.averagePriceMatched ?? bet.oddsPrice,
  stake: bet.sizeMatched,
  type: bet.type,
  line: bet.line ?? null,
});

const unmatchedRow = (bet: BetRow): UnmatchedBet => ({
  betId: bet.betId,
  marketId: bet.marketId,
  selectionName: bet.selectionName,
  type: bet.type,
  oddsPrice: bet.oddsPrice,
  sizeRemaining: bet.sizeRemaining,
  pending: bet.status === 'PENDING',
  queueAhead: bet.queueAhead ?? null,
});

/** A settled bet shows the odds it got and its matched stake, with the exchange's result and profit or loss. */
const settledRow = (bet: SettledBetsData['settledBets'][number]): SettledBet => ({
  betId: bet.betId,
  marketName: bet.marketName,
  selectionName: bet.selectionName,
  type: bet.type,
  line: bet.line ?? null,
  oddsPrice: bet.averagePriceMatched ?? bet.oddsPrice,
  stake: bet.sizeMatched,
  state: bet.state === 'VOIDED' ? 'VOIDED' : 'SETTLED',
  profitAndLoss: bet.profitAndLoss ?? 0,
});

/** My Bets of the event on screen: matched rows, and unmatched ones with cancel and change price. */
export function MyBetsContainer({ eventId }: { eventId: string | null }) {
  return <MyBetsPanel {...useMyBets(eventId)} />;
}

/** The phone's My Bets button for the event on screen: its open bets counted from the cache My Bets reads (kept current by the orders stream). */
export function MyBetsButtonContainer({ eventId }: { eventId: string | null }) {
  const app = AppActor.useActorRef();
  const { loggedIn } = useSessionView();
  const bets = useQuery(MyBetsQuery, { variables: { eventId: eventId ?? '' }, skip: !loggedIn || !eventId });
  // A visitor has no bets: the login prompt comes with a price's click.
  if (!loggedIn) return null;
  return <MyBetsButton openBets={eventId ? openBetCount(bets.data) : 0} onOpen={() => app.send({ type: 'popup.open', name: 'bets' })} />;
}

/** The My Bets panel's props for an event, with cancel and change price wired to the gateway. */
export function useMyBets(eventId: string | null): MyBetsPanelProps {
  const services = useServices();
  const { loggedIn } = useSessionView();
  const bets = useQuery(MyBetsQuery, { variables: { eventId: eventId ?? '' }, skip: !loggedIn || !eventId });
  // Read once per event: a settlement's order changes move its bets here (orders-cache.ts), no poll.
  const settled = useQuery(SettledBetsQuery, { variables: { eventId: eventId ?? '' }, skip: !loggedIn || !eventId, notifyOnNetworkStatusChange: true });
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
      // Nothing refetched: the answer and the orders and balance streams move My Bets and the header.
      setBusy((s) => {
        const next = new Set(s);
        next.delete(betId);
        return next;
      });
    }
  };

  const marketNames = new Map((data?.matchedBets ?? []).flatMap((b) => (b.marketName ? [[b.marketId, b.marketName] as const] : [])));
  const positions = data?.marketPositions ?? [];
  const withPanel = useCashOutMarkets(`${eventId ?? ''}:${loggedIn}`, positions);
  const cashOutMarkets = positions.filter((p) => withPanel.has(p.marketId));
  return {
    cashOut:
      cashOutMarkets.length > 0
        ? cashOutMarkets.map((p) => <CashOutContainer key={p.marketId} marketId={p.marketId} marketName={marketNames.get(p.marketId) ?? p.marketId} position={p.runners} unmatched={data?.unmatchedBets ?? []} compact />)
        : null,
    settled:
      loggedIn && eventId ? (
        <SettledBets
          status={settled.data ? 'ready' : settled.error ? 'error' : 'loading'}
          bets={(settled.data?.settledBets ?? []).filter((b) => b.state === 'SETTLED' || b.state === 'VOIDED').map(settledRow)}
          onRetry={() => void settled.refetch().catch(() => undefined)}
        />
      ) : null,
    matched: (data?.matchedBets ?? []).map(matchedRow),
    unmatched: (data?.unmatchedBets ?? []).map(unmatchedRow),
    busyBetIds: busy,
    onCancel: (bet) => void run(bet.betId, () => cancelBet({ variables: { marketId: bet.marketId, betId: bet.betId } }), `Bet cancelled: ${bet.selectionName}`),
    onChangePrice: (bet, price) =>
      void run(bet.betId, () => replaceBet({ variables: { marketId: bet.marketId, betId: bet.betId, price } }), `Price changed to ${oddsText(price)}: ${bet.selectionName}`),
  };
}
