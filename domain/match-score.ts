/**
 * Cricket and soccer scores as the score feed carries them (`score:<eventId>`), and the plays that move
 * them: one ball bowled, one goal. The simulator and the trading desk (issue #48) both play through these.
 */

export interface CricketScore {
  kind: 'cricket';
  innings: 1 | 2;
  batting: 0 | 1;
  runs: [number, number];
  wickets: [number, number];
  balls: [number, number];
  fours: number;
  lastBall: string | null;
  /** The batting side's last six balls, newest last. */
  recent: string[];
  overs: number;
  /** Runs after 6 and 10 overs of the first innings, once known. */
  runsAfter6: number | null;
  runsAfter10: number | null;
}

export function newCricket(overs: number): CricketScore {
  return { kind: 'cricket', innings: 1, batting: 0, runs: [0, 0], wickets: [0, 0], balls: [0, 0], fours: 0, lastBall: null, recent: [], overs, runsAfter6: null, runsAfter10: null };
}

/** Bowls one ball; returns the new score and whether the match is over. */
export function bowl(score: CricketScore, outcome: string): { score: CricketScore; over: boolean } {
  const s: CricketScore = { ...score, runs: [...score.runs], wickets: [...score.wickets], balls: [...score.balls], lastBall: outcome, recent: recentBalls(score.recent ?? [], outcome) };
  const i = s.batting;
  s.balls[i] += 1;
  if (outcome === 'W') s.wickets[i] += 1;
  else s.runs[i] += Number(outcome);
  if (outcome === '4') s.fours += 1;
  if (s.innings === 1 && s.balls[0] === 36) s.runsAfter6 = s.runs[0];
  if (s.innings === 1 && s.balls[0] === 60) s.runsAfter10 = s.runs[0];
  const inningsDone = s.balls[i] >= s.overs * 6 || s.wickets[i] >= 10;
  if (s.innings === 2 && (s.runs[1] > s.runs[0] || inningsDone)) return { score: s, over: true };
  if (s.innings === 1 && inningsDone) {
    s.runsAfter6 ??= s.runs[0];
    s.runsAfter10 ??= s.runs[0];
    s.innings = 2;
    s.batting = 1;
    s.recent = [];
  }
  return { score: s, over: false };
}

/** The last six balls of the batting side's innings, newest last (cricket's "this over" strip). */
export function recentBalls(previous: readonly string[], outcome: string): string[] {
  return [...previous, outcome].slice(-6);
}

export interface SoccerEvent {
  minute: number;
  side: 0 | 1;
  type: 'goal' | 'yellow' | 'corner';
}

export interface SoccerScore {
  kind: 'soccer';
  minute: number;
  home: number;
  away: number;
  /** The latest events, newest last (at most six). */
  events: SoccerEvent[];
}

export function newSoccer(): SoccerScore {
  return { kind: 'soccer', minute: 0, home: 0, away: 0, events: [] };
}

/** A goal for one side at a match minute: the score and its latest events (at most six). */
export function scoreGoal(score: SoccerScore, side: 0 | 1, minute: number): SoccerScore {
  return {
    ...score,
    minute: Math.max(score.minute, minute),
    home: score.home + (side === 0 ? 1 : 0),
    away: score.away + (side === 1 ? 1 : 0),
    events: [...score.events, { minute, side, type: 'goal' as const }].slice(-6),
  };
}

/** Next Ball's outcomes (runs off the ball, or a wicket) with the odds × 100 a market opens at. */
export const NEXT_BALL_ODDS100: Readonly<Record<string, number>> = { '0': 300, '1': 250, '2': 600, '3': 2500, '4': 500, '6': 900, W: 1200 };
export const NEXT_BALL_NAMES: Readonly<Record<string, string>> = { '0': '0 runs', '1': '1 run', '2': '2 runs', '3': '3 runs', '4': '4 runs', '6': '6 runs', W: 'Wicket' };
