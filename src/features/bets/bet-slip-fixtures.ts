import type { BetSlipView } from './connect-bet-slip';

/** An empty slip, for stories of panels that hold one. */
export const EMPTY_SLIP: BetSlipView = {
  state: 'empty',
  selection: null,
  priceMode: 'ladder',
  price: 0,
  rate: null,
  stake: 0,
  quickStakes: [10_000, 50_000, 100_000, 500_000, 1_000_000, 2_500_000],
  profit: 0,
  liability: 0,
  errors: [],
  matched: null,
  delaySeconds: 0,
  outcome: null,
  available: 10_000_000,
  minStake: 1000,
  priceMove: null,
};

/** A slip holding a back of India at 1.85 (override what a story needs). */
export function slipView(overrides: Partial<BetSlipView> = {}): BetSlipView {
  return {
    ...EMPTY_SLIP,
    state: 'ready',
    selection: { kind: 'exchange', marketId: '41001.mo', runnerId: '1', runnerName: 'Mumbai Indians', side: 'BACK', price: 1.85 },
    price: 1.85,
    stake: 10_000,
    profit: 8500,
    liability: 10_000,
    ...overrides,
  };
}

/** No-op send for stories that only show a state. */
export const ignore = () => {};
