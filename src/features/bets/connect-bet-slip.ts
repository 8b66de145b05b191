import type { SnapshotFrom } from 'xstate';
import { betSlipFigures } from '../../../machines/bet-slip.logic';
import type { betSlipMachine } from '../../../machines/bet-slip.machine';
import type { BetOutcome, BetSelection } from '../../../machines/bet-slip.types';
import { fromMinor } from '../../../machines/lib/money';

/** Where the slip stands, as the panel shows it. */
export type BetSlipState = 'empty' | 'ready' | 'needsFixing' | 'placing' | 'waiting' | 'matched' | 'partlyMatched' | 'unmatched' | 'rejected';

/** How the odds of the selection may change: ladder steps (exchange), fixed house odds, a fancy rate. */
export type PriceMode = 'ladder' | 'fixed' | 'rate';

/** Everything the bet slip panel shows (a pure function of the machine's snapshot). */
export interface BetSlipView {
  state: BetSlipState;
  selection: BetSelection | null;
  priceMode: PriceMode;
  /** Decimal odds. */
  price: number;
  /** Stake in rupees; 0 when none is entered. */
  stake: number;
  quickStakes: readonly number[];
  profit: number;
  liability: number;
  /** Codes of what to fix before placing. */
  errors: readonly string[];
  /** In-play delay left, whole seconds. */
  delaySeconds: number;
  outcome: BetOutcome | null;
  /** Available balance in rupees. */
  available: number;
  minStake: number;
}

function stateOf(snapshot: SnapshotFrom<typeof betSlipMachine>): BetSlipState {
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches({ editing: 'ready' })) return 'ready';
  if (snapshot.matches('editing')) return 'needsFixing';
  if (snapshot.matches('placing')) return 'placing';
  if (snapshot.matches('waitingOutDelay')) return 'waiting';
  if (snapshot.matches({ settled: 'matched' })) return 'matched';
  if (snapshot.matches({ settled: 'partlyMatched' })) return 'partlyMatched';
  if (snapshot.matches('settled')) return 'unmatched';
  return 'rejected';
}

/** Snapshot → panel props (Zag's connect()). */
export function connectBetSlip(snapshot: SnapshotFrom<typeof betSlipMachine>, priceMode: PriceMode): BetSlipView {
  const { context } = snapshot;
  const { profit, liability } = betSlipFigures(context);
  return {
    state: stateOf(snapshot),
    selection: context.selection,
    priceMode,
    price: context.price,
    stake: fromMinor(context.stakeMinor),
    quickStakes: context.quickStakes,
    profit,
    liability,
    errors: context.errors,
    delaySeconds: Math.ceil(context.delayRemainingMs / 1000),
    outcome: context.outcome,
    available: fromMinor(context.availableMinor),
    minStake: fromMinor(context.minStakeMinor),
  };
}
