import type { BetResolvers } from '../__generated__/resolvers';

/** Exchange bet rows carry every field; house-market rows and order updates leave some out. */
export const Bet: BetResolvers = {
  type: (bet) => bet.type ?? (bet.side === 'BACK' ? 'B' : 'L'),
  marketName: (bet) => bet.marketName ?? null,
  line: (bet) => bet.line ?? null,
  exEventId: (bet) => bet.exEventId ?? null,
  sizeCancelled: (bet) => bet.sizeCancelled ?? 0,
  sizeLapsed: (bet) => bet.sizeLapsed ?? 0,
  persistence: (bet) => bet.persistence ?? null,
  lapseReason: (bet) => bet.lapseReason ?? null,
  settled: (bet) => bet.settled ?? false,
  profitAndLoss: (bet) => bet.profitAndLoss ?? null,
};
