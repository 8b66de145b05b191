/**
 * A race's scoreboard as the score feed carries it (the simulator publishes it through the exchange's
 * score route; the race card reads it): the running order, leader first, the furlongs still to run,
 * the runners' names, and each runner's starting price (SP) fixed at the off.
 */
export interface RaceScore {
  kind: 'race';
  /** Runner ids in running order, leader first (the finishing order once furlongsLeft is 0). */
  order: string[];
  /** Furlongs still to run (0 once the winner is past the post). */
  furlongsLeft: number;
  distance: number;
  /** Runner names by id, so the running order can be shown without the market. */
  names: Record<string, string>;
  /** Starting price by runner id: the runner's last traded price at the off (its best back where none traded). */
  sp?: Record<string, number>;
}

/** How many runners are placed in a result (first, second, third). */
export const PLACES = 3;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The race scoreboard in a score payload, or null when the payload is not one (before the off, another sport). */
export function raceScoreOf(score: unknown): RaceScore | null {
  if (!isRecord(score) || score.kind !== 'race') return null;
  const { order, furlongsLeft, distance, names, sp } = score;
  if (!Array.isArray(order) || !order.every((id) => typeof id === 'string')) return null;
  if (typeof furlongsLeft !== 'number' || typeof distance !== 'number' || !isRecord(names)) return null;
  const spOf = isRecord(sp) ? Object.fromEntries(Object.entries(sp).filter((e): e is [string, number] => typeof e[1] === 'number')) : undefined;
  return {
    kind: 'race',
    order: order as string[],
    furlongsLeft,
    distance,
    names: Object.fromEntries(Object.entries(names).map(([id, name]) => [id, String(name)])),
    ...(spOf ? { sp: spOf } : {}),
  };
}

/** One placed runner of a finished race. */
export interface Placing {
  place: number;
  runnerId: string;
  runnerName: string;
  /** Starting price; null where the feed carried none. */
  sp: number | null;
}

/** The winner and placed runners of a finished race, first to third. */
export function placingsOf(score: RaceScore, places = PLACES): Placing[] {
  return score.order.slice(0, places).map((runnerId, i) => ({ place: i + 1, runnerId, runnerName: score.names[runnerId] ?? runnerId, sp: score.sp?.[runnerId] ?? null }));
}
