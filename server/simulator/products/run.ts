/** The product lines the simulator keeps alive, each a competition of its sport. */
export type ProductLine = 'lottery' | 'binary' | 'racing' | 'football';

export const LINE_SPORT: Record<ProductLine, number> = { lottery: 66104, binary: 66103, racing: 66101, football: 66101 };
export const LINE_TOURNAMENT: Record<ProductLine, string> = { lottery: 'l-daily', binary: 'bin-index', racing: 'v-racing', football: 'v-football' };

/** One lottery draw, binary line or virtual event from opening to settlement. */
export interface ProductRun {
  readonly line: ProductLine;
  readonly exEventId: string;
  readonly eventName: string;
  /** Draw, close or start time, ms. */
  readonly startsAt: number;
  /** True before the start: its markets take bets. */
  readonly upcoming: boolean;
  /** One step; true once the event is settled and finished. */
  tick(now: number): Promise<boolean>;
}

/** A runner the tipsters may back in an upcoming run, with the simulator's own view of its chance. */
export interface TipCandidate {
  marketId: string;
  runnerId: string;
  runnerName: string;
  probability: number;
}
