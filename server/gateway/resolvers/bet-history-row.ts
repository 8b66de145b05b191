import type { BetHistoryRowResolvers } from '../__generated__/resolvers';

export const BetHistoryRow: BetHistoryRowResolvers = {
  type: (row) => (row.side === 'BACK' ? 'B' : 'L'),
};
