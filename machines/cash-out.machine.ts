/**
 * Cash out of one market: pick a share (25–100 %), ask (freezing the exchange's quote of that
 * moment), confirm, and the hedge is placed at the quoted prices; the result says what matched.
 * A refusal (PRICE_MOVED, POSITION_CHANGED, …) is kept with its code so the screen can say why
 * and offer the new quote.
 *
 * Events: `fraction.change { fraction }`, `cashOut.request { quote, idempotencyKey }`,
 * `cashOut.confirm`, `cashOut.back`, `result.dismiss`.
 * Must be provided: actor `placeCashOut` ({ quote, idempotencyKey } → {@link CashOutOutcome}),
 * actions `notifyDone` ({ outcome }) and `notifyFailed` ({ code }).
 */
import { assertEvent, assign, setup } from 'xstate';
import { actorNotProvided, errorCode, notProvidedError } from './lib/effects';

/** The shares a bettor can cash out. */
export const CASH_OUT_FRACTIONS = [0.25, 0.5, 0.75, 1] as const;

/** A hedge bet of a quote, as the exchange worked it out (decimal odds, paise). */
export interface CashOutQuoteBet {
  runnerId: string;
  side: 'BACK' | 'LAY';
  price: number;
  size: number;
}

/** What the bettor saw and confirms. */
export interface CashOutQuote {
  marketId: string;
  fraction: number;
  available: boolean;
  bets: readonly CashOutQuoteBet[];
  guaranteed: number | null;
}

/** What the exchange did: per bet what matched, and the profit per runner after. */
export interface CashOutOutcome {
  bets: readonly { runnerId: string; side: 'BACK' | 'LAY'; price: number; size: number; sizeMatched: number; averagePriceMatched: number | null; status: string; error: string | null }[];
  profitAfter: readonly { runnerId: string; profit: number }[];
}

export interface CashOutContext {
  fraction: number;
  quote: CashOutQuote | null;
  idempotencyKey: string | null;
  outcome: CashOutOutcome | null;
  failure: string | null;
}

export type CashOutEvent =
  | { type: 'fraction.change'; fraction: number }
  | { type: 'cashOut.request'; quote: CashOutQuote; idempotencyKey: string }
  | { type: 'cashOut.confirm' }
  | { type: 'cashOut.back' }
  | { type: 'result.dismiss' };

const NAME = 'cashOutMachine';

export const cashOutMachine = setup({
  types: {
    context: {} as CashOutContext,
    events: {} as CashOutEvent,
    tags: {} as 'busy',
  },
  actors: {
    placeCashOut: actorNotProvided<CashOutOutcome, { quote: CashOutQuote; idempotencyKey: string }>(NAME, 'placeCashOut'),
  },
  actions: {
    notifyDone: (_, _params: { outcome: CashOutOutcome }) => {
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
      return { quote: event.quote, idempotencyKey: event.idempotencyKey, outcome: null, failure: null };
    }),
    release: assign({ quote: null, idempotencyKey: null }),
  },
  guards: {
    validFraction: ({ event }) => event.type === 'fraction.change' && (CASH_OUT_FRACTIONS as readonly number[]).includes(event.fraction),
    quoteAvailable: ({ event }) => event.type === 'cashOut.request' && event.quote.available && event.quote.bets.length > 0,
  },
}).createMachine({
  id: 'cashOut',
  context: { fraction: 1, quote: null, idempotencyKey: null, outcome: null, failure: null },
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
        onDone: {
          target: 'done',
          actions: [assign({ outcome: ({ event }) => event.output }), { type: 'notifyDone', params: ({ event }) => ({ outcome: event.output }) }],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => errorCode(event.error) ?? 'NETWORK_ERROR' }),
            { type: 'notifyFailed', params: ({ event }) => ({ code: errorCode(event.error) ?? 'NETWORK_ERROR' }) },
          ],
        },
      },
    },
    done: {
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
