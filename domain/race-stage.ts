import { raceScoreOf, type RaceScore } from './race-score';

/**
 * Where a race is in its day, from what the card knows: its start time and the clock, the event's state
 * (the list, then the score feed), its win market's status and the race scoreboard.
 *
 * - upcoming: before the off; the card counts down to it.
 * - off: the start time has passed or the race went in play, but no running order yet, or the win
 *   market is suspended (at the off every market suspends, then takes its in-play delay and reopens).
 * - running: in play with the running order from the score feed.
 * - result: finished (the event, or the scoreboard with no furlongs left), with the finishing order.
 * - abandoned: the event was cancelled.
 */
export type RaceStage =
  | { stage: 'upcoming'; msToOff: number }
  | { stage: 'off' }
  | { stage: 'running'; score: RaceScore }
  | { stage: 'result'; score: RaceScore | null }
  | { stage: 'abandoned' };

export type EventState = 'SCHEDULED' | 'IN_PLAY' | 'FINISHED' | 'CANCELLED';
export type MarketState = 'INACTIVE' | 'OPEN' | 'SUSPENDED' | 'CLOSED';

export interface RaceFacts {
  /** Scheduled off, ISO 8601. */
  eventTime: string;
  now: number;
  /** The event's state: the score feed's when it has spoken, else the list's (SCHEDULED or IN_PLAY). */
  status: EventState | string;
  inPlay: boolean;
  /** The win market's status; null when the card has no book for it. */
  marketStatus: MarketState | null;
  /** The score feed's scoreboard (anything; only a race scoreboard counts). */
  score: unknown;
}

export function raceStage(facts: RaceFacts): RaceStage {
  const score = raceScoreOf(facts.score);
  if (facts.status === 'CANCELLED') return { stage: 'abandoned' };
  if (facts.status === 'FINISHED' || (score && score.furlongsLeft === 0)) return { stage: 'result', score };
  const msToOff = Date.parse(facts.eventTime) - facts.now;
  const goneOff = facts.inPlay || facts.status === 'IN_PLAY' || !(msToOff > 0);
  if (!goneOff) return { stage: 'upcoming', msToOff };
  if (!score || facts.marketStatus === 'SUSPENDED') return { stage: 'off' };
  return { stage: 'running', score };
}
