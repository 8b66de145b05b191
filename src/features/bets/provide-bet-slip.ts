import { CombinedGraphQLErrors, ServerError, type ApolloClient } from '@apollo/client';
import { fromCallback, fromPromise } from 'xstate';
import type { AccountFeedEvent } from '../../../machines/app.machine';
import { betSlipMachine, type BetAnnouncement } from '../../../machines/bet-slip.machine';
import type { BetRefusal, BetSelection, BetSlipEvent, PlacedSelection, PlaceBetRequest, PlaceBetResult } from '../../../machines/bet-slip.types';
import type { LapseReason, OrderStatus } from '@domain/bet-contract';
import { errorCode, retryAfterOf } from '../../../machines/lib/effects';
import type { BetSelectionInput, PlaceBetMutationVariables } from '@/gql/graphql';
import { HeaderBalanceQuery } from '@/features/header/public';
import { formatMoney } from '@/lib/format';
import type { AppServices } from '@/lib/services';
import type { LiveStore } from '@/lib/feed/book-store';
import { BetMarket_info, BetSlipSettingsQuery, MyBets_bet, MyEventFiguresSubscription, MyOrdersBetsSubscription, PlaceBetMutation } from './bet-documents';
import { figuresIntoCache, ordersIntoCache, receiptIntoCache } from './orders-cache';
import { betErrorMessage } from './bet-errors';
import { slipOnScreen } from './slip-on-screen';

export { BetMarket_info };

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

/**
 * The first GraphQL error of a failed call: from the result's errors, or from a non-2xx reply's body
 * (the gateway refuses a placeBet at the door under overload with HTTP 429 and `{ errors: [...] }`,
 * which Apollo hands on as a ServerError with the body's text).
 */
function firstGraphQLError(error: unknown): { extensions?: Record<string, unknown> } | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0];
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { extensions?: Record<string, unknown> }[] };
      return body.errors?.[0];
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The exchange code of a failed GraphQL call (a bare HTTP 429 is TOO_MANY_REQUESTS). */
export function exchangeCodeOf(error: unknown): string {
  const code = firstGraphQLError(error)?.extensions?.code;
  if (typeof code === 'string') return code;
  if (ServerError.is(error) && error.statusCode === 429) return 'TOO_MANY_REQUESTS';
  return errorCode(error) ?? 'UNKNOWN_ERROR';
}

/** Seconds a refused call was asked to wait: `extensions.retryAfterS`, else the reply's Retry-After header; null when none. */
export function retryAfterSecondsOf(error: unknown): number | null {
  const fromBody = retryAfterOf(firstGraphQLError(error) ?? error);
  if (fromBody !== null) return fromBody;
  if (!ServerError.is(error)) return null;
  const header = Number(error.response.headers.get('retry-after'));
  return error.response.headers.has('retry-after') && Number.isFinite(header) && header >= 0 ? header : null;
}

/** A failed PlaceBet as the slip's refusal: the exchange's code and, under overload, how long to wait. */
export function refusalOf(error: unknown): BetRefusal {
  const remaining = firstGraphQLError(error)?.extensions?.remaining;
  return { status: 'REJECTED', errorCode: exchangeCodeOf(error), retryAfterS: retryAfterSecondsOf(error), ...(typeof remaining === 'number' ? { limitRemaining: remaining } : {}) };
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

/**
 * The toast that tells the bettor how a bet ended, when the slip that says it is not on their screen (they
 * moved to another page or scrolled it away: `slipOnScreen`); a slip in view says it itself.
 */
export function announceBet(toast: AppServices['toast'], { outcome, runnerName }: BetAnnouncement, onScreen: () => boolean = slipOnScreen): void {
  if (onScreen()) return;
  if (outcome.errorCode !== null || outcome.status === 'REJECTED') toast('error', betErrorMessage(outcome.errorCode ?? 'UNKNOWN_ERROR', outcome.retryAfterS, outcome.limitRemaining));
  else if (outcome.status === 'EXECUTION_COMPLETE') toast('success', `Bet matched: ${runnerName}`);
  else if (outcome.sizeMatched > 0) toast('success', `Bet partly matched: ${runnerName}, ${formatMoney(outcome.sizeMatched)} matched`);
  else toast('info', `Bet placed unmatched: ${runnerName}`);
}

/**
 * While logged in (the root actor runs it): the bet slip's available balance and quick stakes,
 * from the cached HeaderBalance and BetSlipSettings queries, sent each time they change; and the
 * caller's orders stream and the figures stream (positions, event book) written into the cache
 * (orders-cache.ts), which My Bets, the slip's in-play outcome and the event book read.
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
    const orders = client.subscribe({ query: MyOrdersBetsSubscription, fetchPolicy: 'no-cache' }).subscribe(({ data }) => {
      if (data?.myOrders) ordersIntoCache(client.cache, data.myOrders);
    });
    const figures = client.subscribe({ query: MyEventFiguresSubscription, fetchPolicy: 'no-cache' }).subscribe(({ data }) => {
      if (data?.myEventFigures) figuresIntoCache(client.cache, data.myEventFigures);
    });
    return () => {
      balance.unsubscribe();
      settings.unsubscribe();
      orders.unsubscribe();
      figures.unsubscribe();
    };
  });
}

/** What the slip takes from a bet's order row or receipt: the exchange's status and figures as they are. */
function resultOf(bet: { betId: string; status: OrderStatus; sizeMatched: number; sizeRemaining: number; averagePriceMatched?: number | null; lapseReason?: LapseReason | null }): PlaceBetResult {
  const result = { betId: bet.betId, status: bet.status, sizeMatched: bet.sizeMatched, sizeRemaining: bet.sizeRemaining, averagePriceMatched: bet.averagePriceMatched ?? null };
  return bet.lapseReason ? { ...result, lapseReason: bet.lapseReason } : result;
}

/**
 * The in-play bet's outcome: the bet as the orders stream writes it into the cache, once the
 * exchange has released it from the delay (any status but PENDING). No polling: the order's push
 * after the delay is the answer; a push missed on a dropped socket comes with the stream's resume.
 */
export function awaitOrderPush(client: ApolloClient, betId: string, signal: AbortSignal): Promise<PlaceBetResult> {
  return new Promise((resolve) => {
    let settled: PlaceBetResult | null = null;
    const watch = client.watchFragment({ fragment: MyBets_bet, from: { __typename: 'Bet', betId } }).subscribe((result) => {
      if (settled || !result.complete || result.data.status === 'PENDING') return;
      settled = resultOf(result.data);
      resolve(settled);
      queueMicrotask(() => watch.unsubscribe());
    });
    signal.addEventListener('abort', () => watch.unsubscribe());
  });
}

/**
 * The bet slip machine with its real effects: `placeBet` sends the PlaceBet mutation (the typed
 * selection's fields, stake in paise) and answers the exchange's receipt as it is; an in-play bet's
 * receipt is PENDING with `releaseAt`, and `awaitOutcome` then waits for the bet's order push. Nothing
 * is refetched: the orders and balance streams move My Bets and the header. Each outcome is toasted
 * (`announce`).
 */
export function provideBetSlip(services: Pick<AppServices, 'client' | 'toast' | 'liveStore'>) {
  const { client } = services;

  const placeBet = fromPromise<PlaceBetResult, PlaceBetRequest>(async ({ input }) => {
    const variables = { input: placeBetInput(input) };
    let receipt;
    try {
      receipt = (await client.mutate({ mutation: PlaceBetMutation, variables })).data!.placeBet;
    } catch (error) {
      return refusalOf(error);
    }
    receiptIntoCache(client.cache, receipt);
    if (receipt.status !== 'PENDING') return resultOf(receipt);
    const releaseAt = receipt.releaseAt ? Date.parse(receipt.releaseAt) : Date.now();
    return { ...resultOf(receipt), delayMs: Math.max(1, releaseAt - Date.now()) };
  });

  const awaitOutcome = fromPromise<PlaceBetResult, { betId: string | null; idempotencyKey: string }>(async ({ input, signal }) => {
    if (!input.betId) return { status: 'REJECTED', errorCode: 'INVALID_BET_ID' };
    return awaitOrderPush(client, input.betId, signal);
  });

  return betSlipMachine.provide({ actors: { placeBet, awaitOutcome, watchPrice: provideWatchPrice(services.liveStore) }, actions: { announce: (_, announcement) => announceBet(services.toast, announcement) } });
}
