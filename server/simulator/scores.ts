/** In-play score models: cricket ball by ball, tennis points, soccer goals. Pure, driven by a random source. */

export interface CricketScore {
  kind: 'cricket';
  innings: 1 | 2;
  batting: 0 | 1;
  runs: [number, number];
  wickets: [number, number];
  balls: [number, number];
  fours: number;
  lastBall: string | null;
  overs: number;
  /** Runs after 6 and 10 overs of the first innings, once known. */
  runsAfter6: number | null;
  runsAfter10: number | null;
}

const BALLS: Array<[string, number]> = [
  ['0', 0.34],
  ['1', 0.32],
  ['2', 0.1],
  ['3', 0.02],
  ['4', 0.11],
  ['6', 0.05],
  ['W', 0.06],
];

export function newCricket(overs: number): CricketScore {
  return { kind: 'cricket', innings: 1, batting: 0, runs: [0, 0], wickets: [0, 0], balls: [0, 0], fours: 0, lastBall: null, overs, runsAfter6: null, runsAfter10: null };
}

export function pickBall(random: () => number): string {
  let r = random();
  for (const [outcome, p] of BALLS) {
    if (r < p) return outcome;
    r -= p;
  }
  return '0';
}

/** Bowls one ball; returns the new score and whether the match is over. */
export function bowl(score: CricketScore, outcome: string): { score: CricketScore; over: boolean } {
  const s: CricketScore = { ...score, runs: [...score.runs], wickets: [...score.wickets], balls: [...score.balls], lastBall: outcome };
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
  }
  return { score: s, over: false };
}

/** 0 or 1 for the winning side, 2 for a tie. */
export function cricketWinner(s: CricketScore): 0 | 1 | 2 {
  return s.runs[1] > s.runs[0] ? 1 : s.runs[1] < s.runs[0] ? 0 : 2;
}

export interface PointsScore {
  kind: 'tennis' | 'soccer' | 'basketball';
  home: number;
  away: number;
  /** Ticks played and the ticks the match lasts. */
  elapsed: number;
  length: number;
}

export function newPoints(kind: PointsScore['kind'], length: number): PointsScore {
  return { kind, home: 0, away: 0, elapsed: 0, length };
}

/** One tick of play: a point, a goal chance or a basket, weighted by the home side's strength. */
export function play(score: PointsScore, random: () => number, homeStrength: number): { score: PointsScore; scored: 'home' | 'away' | null; over: boolean } {
  const chance = score.kind === 'soccer' ? 0.04 : score.kind === 'basketball' ? 0.6 : 0.5;
  let scored: 'home' | 'away' | null = null;
  const s = { ...score, elapsed: score.elapsed + 1 };
  if (random() < chance) {
    scored = random() < homeStrength ? 'home' : 'away';
    const points = score.kind === 'basketball' ? (random() < 0.3 ? 3 : 2) : 1;
    if (scored === 'home') s.home += points;
    else s.away += points;
  }
  return { score: s, scored, over: s.elapsed >= s.length };
}
