import type { SnapshotFrom } from 'xstate';
import { betSlipFigures, matchedFigures, priceModeOf } from '../../../machines/bet-slip.logic';
import type { betSlipMachine } from '../../../machines/bet-slip.machine';
import type { BetOutcome, BetSelection, Paise, PriceMode, PriceMove } from '../../../machines/bet-slip.types';

/** Where the slip stands, as the panel shows it. */
export type BetSlipState = 'empty' | 'ready' | 'needsFixing' | 'priceMoved' | 'placing' | 'waiting' | 'matched' | 'partlyMatched' | 'unmatched' | 'rejected';

export type { PriceMode };

/** Everything the bet slip panel shows (a pure function of the machine's snapshot). */
export interface BetSlipView {
  state: BetSlipState;
  selection: BetSelection | null;
  priceMode: PriceMode;
  /** Decimal odds (0 for a fancy line, priced by its rate). */
  price: number;
  /** A fancy line's rate, whole percent; null for other selections. */
  rate: number | null;
  /** Stake, paise; 0 when none is entered. */
  stake: Paise;
  /** Paise. */
  quickStakes: readonly Paise[];
  /** Paise. */
  profit: Paise;
  /** Paise. */
  liability: Paise;
  /**
   * Codes of what to fix before placing. A slip with no stake typed yet shows none (issue 19: the
   * phone's bottom sheet opened with an error before the bettor had typed); Place Bet stays disabled.
   */
  errors: readonly string[];
  /** Profit (back) or liability (lay) of the matched part at the average matched price; null until something matched. */
  matched: { profit: Paise; liability: Paise } | null;
  /** In-play delay left, whole seconds. */
  delaySeconds: number;
  outcome: BetOutcome | null;
  /** Available balance, paise. */
  available: Paise;
  /** Paise. */
  minStake: Paise;
  /** The moved price the slip stopped on (the bettor's odds-change setting), waiting for a confirm. */
  priceMove: PriceMove | null;
}

/** Errors about the stake, which a slip with none typed yet does not show. */
const STAKE_ERRORS = new Set<string>(['STAKE_REQUIRED', 'INVALID_BET_SIZE', 'INSUFFICIENT_FUNDS']);

function stateOf(snapshot: SnapshotFrom<typeof betSlipMachine>): BetSlipState {
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches({ editing: 'ready' })) return 'ready';
  if (snapshot.matches('editing')) return 'needsFixing';
  if (snapshot.matches('priceMoved')) return 'priceMoved';
  if (snapshot.matches('placing')) return 'placing';
  if (snapshot.matches('waitingOutDelay')) return 'waiting';
  if (snapshot.matches({ settled: 'matched' })) return 'matched';
  if (snapshot.matches({ settled: 'partlyMatched' })) return 'partlyMatched';
  if (snapshot.matches('settled')) return 'unmatched';
  return 'rejected';
}

/** Snapshot → panel props (Zag's connect()); the price mode follows from the selection's kind. */
export function connectBetSlip(snapshot: SnapshotFrom<typeof betSlipMachine>): BetSlipView {
  const { context } = snapshot;
  const { profit, liability } = betSlipFigures(context);
  return {
    state: stateOf(snapshot),
    selection: context.selection,
    priceMode: priceModeOf(context.selection),
    price: context.price,
    rate: context.selection?.kind === 'fancy' ? context.selection.rate : null,
    stake: context.stake,
    quickStakes: context.quickStakes,
    profit,
    liability,
    errors: context.stake > 0 ? context.errors : context.errors.filter((code) => !STAKE_ERRORS.has(code)),
    matched: matchedFigures(context.outcome, context.selection?.side),
    delaySeconds: Math.ceil(context.delayRemainingMs / 1000),
    outcome: context.outcome,
    available: context.available,
    minStake: context.minStake,
    priceMove: context.priceMove,
  };
}
