import { isFixedOdds100 } from '@domain/ladder';
import { DomainError } from './errors';
import { HouseRunnerMarket } from './house-market';
import type { HouseBet, HouseBetRequest, HouseLimits } from './house-market';
import type { Funds, Side } from './types';

export type FixedOddsKind = 'lottery' | 'ballByBall' | 'binary';

/** An outcome the house offers at fixed odds (integer odds × 100; need not be on the ladder). */
export interface FixedOutcome {
  readonly key: string;
  readonly odds100: number;
}

export interface FixedOddsBetRequest extends HouseBetRequest {
  /** The odds × 100 the bettor saw; the bet is taken if the house still offers at least these. */
  readonly odds100: number;
}

/**
 * The house's fixed-odds products: a lottery digit draw (0–9), a ball-by-ball outcome
 * (0, 1, 2, 3, 4, 6, W …) and a binary YES/NO line. Bettors back an outcome; there is no laying.
 */
export class FixedOddsMarket extends HouseRunnerMarket {
  private readonly odds: number[];

  constructor(
    readonly kind: FixedOddsKind,
    marketId: string,
    outcomes: readonly FixedOutcome[],
    limits: HouseLimits,
    /** For a binary market: YES wins when the result is ≥ line. */
    readonly line: number | null = null,
  ) {
    super(marketId, outcomes.map((o) => o.key), limits);
    this.odds = outcomes.map((o) => assertOdds100(o.odds100));
    if (kind === 'binary' && (line === null || this.runnerIds.join() !== 'YES,NO')) {
      throw new DomainError('INVALID_INPUT_DATA', 'A binary market has outcomes YES and NO and a line');
    }
  }

  setOdds(key: string, odds100: number): void {
    this.odds[this.runnerOf(key)] = assertOdds100(odds100);
  }

  oddsOf(key: string): number {
    return this.odds[this.runnerOf(key)]!;
  }

  place(request: FixedOddsBetRequest, funds?: Funds): HouseBet {
    if (request.side !== 'BACK') throw new DomainError('INVALID_INPUT_DATA', 'Fixed-odds outcomes can only be backed');
    return this.take(request, assertOdds100(request.odds100), funds);
  }

  /** The winning outcome keys for a result: the digit or ball outcome itself, or YES/NO against the line. */
  winnersFor(result: string | number): string[] {
    if (this.kind === 'binary') return [binaryWinner(this.line as number, Number(result))];
    const key = String(result);
    this.runnerOf(key);
    return [key];
  }

  protected quoted(runner: number, side: Side): number | null {
    return side === 'BACK' ? (this.odds[runner] ?? null) : null;
  }
}

/** YES when the result reaches the line, else NO. */
export function binaryWinner(line: number, result: number): 'YES' | 'NO' {
  if (!Number.isFinite(result)) throw new DomainError('INVALID_INPUT_DATA', `Result ${result} is not a number`);
  return result >= line ? 'YES' : 'NO';
}

function assertOdds100(odds100: number): number {
  if (!isFixedOdds100(odds100)) {
    throw new DomainError('INVALID_ODDS', `Odds ${odds100 / 100} must be above 1 and at most 1000, in hundredths`);
  }
  return odds100;
}

export const LOTTERY_DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export const BALL_OUTCOMES = ['0', '1', '2', '3', '4', '6', 'W'] as const;

/** A lottery digit draw: every digit at the same fixed odds (e.g. 950 = 9.5). */
export function lotteryDigitMarket(marketId: string, odds100: number, limits: HouseLimits): FixedOddsMarket {
  return new FixedOddsMarket('lottery', marketId, LOTTERY_DIGITS.map((key) => ({ key, odds100 })), limits);
}

/** A ball-by-ball market: what the next ball brings, each at its own fixed odds. */
export function ballByBallMarket(marketId: string, odds: Readonly<Record<(typeof BALL_OUTCOMES)[number], number>>, limits: HouseLimits): FixedOddsMarket {
  return new FixedOddsMarket('ballByBall', marketId, BALL_OUTCOMES.map((key) => ({ key, odds100: odds[key] })), limits);
}

/** A binary YES/NO line at fixed odds: YES wins when the result is ≥ line. */
export function binaryMarket(marketId: string, line: number, yesOdds100: number, noOdds100: number, limits: HouseLimits): FixedOddsMarket {
  const outcomes = [{ key: 'YES', odds100: yesOdds100 }, { key: 'NO', odds100: noOdds100 }];
  return new FixedOddsMarket('binary', marketId, outcomes, limits, line);
}
