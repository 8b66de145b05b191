import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { fromCallback, fromPromise } from 'xstate';
import type { AccountFeedEvent } from '../../../machines/app.machine';
import { betSlipMachine, type BetAnnouncement } from '../../../machines/bet-slip.machine';
import type { BetSelection, BetSlipEvent, BetStatus, PlacedSelection, PlaceBetRequest, PlaceBetResult } from '../../../machines/bet-slip.types';
import { errorCode } from '../../../machines/lib/effects';
import { graphql } from '@/gql/gql';
import type { BetSelectionInput, MyBets_BetFragment, PlaceBetMutationVariables } from '@/gql/graphql';
import { HeaderBalanceQuery } from '@/features/header/public';
import { formatMoney } from '@/lib/format';
import type { AppServices } from '@/lib/services';
import type { LiveStore } from '@/lib/feed/book-store';
import { BetSlipSettingsQuery, MyBetsQuery, PlaceBetMutation } from './bet-documents';
import { betErrorMessage } from './bet-errors';

/** What the bet slip needs to know of a market (read from the cache the market page filled). */
export const BetMarket_info = graphql(`
  fragment BetMarket_info on Market {
    marketId
    exEventId
    kind
    marketName
  }
`);

/** The best price a bet on `side` can take now, from a runner's book; null when none (or not open). */
export function offeredPrice(
  market: { status: string; runners: ReadonlyArray<{ runnerId: string; availableToBack: ReadonlyArray<{ price: number }>; availableToLay: ReadonlyArray<{ price: number }> }> } | null | undefined,
  runnerId: string,
  side: 'BACK' | 'LAY',
): number | null {
  if (!market || market.status !== 'OPEN') return null;
  const runner = market.runners.find((r) => r.runnerId === runnerId);
  const best = side === 'BACK' ? runner?.availableToBack[0] : runner?.availableToLay[0];
  return best?.price ?? null;
}

/**
 * The slip's `watchPrice`: the price the selection's runner offers now on its side, from the live
 * book the page's feed keeps (LiveStore), sent as `odds.update` each time it changes (exchange and
 * bookmaker runners; other kinds are priced by rate or fixed odds).
 */
export function provideWatchPrice(liveStore: LiveStore) {
  return fromCallback<BetSlipEvent, BetSelection>(({ input, sendBack }) => {
    if (input.kind !== 'exchange' && input.kind !== 'bookmaker') return;
    let last: number | null | undefined;
    const send = () => {
      const price = offeredPrice(liveStore.book(input.marketId), input.runnerId, input.side);
      if (price === last) return;
      last = price;
      sendBack({ type: 'odds.update', price });
    };
    send();
    return liveStore.subscribe(`book:${input.marketId}`, send);
  });
}

/** The exchange code of a failed GraphQL call. */
export function exchangeCodeOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    if (typeof code === 'string') return code;
  }
  return errorCode(error) ?? 'UNKNOWN_ERROR';
}

/**
 * The PlaceBet mutation's input for a slip's request: the selection's kind picks the one member of
 * the `@oneOf` BetSelectionInput; the stake goes as it is, in paise.
 */
export function placeBetInput(request: PlaceBetRequest): PlaceBetMutationVariables['input'] {
  const { marketId, side, size, idempotencyKey, selection } = request;
  return { marketId, side, size, idempotencyKey, selection: selectionInput(selection) };
}

function selectionInput(selection: PlacedSelection): BetSelectionInput {
  switch (selection.kind) {
    case 'exchange':
      return { exchange: { runnerId: selection.runnerId, price: selection.price } };
    case 'bookmaker':
      return { bookmaker: { runnerId: selection.runnerId, price: selection.price } };
    case 'fancy':
      return { fancy: { line: selection.line, rate: selection.rate } };
    case 'outcome':
      return { outcome: { outcomeId: selection.outcomeId, odds: selection.odds } };
  }
}

/** What the sizes of a bet say about it. */
export function statusOfSizes(sizeMatched: number, sizeRemaining: number): BetStatus {
  if (sizeMatched > 0 && sizeRemaining > 0) return 'PARTLY_MATCHED';
  if (sizeMatched > 0) return 'MATCHED';
  if (sizeRemaining > 0) return 'UNMATCHED';
  return 'REJECTED';
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** The toast that tells the bettor how a bet ended (the slip's place in the frame may be off screen on a phone). */
export function announceBet(toast: AppServices['toast'], { outcome, runnerName }: BetAnnouncement): void {
  if (outcome.status === 'MATCHED') toast('success', `Bet matched: ${runnerName}`);
  else if (outcome.status === 'PARTLY_MATCHED') toast('success', `Bet partly matched: ${runnerName}, ${formatMoney(outcome.sizeMatched)} matched`);
  else if (outcome.status === 'REJECTED') toast('error', betErrorMessage(outcome.errorCode ?? 'UNKNOWN_ERROR'));
  else toast('info', `Bet placed unmatched: ${runnerName}`);
}

/**
 * While logged in (the root actor runs it): the bet slip's available balance and quick stakes,
 * from the cached HeaderBalance and BetSlipSettings queries, sent each time they change.
 */
export function provideAccountFeed(client: ApolloClient) {
  return fromCallback<AccountFeedEvent>(({ sendBack }) => {
    const balance = client.watchQuery({ query: HeaderBalanceQuery, fetchPolicy: 'cache-first' }).subscribe(({ data }) => {
      // The gateway's available figure (bankBalance − exposure), paise.
      if (data?.balance?.available !== undefined) sendBack({ type: 'balance.change', available: data.balance.available });
    });
    const settings = client.watchQuery({ query: BetSlipSettingsQuery }).subscribe(({ data }) => {
      if (data?.settings?.defaultStakes) sendBack({ type: 'settings.change', quickStakes: [...data.settings.defaultStakes], acceptOddsChanges: data.settings.acceptOddsChanges });
    });
    return () => {
      balance.unsubscribe();
      settings.unsubscribe();
    };
  });
}

/**
 * The bet slip machine with its real effects: `placeBet` sends the PlaceBet mutation (the typed
 * selection's fields, stake in paise); an in-play bet's answer carries `releaseAt`, and `awaitOutcome` then
 * reads the bet back once the delay is over. Every settled bet refreshes My Bets and the balance;
 * each outcome is toasted (`announce`).
 */
export function provideBetSlip(services: Pick<AppServices, 'client' | 'toast' | 'liveStore'>) {
  const { client } = services;
  const pending = new Map<string, { marketId: string; releaseAt: number }>();
  const refresh = () => void client.refetchQueries({ include: [MyBetsQuery, HeaderBalanceQuery] }).catch(() => undefined);
  const marketOf = (marketId: string) => client.cache.readFragment({ id: client.cache.identify({ __typename: 'Market', marketId }), fragment: BetMarket_info });
  const eventOf = (marketId: string) => marketOf(marketId)?.exEventId ?? null;

  const placeBet = fromPromise<PlaceBetResult, PlaceBetRequest>(async ({ input }) => {
    const variables = { input: placeBetInput(input) };
    try {
      const { data } = await client.mutate({ mutation: PlaceBetMutation, variables });
      const receipt = data!.placeBet;
      if (receipt.status === 'PENDING') {
        const releaseAt = receipt.releaseAt ? Date.parse(receipt.releaseAt) : Date.now();
        pending.set(receipt.betId, { marketId: receipt.marketId, releaseAt });
        return { betId: receipt.betId, delayMs: Math.max(1, releaseAt - Date.now()) };
      }
      refresh();
      const status = statusOfSizes(receipt.sizeMatched, receipt.sizeRemaining);
      return {
        betId: receipt.betId,
        status,
        sizeMatched: receipt.sizeMatched,
        sizeRemaining: receipt.sizeRemaining,
        averagePriceMatched: receipt.averagePriceMatched ?? undefined,
        ...(status === 'REJECTED' ? { errorCode: 'BET_TAKEN_OR_LAPSED' } : {}),
      };
    } catch (error) {
      return { status: 'REJECTED', errorCode: exchangeCodeOf(error) };
    }
  });

  const awaitOutcome = fromPromise<PlaceBetResult, { betId: string | null; idempotencyKey: string }>(async ({ input, signal }) => {
    const bet = input.betId ? pending.get(input.betId) : undefined;
    const eventId = bet ? eventOf(bet.marketId) : null;
    if (!input.betId || !bet || !eventId) return { betId: input.betId ?? undefined, status: 'UNMATCHED' };
    await sleep(Math.max(0, bet.releaseAt - Date.now()) + 150, signal);
    for (let attempt = 0; attempt < 20 && !signal.aborted; attempt++) {
      const { data } = await client.query({ query: MyBetsQuery, variables: { eventId }, fetchPolicy: 'network-only' });
      const rows: MyBets_BetFragment[] = data ? [...data.matchedBets, ...data.unmatchedBets] : [];
      const row = rows.find((r) => r.betId === input.betId);
      if (row && row.status !== 'PENDING') {
        pending.delete(input.betId);
        refresh();
        const status = statusOfSizes(row.sizeMatched, row.sizeRemaining);
        return { betId: row.betId, status, sizeMatched: row.sizeMatched, sizeRemaining: row.sizeRemaining, averagePriceMatched: row.averagePriceMatched ?? undefined, ...(status === 'REJECTED' ? { errorCode: 'BET_TAKEN_OR_LAPSED' } : {}) };
      }
      if (!row && attempt >= 3) {
        // Neither matched nor waiting: it lapsed (the market moved or suspended during the delay).
        pending.delete(input.betId);
        refresh();
        return { betId: input.betId, status: 'REJECTED', errorCode: 'BET_TAKEN_OR_LAPSED' };
      }
      await sleep(400, signal);
    }
    return { betId: input.betId, status: 'UNMATCHED' };
  });

  return betSlipMachine.provide({ actors: { placeBet, awaitOutcome, watchPrice: provideWatchPrice(services.liveStore) }, actions: { announce: (_, announcement) => announceBet(services.toast, announcement) } });
}
