import type { BetSlipView } from './connect-bet-slip';

/** An empty slip, for stories of panels that hold one. */
export const EMPTY_SLIP: BetSlipView = {
  state: 'empty',
  selection: null,
  priceMode: 'ladder',
  price: 0,
  stake: 0,
  quickStakes: [100, 500, 1000, 5000, 10000, 25000],
  profit: 0,
  liability: 0,
  errors: [],
  delaySeconds: 0,
  outcome: null,
  available: 100000,
  minStake: 10,
};

/** A slip holding a back of India at 1.85 (override what a story needs). */
export function slipView(overrides: Partial<BetSlipView> = {}): BetSlipView {
  return {
    ...EMPTY_SLIP,
    state: 'ready',
    selection: { marketId: '41001.mo', runnerId: '1', runnerName: 'Mumbai Indians', side: 'BACK', price: 1.85 },
    price: 1.85,
    stake: 100,
    profit: 85,
    liability: 100,
    ...overrides,
  };
}

/** No-op send for stories that only show a state. */
export const ignore = () => {};
