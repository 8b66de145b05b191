/**
 * Cash out of one market: pick a share (25–100 %), ask (freezing the exchange's quote of that
 * moment), confirm, and the hedge is placed at the quoted prices. When the book moved in between,
 * nothing is placed and the exchange's new quote is held for one more click (`requoted`). In play the
 * hedge waits out the bet delay (`waiting`): the order push says when it has matched. The result
 * shows (`done`), then the panel goes back to the live quote by itself.
 *
 * Events: `fraction.change { fraction }`, `cashOut.request { quote, idempotencyKey }`,
 * `cashOut.confirm`, `cashOut.back`, `order.update { betId, status, sizeMatched? }`, `result.dismiss`.
 * Must be provided: actor `placeCashOut` ({ quote, idempotencyKey } → {@link CashOutAnswer}),
 * actions `notifyDone` ({ outcome, guaranteed }) and `notifyFailed` ({ code }).
 */
import { assertEvent, assign, setup } from 'xstate';
import { actorNotProvided, errorCode, notProvidedError } from './lib/effects';
import { CASH_OUT_FRACTIONS, type CashOutAnswer, type CashOutContext, type CashOutEvent, type CashOutOutcome, type CashOutQuote } from './cash-out.types';

/** How long the result stays on screen before the panel shows the live quote again, ms. */
export const CASH_OUT_RESULT_MS = 4_000;

const NAME = 'cashOutMachine';
/** The placing actor's answer carried by its done event (null for any other event). */
const answerOf = (event: object): CashOutAnswer | null => ('output' in event ? (event.output as CashOutAnswer) : null);
const placedOf = (answer: CashOutAnswer | null): CashOutOutcome | null => (answer && 'placed' in answer ? answer.placed : null);
const movedOf = (answer: CashOutAnswer | null) => (answer && 'moved' in answer ? answer.moved : null);
const placeable = (quote: CashOutQuote) => quote.available && quote.bets.length > 0;
/** A hedge bet still open: waiting out the delay, or (for a moment after it) with a rest the exchange is cancelling. */
const open = (status: string) => status === 'PENDING' || status === 'EXECUTABLE';

export const cashOutMachine = setup({
  types: {
    context: {} as CashOutContext,
    events: {} as CashOutEvent,
    tags: {} as 'busy',
  },
  actors: {
    placeCashOut: actorNotProvided<CashOutAnswer, { quote: CashOutQuote; idempotencyKey: string }>(NAME, 'placeCashOut'),
  },
  delays: {
    resultShown: CASH_OUT_RESULT_MS,
  },
  actions: {
    notifyDone: (_, _params: { outcome: CashOutOutcome; guaranteed: number | null }) => {
      throw notProvidedError(NAME, 'notifyDone');
    },
    notifyFailed: (_, _params: { code: string }) => {
      throw notProvidedError(NAME, 'notifyFailed');
    },
    setFraction: assign({
      fraction: ({ event }) => {
        assertEvent(event, 'fraction.change');
        return event.fraction;
      },
    }),
    holdQuote: assign(({ event }) => {
      assertEvent(event, 'cashOut.request');
      return { quote: event.quote, idempotencyKey: event.idempotencyKey, outcome: null, waited: false, failure: null };
    }),
    holdRequote: assign(({ event }) => {
      const moved = movedOf(answerOf(event))!;
      return { quote: moved.quote, idempotencyKey: moved.idempotencyKey, outcome: null, failure: null };
    }),
    keepOutcome: assign({ outcome: ({ event }) => placedOf(answerOf(event)) }),
    markWaited: assign({ waited: true }),
    applyOrderUpdate: assign({
      outcome: ({ context, event }) => {
        assertEvent(event, 'order.update');
        if (!context.outcome) return null;
        const bets = context.outcome.bets.map((bet) =>
          bet.betId === event.betId ? { ...bet, status: event.status, sizeMatched: event.sizeMatched ?? (open(event.status) ? bet.sizeMatched : null) } : bet,
        );
        return { ...context.outcome, bets };
      },
    }),
    release: assign({ quote: null, idempotencyKey: null }),
  },
  guards: {
    validFraction: ({ event }) => event.type === 'fraction.change' && (CASH_OUT_FRACTIONS as readonly number[]).includes(event.fraction),
    quoteAvailable: ({ event }) => event.type === 'cashOut.request' && placeable(event.quote),
    requoted: ({ event }) => {
      const moved = movedOf(answerOf(event));
      return moved !== null && placeable(moved.quote);
    },
    moved: ({ event }) => movedOf(answerOf(event)) !== null,
    hedgeWaiting: ({ event }) => placedOf(answerOf(event))?.bets.some((b) => open(b.status)) ?? false,
    hedgeSettled: ({ context }) => context.outcome !== null && !context.outcome.bets.some((b) => open(b.status)),
    ownBet: ({ context, event }) => event.type === 'order.update' && (context.outcome?.bets.some((b) => b.betId === event.betId) ?? false),
  },
}).createMachine({
  id: 'cashOut',
  context: { fraction: 1, quote: null, idempotencyKey: null, outcome: null, waited: false, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'fraction.change': { guard: 'validFraction', actions: 'setFraction' },
        'cashOut.request': { guard: 'quoteAvailable', target: 'confirming', actions: 'holdQuote' },
      },
    },
    confirming: {
      description: 'The quote is frozen on screen: the bettor confirms exactly these bets.',
      on: { 'cashOut.confirm': 'placing', 'cashOut.back': { target: 'idle', actions: 'release' } },
    },
    placing: {
      tags: 'busy',
      invoke: {
        id: 'placeCashOut',
        src: 'placeCashOut',
        input: ({ context }) => ({ quote: context.quote!, idempotencyKey: context.idempotencyKey! }),
        onDone: [
          {
            guard: 'requoted',
            target: 'requoted',
            actions: 'holdRequote',
            description: 'The book moved since the quote: nothing was placed; the exchange quoted again at the prices now.',
          },
          {
            guard: 'moved',
            target: 'failed',
            actions: [assign({ failure: 'PRICE_MOVED' }), { type: 'notifyFailed', params: { code: 'PRICE_MOVED' } }],
            description: 'The book moved and no cash out can be placed at the prices now.',
          },
          { guard: 'hedgeWaiting', target: 'waiting', actions: ['keepOutcome', 'markWaited'], description: 'In play: the hedge waits out the bet delay before it matches.' },
          {
            target: 'done',
            actions: ['keepOutcome', { type: 'notifyDone', params: ({ context, event }) => ({ outcome: placedOf(event.output)!, guaranteed: context.quote?.guaranteed ?? null }) }],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => errorCode(event.error) ?? 'NETWORK_ERROR' }),
            { type: 'notifyFailed', params: ({ event }) => ({ code: errorCode(event.error) ?? 'NETWORK_ERROR' }) },
          ],
        },
      },
    },
    requoted: {
      description: 'The price moved before the cash out was placed: the new value is held, one more click places it.',
      on: { 'cashOut.confirm': 'placing', 'cashOut.back': { target: 'idle', actions: 'release' } },
    },
    waiting: {
      tags: 'busy',
      description: 'The hedge bets wait out the in-play delay; the order push says when each has matched (no polling).',
      always: {
        guard: 'hedgeSettled',
        target: 'done',
        actions: { type: 'notifyDone', params: ({ context }) => ({ outcome: context.outcome!, guaranteed: context.quote?.guaranteed ?? null }) },
      },
      on: { 'order.update': { guard: 'ownBet', actions: 'applyOrderUpdate' } },
    },
    done: {
      description: 'The result shows for a moment, then the live quote again (of the position after the cash out).',
      after: { resultShown: { target: 'idle', actions: 'release' } },
      on: { 'result.dismiss': { target: 'idle', actions: 'release' } },
    },
    failed: {
      description: 'Nothing was placed (or only what the result says): a new quote can be asked for at once.',
      on: {
        'result.dismiss': { target: 'idle', actions: 'release' },
        'cashOut.request': { guard: 'quoteAvailable', target: 'confirming', actions: 'holdQuote' },
      },
    },
  },
});
