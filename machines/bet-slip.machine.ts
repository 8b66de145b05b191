/**
 * Bet slip: choose a runner side and price → stake (quick stakes from
 * settings) → validation (ladder, minimum stake, available balance) → placing
 * with an idempotency key → matched / partly matched / unmatched / rejected
 * with its code → cleared. In-play bets count down the delay `placeBet`
 * answers, on the actor's clock. Figures for display: `betSlipFigures()`.
 * Money is paise throughout; the selection's kind decides whether the price may
 * step (exchange odds) or stays the house's (bookmaker, outcome, fancy rate).
 *
 * Input: {@link BetSlipInput}. Events: {@link BetSlipEvent}.
 * Must be provided: actors `placeBet` (input {@link PlaceBetRequest}, output
 * {@link PlaceBetResult}: the exchange's receipt, its status as it is) and, for
 * in-play bets (a PENDING receipt), `awaitOutcome` (input `{ betId, idempotencyKey }`,
 * output {@link PlaceBetResult}: the order as its push brings it once the delay is
 * over — the app reads it from the cache the order stream writes, no polling). A
 * thrown error counts as a rejection with its `code` / `extensions.code`.
 * One-click betting is `bet.oneClick` (selection and stake): placed at once through
 * the same `placeBet`, or stopped on the slip with what to fix.
 * Optional: actor `watchPrice` (callback, input {@link BetSelection}), run while editing: it sends
 * `odds.update` with the price the market offers now on the bettor's side (null: none). On `bet.place`
 * a price picked from the book is checked against it with the bettor's `acceptOddsChanges` through
 * `decideOddsChange` (domain/odds-change.ts): placed at the new price, or stopped in `priceMoved`
 * until `odds.accept`. Without a watcher no price is known and the bet goes at the picked price (the
 * exchange treats it as a limit).
 * Optional: action `announce` (params {@link BetAnnouncement}) when a bet settles or is rejected
 * (the app toasts it where the slip is not on the bettor's screen: src/features/bets/slip-on-screen.ts).
 */
import { and, assign, fromCallback, setup } from 'xstate';
import { endedUnmatched } from '@domain/bet-contract';
import { DEFAULT_ACCEPT_ODDS_CHANGES, decideOddsChange, type OddsChangeDecision } from '@domain/odds-change';
import { actorNotProvided, errorCode, retryAfterOf } from './lib/effects';
import { checksOddsChange, COUNTDOWN_STEP_MS, outcomeOf, settlementOf, type Settlement, repriced, placedSelection, priceDown, priceModeOf, priceOfSelection, priceUp, randomKey, validateBet } from './bet-slip.logic';
import type { BetOutcome, BetSelection, BetSlipContext, BetSlipEvent, BetSlipInput, PlaceBetRequest, PlaceBetResult } from './bet-slip.types';

const NAME = 'betSlipMachine';
/** How long a settled outcome shows before the slip clears, by default. */
export const OUTCOME_DISPLAY_MS = 3000;

/** How a bet ended, for the bettor: its outcome and the runner's name. */
export interface BetAnnouncement {
  outcome: BetOutcome;
  runnerName: string;
}
const announcement = ({ context }: { context: BetSlipContext }): BetAnnouncement => ({
  outcome: context.outcome!,
  runnerName: context.selection?.runnerName ?? 'Bet',
});

/** A stake event's paise, or none (0) for anything that is not a whole number of paise. */
const stakeOf = (paise: number) => (Number.isSafeInteger(paise) ? paise : 0);
/** What the bettor's preference makes of the market's price now (a price they set themselves is placed as it is). */
function decisionOf(context: BetSlipContext): OddsChangeDecision {
  const current = checksOddsChange(context) ? context.marketPrice : null;
  return decideOddsChange(context.selection!.side, context.price, current, context.acceptOddsChanges);
}
/** The slip at a new price: still placeable (a lay's liability grows with its odds)? */
const placeableAt = (context: BetSlipContext, price: number) =>
  validateBet({ ...context, selection: repriced(context.selection!, price), price }).length === 0;
/** Where the answer in a done event leads (bet-slip.logic's settlementOf: the exchange's status as it is). */
const settlesAs = (settlement: Settlement) => ({ event }: { event: unknown }) => settlementOf((event as { output?: PlaceBetResult }).output) === settlement;

/** Where a place/await answer leads (the delay branch only after placing). */
const settle = [
  { guard: 'answeredRejected', target: '#betSlip.rejected', actions: 'keepOutcome' },
  { guard: 'answeredMatched', target: '#betSlip.settled.matched', actions: 'keepOutcome' },
  { guard: 'answeredPartlyMatched', target: '#betSlip.settled.partlyMatched', actions: 'keepOutcome' },
  { target: '#betSlip.settled.unmatched', actions: 'keepOutcome' },
] as const;

/** One-click betting: the clicked selection at the one-click stake goes straight to placing, or stops on the slip to show what to fix. */
const oneClick = [
  { guard: 'oneClickPlaceable', target: '#betSlip.placing', reenter: true, actions: ['clear', 'takeOneClick', 'validate'], description: 'One click places at once: no slip to fill, the same placing path and idempotency as any bet.' },
  { target: '#betSlip.editing', reenter: true, actions: ['clear', 'takeOneClick', 'validate'], description: 'Not placeable as it stands (stake below the minimum, funds): the slip shows why.' },
] as const;

export const betSlipMachine = setup({
  types: {
    input: {} as BetSlipInput,
    context: {} as BetSlipContext,
    events: {} as BetSlipEvent,
    tags: {} as 'busy' | 'placeable' | 'settled',
  },
  actors: {
    placeBet: actorNotProvided<PlaceBetResult, PlaceBetRequest>(NAME, 'placeBet'),
    awaitOutcome: actorNotProvided<PlaceBetResult, { betId: string | null; idempotencyKey: string }>(NAME, 'awaitOutcome'),
    /** No live book known: no price to compare, the bet goes as picked. */
    watchPrice: fromCallback<BetSlipEvent, BetSelection>(() => {}),
  },
  actions: {
    choose: assign(({ event }) => (event.type === 'selection.choose' ? { selection: event.selection, price: priceOfSelection(event.selection) } : {})),
    takeOneClick: assign(({ event }) => (event.type === 'bet.oneClick' ? { selection: event.selection, price: priceOfSelection(event.selection), stake: stakeOf(event.stake) } : {})),
    edit: assign(({ context, event }) => {
      switch (event.type) {
        case 'price.change':
          return { price: event.price };
        case 'price.up':
          return { price: priceUp(context.price) };
        case 'price.down':
          return { price: priceDown(context.price) };
        case 'stake.change':
          return { stake: stakeOf(event.stake) };
        case 'stake.quick':
          return { stake: stakeOf(event.amount) };
        default:
          return {};
      }
    }),
    forgetKey: assign({ idempotencyKey: null }),
    keepMarketPrice: assign(({ event }) => {
      if (event.type !== 'odds.update') return {};
      const price = event.price;
      return { marketPrice: typeof price === 'number' && Number.isFinite(price) && price > 1 ? price : null };
    }),
    takeDecidedPrice: assign(({ context }) => {
      const { price } = decisionOf(context);
      return price === context.price ? {} : { price, selection: repriced(context.selection!, price), idempotencyKey: null };
    }),
    keepMove: assign(({ context }) => {
      const decision = decisionOf(context);
      return { priceMove: decision.kind === 'confirm' ? { from: context.price, to: decision.price, better: decision.better } : null };
    }),
    takeMovedPrice: assign(({ context }) => {
      const to = context.priceMove!.to;
      return { price: to, selection: repriced(context.selection!, to), priceMove: null, idempotencyKey: null };
    }),
    forgetMove: assign({ priceMove: null }),
    forgetMarketPrice: assign({ marketPrice: null }),
    validate: assign({ errors: ({ context }) => validateBet(context) }),
    updateLimits: assign(({ context, event }) => {
      if (event.type === 'balance.change') return { available: event.available };
      if (event.type === 'settings.change') {
        return {
          minStake: event.minStake ?? context.minStake,
          quickStakes: event.quickStakes ?? context.quickStakes,
          acceptOddsChanges: event.acceptOddsChanges ?? context.acceptOddsChanges,
        };
      }
      return {};
    }),
    ensureKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? context.createIdempotencyKey() }),
    keepOutcome: assign(({ event }) => {
      const e = event as unknown as { output?: PlaceBetResult; error?: unknown };
      if ('output' in e && e.output) {
        const outcome = outcomeOf(e.output);
        // The exchange took this bet and it ended with nothing matched (lapsed at its delay's end, cancelled, voided):
        // its key names that bet, so a retry is a new bet with a new key. A refusal keeps the key (nothing was placed).
        return outcome.status !== 'REJECTED' && outcome.betId !== null && endedUnmatched(outcome.status) ? { outcome, idempotencyKey: null } : { outcome };
      }
      return {
        outcome: { status: 'REJECTED' as const, betId: null, sizeMatched: 0, averagePriceMatched: null, sizeRemaining: 0, errorCode: errorCode(e.error) ?? 'UNKNOWN_ERROR', retryAfterS: retryAfterOf(e.error) },
      };
    }),
    startDelay: assign(({ event }) => {
      const output = (event as unknown as { output: PlaceBetResult }).output;
      if (output.status === 'REJECTED') return {};
      return { betId: output.betId, delayRemainingMs: Math.max(0, output.delayMs ?? 0) };
    }),
    tick: assign({ delayRemainingMs: ({ context }) => Math.max(0, context.delayRemainingMs - COUNTDOWN_STEP_MS) }),
    announce: (_, _params: BetAnnouncement) => {},
    clear: assign({ selection: null, price: 0, stake: 0, errors: [], idempotencyKey: null, betId: null, outcome: null, delayRemainingMs: 0, priceMove: null, marketPrice: null }),
  },
  guards: {
    hasErrors: ({ context }) => context.errors.length > 0,
    oneClickPlaceable: ({ context, event }) =>
      event.type === 'bet.oneClick' && validateBet({ ...context, selection: event.selection, price: priceOfSelection(event.selection), stake: stakeOf(event.stake) }).length === 0,
    oddsMoveNeedsConfirm: ({ context }) => decisionOf(context).kind === 'confirm',
    oddsMoved: ({ context }) => decisionOf(context).price !== context.price,
    decidedPricePlaceable: ({ context }) => placeableAt(context, decisionOf(context).price),
    movedPricePlaceable: ({ context }) => context.priceMove !== null && placeableAt(context, context.priceMove.to),
    priceOnLadder: ({ context }) => priceModeOf(context.selection) === 'ladder',
    isQuickStake: ({ context, event }) => event.type === 'stake.quick' && context.quickStakes.includes(event.amount),
    answeredWithDelay: ({ event }) => {
      const output = (event as { output?: PlaceBetResult }).output;
      return output?.status === 'PENDING';
    },
    answeredRejected: settlesAs('rejected'),
    answeredMatched: settlesAs('matched'),
    answeredPartlyMatched: settlesAs('partlyMatched'),
    delayLeftAfterTick: ({ context }) => context.delayRemainingMs > COUNTDOWN_STEP_MS,
  },
  delays: {
    countdownTick: ({ context }) => Math.min(COUNTDOWN_STEP_MS, context.delayRemainingMs),
    outcomeDisplay: ({ context }) => context.outcomeDisplayMs,
  },
}).createMachine({
  id: 'betSlip',
  context: ({ input }) => ({
    selection: null,
    price: 0,
    stake: 0,
    minStake: input.minStake,
    available: input.available,
    quickStakes: input.quickStakes,
    errors: [],
    idempotencyKey: null,
    createIdempotencyKey: input.createIdempotencyKey ?? randomKey,
    outcomeDisplayMs: input.outcomeDisplayMs ?? OUTCOME_DISPLAY_MS,
    betId: null,
    outcome: null,
    delayRemainingMs: 0,
    acceptOddsChanges: input.acceptOddsChanges ?? DEFAULT_ACCEPT_ODDS_CHANGES,
    priceMove: null,
    marketPrice: null,
  }),
  initial: 'empty',
  on: {
    'balance.change': { actions: 'updateLimits' },
    'settings.change': { actions: 'updateLimits' },
  },
  states: {
    empty: {
      on: { 'selection.choose': { target: 'editing', actions: ['choose', 'forgetKey', 'validate'] }, 'bet.oneClick': oneClick },
    },
    editing: {
      initial: 'checking',
      invoke: { id: 'watchPrice', src: 'watchPrice', input: ({ context }) => context.selection! },
      on: {
        'selection.choose': { target: 'editing', reenter: true, actions: ['choose', 'forgetMarketPrice', 'forgetKey', 'validate'], description: 'Re-entered: the price watch follows the new selection.' },
        'odds.update': { actions: 'keepMarketPrice' },
        'price.change': { guard: 'priceOnLadder', target: '.checking', actions: ['edit', 'forgetKey', 'validate'], description: 'Only exchange odds move; a quote or rate is the house’s.' },
        'price.up': { guard: 'priceOnLadder', target: '.checking', actions: ['edit', 'forgetKey', 'validate'] },
        'price.down': { guard: 'priceOnLadder', target: '.checking', actions: ['edit', 'forgetKey', 'validate'] },
        'stake.change': { target: '.checking', actions: ['edit', 'forgetKey', 'validate'] },
        'stake.quick': { guard: 'isQuickStake', target: '.checking', actions: ['edit', 'forgetKey', 'validate'] },
        'balance.change': { target: '.checking', actions: ['updateLimits', 'validate'] },
        'settings.change': { target: '.checking', actions: ['updateLimits', 'validate'] },
        'slip.clear': { target: 'empty', actions: 'clear' },
        'bet.oneClick': oneClick,
      },
      states: {
        checking: { always: [{ guard: 'hasErrors', target: 'needsFixing' }, { target: 'ready' }] },
        ready: {
          tags: 'placeable',
          on: {
            'bet.place': [
              { guard: 'oddsMoveNeedsConfirm', target: '#betSlip.priceMoved', actions: 'keepMove', description: 'The picked price moved against the preference (domain/odds-change.ts).' },
              { guard: and(['oddsMoved', 'decidedPricePlaceable']), target: '#betSlip.placing', actions: 'takeDecidedPrice', description: 'Moved, and the preference takes the new price.' },
              { guard: 'oddsMoved', target: 'checking', actions: ['takeDecidedPrice', 'validate'], description: 'The new price asks more than the bettor has.' },
              { target: '#betSlip.placing' },
            ],
          },
        },
        needsFixing: { description: 'Errors name what to fix; the bet cannot be placed.' },
      },
    },
    priceMoved: {
      description: 'The price moved against the preference: the slip shows the new price until the bettor confirms, edits or clears.',
      on: {
        'odds.accept': [
          { guard: 'movedPricePlaceable', target: 'placing', actions: 'takeMovedPrice' },
          { target: 'editing', actions: ['takeMovedPrice', 'validate'] },
        ],
        'bet.edit': { target: 'editing', actions: ['forgetMove', 'validate'] },
        'selection.choose': { target: 'editing', actions: ['forgetMove', 'choose', 'forgetMarketPrice', 'forgetKey', 'validate'] },
        'slip.clear': { target: 'empty', actions: 'clear' },
        'bet.oneClick': oneClick,
      },
    },
    placing: {
      tags: 'busy',
      entry: 'ensureKey',
      invoke: {
        id: 'placeBet',
        src: 'placeBet',
        input: ({ context }) => ({
          marketId: context.selection!.marketId,
          side: context.selection!.side,
          selection: placedSelection(context.selection!, context.price),
          size: context.stake,
          idempotencyKey: context.idempotencyKey!,
        }),
        onDone: [{ guard: 'answeredWithDelay', target: 'waitingOutDelay', actions: 'startDelay' }, ...settle],
        onError: { target: 'rejected', actions: 'keepOutcome', description: 'Errors carry the exchange code; the key is kept for a retry.' },
      },
    },
    waitingOutDelay: {
      tags: 'busy',
      description: 'In-play: the bet waits out the market delay before it can match.',
      invoke: {
        id: 'awaitOutcome',
        src: 'awaitOutcome',
        input: ({ context }) => ({ betId: context.betId, idempotencyKey: context.idempotencyKey! }),
        onDone: [...settle],
        onError: { target: 'rejected', actions: 'keepOutcome' },
      },
      initial: 'countingDown',
      states: {
        countingDown: {
          after: {
            countdownTick: [
              { guard: 'delayLeftAfterTick', target: 'countingDown', reenter: true, actions: 'tick' },
              { target: 'delayOver', actions: 'tick' },
            ],
          },
        },
        delayOver: { description: 'Delay over; the exchange answer is on its way.' },
      },
    },
    settled: {
      tags: 'settled',
      entry: { type: 'announce', params: announcement },
      description: 'The outcome shows, then the slip clears itself.',
      on: {
        'slip.clear': { target: 'empty', actions: 'clear' },
        'selection.choose': { target: 'editing', actions: ['clear', 'choose', 'validate'] },
        'bet.oneClick': oneClick,
      },
      after: { outcomeDisplay: { target: 'empty', actions: 'clear' } },
      initial: 'matched',
      states: { matched: {}, partlyMatched: {}, unmatched: {} },
    },
    rejected: {
      entry: { type: 'announce', params: announcement },
      description: 'Stays until the bettor retries, edits, clears or picks another runner.',
      on: {
        'selection.choose': { target: 'editing', actions: ['choose', 'forgetMarketPrice', 'forgetKey', 'validate'] },
        'bet.retry': '#betSlip.placing',
        'bet.edit': { target: 'editing', actions: 'validate' },
        'slip.clear': { target: 'empty', actions: 'clear' },
        'bet.oneClick': oneClick,
      },
    },
  },
});
