/** Model of {@link cashOutMachine}. */
import { cashOutMachine } from './cash-out.machine';
import type { CashOutAnswer, CashOutOutcome, CashOutQuote } from './cash-out.types';
import type { MachineModel } from '../tools/machines/model-coverage';

/** Backed ₹100 at 3.0, the price at 2.5: lay ₹120, ₹20 on every runner. */
export const cashOutQuoteFixture: CashOutQuote = { marketId: '41003.mo', fraction: 1, available: true, bets: [{ runnerId: '1', side: 'LAY', price: 2.5, size: 12_000 }], guaranteed: 2_000 };
export const cashOutOutcomeFixture: CashOutOutcome = {
  bets: [{ betId: 'b-hedge-1', runnerId: '1', side: 'LAY', price: 2.5, size: 12_000, sizeMatched: 12_000, averagePriceMatched: 2.5, status: 'EXECUTION_COMPLETE', error: null }],
  profitAfter: [
    { runnerId: '1', profit: 2_000 },
    { runnerId: '2', profit: 2_000 },
  ],
};
/** In play: the hedge waits out the bet delay (nothing matched yet, the profits still the old ones). */
export const cashOutPendingFixture: CashOutOutcome = {
  bets: [{ ...cashOutOutcomeFixture.bets[0]!, sizeMatched: 0, averagePriceMatched: null, status: 'PENDING' }],
  profitAfter: [
    { runnerId: '1', profit: 20_000 },
    { runnerId: '2', profit: -10_000 },
  ],
};
/** The book moved to 2.6 before the hedge was placed: lay ₹115.39 instead, +₹15.38. */
export const cashOutRequoteFixture: CashOutQuote = { ...cashOutQuoteFixture, bets: [{ runnerId: '1', side: 'LAY', price: 2.6, size: 11_539 }], guaranteed: 1_538 };
export const placedAnswer: CashOutAnswer = { placed: cashOutOutcomeFixture };
export const waitingAnswer: CashOutAnswer = { placed: cashOutPendingFixture };
export const movedAnswer: CashOutAnswer = { moved: { quote: cashOutRequoteFixture, idempotencyKey: 'co-key-0003' } };
export const movedAwayAnswer: CashOutAnswer = { moved: { quote: { ...cashOutRequoteFixture, available: false, bets: [], guaranteed: null }, idempotencyKey: 'co-key-0004' } };
const networkError = Object.assign(new Error('offline'), { code: 'NETWORK_ERROR' });

export const cashOutModel: MachineModel = {
  name: 'cash-out',
  machine: cashOutMachine,
  events: [
    { type: 'fraction.change', fraction: 0.5 },
    { type: 'fraction.change', fraction: 0.3 },
    { type: 'cashOut.request', quote: cashOutQuoteFixture, idempotencyKey: 'co-key-0001' },
    { type: 'cashOut.request', quote: { ...cashOutQuoteFixture, available: false, bets: [] }, idempotencyKey: 'co-key-0002' },
    { type: 'cashOut.confirm' },
    { type: 'cashOut.back' },
    { type: 'order.update', betId: 'b-hedge-1', status: 'EXECUTION_COMPLETE', sizeMatched: 12_000 },
    { type: 'order.update', betId: 'b-other', status: 'EXECUTION_COMPLETE' },
    { type: 'result.dismiss' },
    { type: 'xstate.done.actor.placeCashOut', output: placedAnswer },
    { type: 'xstate.done.actor.placeCashOut', output: waitingAnswer },
    { type: 'xstate.done.actor.placeCashOut', output: movedAnswer },
    { type: 'xstate.done.actor.placeCashOut', output: movedAwayAnswer },
    { type: 'xstate.error.actor.placeCashOut', error: networkError },
  ],
};
