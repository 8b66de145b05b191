/** In-play score models: cricket ball by ball, tennis points, soccer goals, races. Pure, driven by a random source. */
import type { RaceScore } from '@domain/race-score';

export type { RaceScore };
export { bowl, newCricket, newSoccer, recentBalls, type CricketScore, type SoccerEvent, type SoccerScore } from '@domain/match-score';
import type { CricketScore, SoccerScore } from '@domain/match-score';

const BALLS: Array<[string, number]> = [
  ['0', 0.34],
  ['1', 0.32],
  ['2', 0.1],
  ['3', 0.02],
  ['4', 0.11],
  ['6', 0.05],
  ['W', 0.06],
];

export function pickBall(random: () => number): string {
  let r = random();
  for (const [outcome, p] of BALLS) {
    if (r < p) return outcome;
    r -= p;
  }
  return '0';
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

export interface TennisScore {
  kind: 'tennis';
  /** Finished sets, games per side. */
  sets: Array<[number, number]>;
  games: [number, number];
  /** Points in the current game (tie-break points count 0, 1, 2, …). */
  points: [number, number];
  /** 0: home serves, 1: away serves. */
  server: 0 | 1;
  tiebreak: boolean;
  /** Points played so far. */
  played: number;
}

export function newTennis(): TennisScore {
  return { kind: 'tennis', sets: [], games: [0, 0], points: [0, 0], server: 0, tiebreak: false, played: 0 };
}

const setsWon = (s: TennisScore, side: 0 | 1) => s.sets.filter((set) => set[side] > set[side === 0 ? 1 : 0]).length;

/** The tennis winner (best of three sets), or null while the match goes on. */
export function tennisWinner(s: TennisScore): 0 | 1 | null {
  return setsWon(s, 0) === 2 ? 0 : setsWon(s, 1) === 2 ? 1 : null;
}

/** "0", "15", "30", "40", "AD" for a side's points in a normal game; tie-break points as numbers. */
export function tennisPointLabel(s: TennisScore, side: 0 | 1): string {
  if (s.tiebreak) return String(s.points[side]);
  const mine = s.points[side];
  const theirs = s.points[side === 0 ? 1 : 0];
  if (mine >= 3 && theirs >= 3) return mine > theirs ? 'AD' : '40';
  return ['0', '15', '30', '40'][Math.min(mine, 3)]!;
}

/** Plays one point: the server wins it more often; games, tie-breaks at 6-6 and sets follow the rules. */
export function playTennisPoint(score: TennisScore, random: () => number, homeStrength: number): { score: TennisScore; over: boolean } {
  const s: TennisScore = { ...score, sets: score.sets.map((set) => [...set] as [number, number]), games: [...score.games], points: [...score.points], played: score.played + 1 };
  const serveEdge = s.server === 0 ? 0.12 : -0.12;
  const side: 0 | 1 = random() < Math.min(0.9, Math.max(0.1, homeStrength + serveEdge)) ? 0 : 1;
  const other = side === 0 ? 1 : 0;
  s.points[side] += 1;
  const target = s.tiebreak ? 7 : 4;
  if (s.points[side] >= target && s.points[side] - s.points[other] >= 2) {
    s.games[side] += 1;
    s.points = [0, 0];
    s.server = s.server === 0 ? 1 : 0;
    const [g0, g1] = s.games;
    const setOver = s.tiebreak || (Math.max(g0, g1) >= 6 && Math.abs(g0 - g1) >= 2);
    if (setOver) {
      s.sets.push([g0, g1]);
      s.games = [0, 0];
      s.tiebreak = false;
    } else if (g0 === 6 && g1 === 6) s.tiebreak = true;
  }
  return { score: s, over: tennisWinner(s) !== null };
}

/** Plays one match minute: goals (about 2.7 a match), corners and bookings, weighted by the home side's strength. */
export function playSoccerMinute(score: SoccerScore, random: () => number, homeStrength: number): { score: SoccerScore; goal: 0 | 1 | null; over: boolean } {
  const s: SoccerScore = { ...score, minute: score.minute + 1, events: [...score.events] };
  const roll = random();
  const side: 0 | 1 = random() < homeStrength ? 0 : 1;
  let goal: 0 | 1 | null = null;
  if (roll < 0.03) {
    goal = side;
    if (side === 0) s.home += 1;
    else s.away += 1;
    s.events.push({ minute: s.minute, side, type: 'goal' });
  } else if (roll < 0.14) s.events.push({ minute: s.minute, side, type: 'corner' });
  else if (roll < 0.18) s.events.push({ minute: s.minute, side: side === 0 ? 1 : 0, type: 'yellow' });
  s.events = s.events.slice(-6);
  return { score: s, goal, over: s.minute >= 90 };
}

export function newRace(runners: ReadonlyArray<{ runnerId: string; runnerName: string }>, distance = 8): RaceScore {
  return { kind: 'race', order: runners.map((r) => r.runnerId), furlongsLeft: distance, distance, names: Object.fromEntries(runners.map((r) => [r.runnerId, r.runnerName])) };
}

/** A runner's prices on the win market's book at the off, as the exchange's market view lists them. */
export interface RunnerAtOff {
  runnerId: string;
  lastTradedPrice?: number | null;
  availableToBack?: ReadonlyArray<{ price: number }>;
}

/**
 * The starting prices fixed at the off (Betfair's SP, as the race card's results show it): each
 * runner's last traded price, or its best back price where it never traded; a runner with neither has none.
 */
export function startingPrices(runners: readonly RunnerAtOff[]): Record<string, number> {
  const sp: Record<string, number> = {};
  for (const runner of runners) {
    const price = runner.lastTradedPrice ?? runner.availableToBack?.[0]?.price;
    if (price !== undefined && price !== null) sp[runner.runnerId] = price;
  }
  return sp;
}

/** Runs one stretch of the race: runners change places, stronger ones (higher weight) move up more often. */
export function runRace(score: RaceScore, random: () => number, strength: (runnerId: string) => number): { score: RaceScore; over: boolean } {
  const order = [...score.order];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const behind = strength(order[i]!);
    const ahead = strength(order[i - 1]!);
    if (random() < (0.35 * behind) / (behind + ahead)) [order[i - 1], order[i]] = [order[i]!, order[i - 1]!];
  }
  const furlongsLeft = Math.max(0, Math.round((score.furlongsLeft - 0.5) * 10) / 10);
  return { score: { ...score, order, furlongsLeft }, over: furlongsLeft === 0 };
}
