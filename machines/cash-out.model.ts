/** Model of {@link cashOutMachine}. */
import { cashOutMachine } from './cash-out.machine';
import type { CashOutOutcome, CashOutQuote } from './cash-out.machine';
import type { MachineModel } from '../tools/machines/model-coverage';

/** Backed ₹100 at 3.0, the price at 2.5: lay ₹120, ₹20 on every runner. */
export const cashOutQuoteFixture: CashOutQuote = { marketId: '41003.mo', fraction: 1, available: true, bets: [{ runnerId: '1', side: 'LAY', price: 2.5, size: 12_000 }], guaranteed: 2_000 };
export const cashOutOutcomeFixture: CashOutOutcome = {
  bets: [{ runnerId: '1', side: 'LAY', price: 2.5, size: 12_000, sizeMatched: 12_000, averagePriceMatched: 2.5, status: 'EXECUTION_COMPLETE', error: null }],
  profitAfter: [
    { runnerId: '1', profit: 2_000 },
    { runnerId: '2', profit: 2_000 },
  ],
};
const priceMoved = Object.assign(new Error('The price has moved'), { extensions: { code: 'PRICE_MOVED' } });

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
    { type: 'result.dismiss' },
    { type: 'xstate.done.actor.placeCashOut', output: cashOutOutcomeFixture },
    { type: 'xstate.error.actor.placeCashOut', error: priceMoved },
  ],
};
