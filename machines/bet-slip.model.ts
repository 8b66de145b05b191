/** Model of {@link betSlipMachine}. */
import { betSlipMachine } from './bet-slip.machine';
import type { AnyEventObject } from 'xstate';
import type { MachineModel } from '../tools/machines/model-coverage';
import type { BetSlipContext } from './bet-slip.types';

export const betSlipModelInput = { minStake: 100, available: 100_000, quickStakes: [10_000, 50_000], createIdempotencyKey: () => 'key-1', outcomeDisplayMs: 3000 };

const selection = { kind: 'exchange', marketId: '1.101', runnerId: '47972', runnerName: 'India', side: 'LAY', price: 1.5 };
const answer = (output: object) => [
  { type: 'xstate.done.actor.placeBet', output },
  { type: 'xstate.done.actor.awaitOutcome', output },
];

/** One-click bets: placeable at once, and one under the minimum stake that stops on the slip. */
const oneClickEvents: AnyEventObject[] = [
  { type: 'bet.oneClick', selection, stake: 1000 },
  { type: 'bet.oneClick', selection, stake: 50 },
];

const baseEvents: AnyEventObject[] = [
    { type: 'selection.choose', selection },
    { type: 'price.change', price: 1.015 },
    { type: 'price.up' },
    { type: 'price.down' },
    { type: 'stake.change', stake: 1000 },
    { type: 'stake.change', stake: 50 },
    { type: 'stake.change', stake: 500_000 },
    { type: 'stake.quick', amount: 10_000 },
    { type: 'balance.change', available: 100 },
    { type: 'settings.change', minStake: 2000 },
    { type: 'bet.place' },
    { type: 'bet.retry' },
    { type: 'bet.edit' },
    { type: 'slip.clear' },
    ...answer({ betId: 'b1', status: 'EXECUTION_COMPLETE', sizeMatched: 1000, sizeRemaining: 0, averagePriceMatched: 1.5 }),
    ...answer({ betId: 'b1', status: 'EXECUTABLE', sizeMatched: 400, sizeRemaining: 600, averagePriceMatched: 1.5 }),
    ...answer({ betId: 'b1', status: 'EXECUTABLE', sizeMatched: 0, sizeRemaining: 1000, averagePriceMatched: null }),
    ...answer({ betId: 'b1', status: 'LAPSED', sizeMatched: 0, sizeRemaining: 0, averagePriceMatched: null }),
    ...answer({ status: 'REJECTED', errorCode: 'MARKET_SUSPENDED' }),
    { type: 'xstate.done.actor.placeBet', output: { betId: 'b1', status: 'PENDING', sizeMatched: 0, sizeRemaining: 1000, averagePriceMatched: null, delayMs: 2500 } },
    ...oneClickEvents,
    { type: 'xstate.error.actor.placeBet', error: { message: 'offline' } },
    { type: 'xstate.error.actor.awaitOutcome', error: { extensions: { code: 'BET_TAKEN_OR_LAPSED' } } },
];

const oddsEvents: AnyEventObject[] = [
    { type: 'settings.change', acceptOddsChanges: 'any' },
    { type: 'odds.accept' },
    // The market's price now for the LAY picked at 1.5: better (1.4), worse (1.6), far worse (900: a liability past the balance), none.
    { type: 'odds.update', price: 1.4 },
    { type: 'odds.update', price: 1.6 },
    { type: 'odds.update', price: 900 },
];

/** Once a price is known (or the preference changed), only what places, confirms, edits or ends a bet. */
const keptWithPrices = (e: AnyEventObject) =>
  ['bet.place', 'bet.edit', 'slip.clear'].includes(e.type) ||
  (e.type === 'xstate.done.actor.placeBet' && (e as { output?: { status?: string } }).output?.status === 'EXECUTION_COMPLETE');

export const betSlipModel: MachineModel = {
  name: 'bet-slip',
  machine: betSlipMachine,
  input: betSlipModelInput,
  // The odds-change events are offered only on a plain slip (no balance, minimum or stake walked) and
  // the rest only while no price is known, so the two dimensions add up rather than multiply.
  events: (s) => {
    const c = s.context as BetSlipContext;
    const plain =
      c.available === betSlipModelInput.available && c.minStake === betSlipModelInput.minStake && c.stake === 1000 && c.outcome === null && c.selection?.kind === 'exchange' && c.price === c.selection.price;
    const pricesUnknown = c.marketPrice === null && c.acceptOddsChanges === 'better' && c.priceMove === null;
    const odds = !plain
      ? []
      : s.matches('priceMoved')
        ? [...oddsEvents.filter((e) => e.type === 'odds.accept'), { type: 'selection.choose', selection }, ...oneClickEvents]
        : s.matches({ editing: 'ready' }) && c.marketPrice === null
          ? oddsEvents.filter((e) => e.type === 'odds.update')
          : s.matches({ editing: 'ready' }) && c.acceptOddsChanges === 'better'
            ? oddsEvents.filter((e) => e.type === 'settings.change')
            : [];
    return [...(pricesUnknown ? baseEvents : baseEvents.filter(keptWithPrices)), ...odds];
  },
  // What the bettor sees: the state, the errors, the outcome and the delay left — not every price walked.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.errors,
      s.context.outcome?.status ?? null,
      s.context.delayRemainingMs,
      s.context.idempotencyKey !== null,
      s.context.available,
      s.context.minStake,
      s.context.acceptOddsChanges,
      s.context.priceMove,
      s.context.marketPrice,
    ]),
};
