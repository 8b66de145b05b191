/** The race and match scoreboards the simulator publishes for virtual events. */
export interface RaceScore {
  kind: 'race';
  distance: number;
  runners: Array<{ runnerId: string; runnerName: string; covered: number }>;
  finishOrder: string[] | null;
}

export interface MatchScore {
  kind: 'match';
  homeName: string;
  awayName: string;
  home: number;
  away: number;
  minute: number;
  goals: Array<{ minute: number; side: 'home' | 'away' }>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function raceScoreOf(score: Record<string, unknown> | null | undefined): RaceScore | null {
  if (!score || score.kind !== 'race' || !Array.isArray(score.runners) || typeof score.distance !== 'number') return null;
  const runners = score.runners.filter(isRecord).map((r) => ({ runnerId: String(r.runnerId), runnerName: String(r.runnerName), covered: Number(r.covered) || 0 }));
  const finishOrder = Array.isArray(score.finishOrder) ? score.finishOrder.map(String) : null;
  return { kind: 'race', distance: score.distance, runners, finishOrder };
}

export function matchScoreOf(score: Record<string, unknown> | null | undefined): MatchScore | null {
  if (!score || score.kind !== 'match' || typeof score.home !== 'number' || typeof score.away !== 'number') return null;
  const goals = Array.isArray(score.goals)
    ? score.goals.filter(isRecord).map((g) => ({ minute: Number(g.minute) || 0, side: g.side === 'away' ? ('away' as const) : ('home' as const) }))
    : [];
  return { kind: 'match', homeName: String(score.homeName ?? 'Home'), awayName: String(score.awayName ?? 'Away'), home: score.home, away: score.away, minute: Number(score.minute) || 0, goals };
}

/** A finished virtual event's result in a line: the winner of a race, the final score of a match. */
export function resultLine(score: Record<string, unknown> | null | undefined): string | null {
  const race = raceScoreOf(score);
  if (race?.finishOrder?.length) {
    const names = new Map(race.runners.map((r) => [r.runnerId, r.runnerName]));
    return race.finishOrder.slice(0, 3).map((id, i) => `${i + 1}. ${names.get(id) ?? id}`).join(' · ');
  }
  const match = matchScoreOf(score);
  if (match) return `${match.homeName} ${match.home}–${match.away} ${match.awayName}`;
  return null;
}
