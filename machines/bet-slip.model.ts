/** Model of {@link betSlipMachine}. */
import { betSlipMachine } from './bet-slip.machine';
import type { MachineModel } from './lib/model-coverage';

export const betSlipModelInput = { minStake: 100, available: 100_000, quickStakes: [10_000, 50_000], createIdempotencyKey: () => 'key-1', outcomeDisplayMs: 3000 };

const selection = { kind: 'exchange', marketId: '1.101', runnerId: '47972', runnerName: 'India', side: 'LAY', price: 1.5 };
const answer = (output: object) => [
  { type: 'xstate.done.actor.placeBet', output },
  { type: 'xstate.done.actor.awaitOutcome', output },
];

export const betSlipModel: MachineModel = {
  name: 'bet-slip',
  machine: betSlipMachine,
  input: betSlipModelInput,
  events: [
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
    ...answer({ betId: 'b1', status: 'MATCHED', sizeMatched: 1000 }),
    ...answer({ betId: 'b1', status: 'PARTLY_MATCHED', sizeMatched: 400 }),
    ...answer({ betId: 'b1', status: 'UNMATCHED' }),
    ...answer({ status: 'REJECTED', errorCode: 'MARKET_SUSPENDED' }),
    { type: 'xstate.done.actor.placeBet', output: { betId: 'b1', delayMs: 2500 } },
    { type: 'xstate.error.actor.placeBet', error: { message: 'offline' } },
    { type: 'xstate.error.actor.awaitOutcome', error: { extensions: { code: 'BET_TAKEN_OR_LAPSED' } } },
  ],
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
    ]),
};
