/** One line of a scoreboard: a team (or a fact) and its score. */
export interface ScoreLine {
  label: string;
  value: string;
  /** The side batting / serving now. */
  active?: boolean;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const pair = (v: unknown): [number, number] | null => (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number') ? [v[0] as number, v[1] as number] : null);

/** "MI v CSK" → ["MI", "CSK"]; anything else → Home / Away. */
export function teamsOf(eventName: string): [string, string] {
  const parts = eventName.split(/\s+(?:v|vs|vs\.|@)\s+/i);
  return parts.length === 2 ? [parts[0]!.trim(), parts[1]!.trim()] : ['Home', 'Away'];
}

const overs = (balls: number) => `${Math.floor(balls / 6)}.${balls % 6}`;

/** Cricket: the innings of each side so far (runs, wickets, balls), null where the score lacks them. */
function cricketOf(score: Record<string, unknown>) {
  const runs = pair(score.runs);
  const wickets = pair(score.wickets);
  const balls = pair(score.balls);
  if (!runs || !wickets || !balls) return null;
  const batting = num(score.batting) ?? 0;
  /** Whether side i has batted (or bats now), and its innings as "48/2 (5.3" + the overs' suffix + ")". */
  const innings = (i: 0 | 1, oversSuffix: string) => (balls[i] > 0 || i === batting ? `${runs[i]}/${wickets[i]} (${overs(balls[i])}${oversSuffix})` : null);
  return { batting, innings };
}

/** Tennis: finished sets, the games of the set being played and the points of the game (0 15 30 40 AD; tie-break points as numbers). */
function tennisOf(score: Record<string, unknown>) {
  const games = pair(score.games);
  if (!games || !Array.isArray(score.sets)) return null;
  const sets = score.sets.map(pair).filter((set): set is [number, number] => set !== null);
  const points = pair(score.points) ?? [0, 0];
  const tiebreak = score.tiebreak === true;
  const point = (side: 0 | 1): string => {
    if (tiebreak) return String(points[side]);
    const mine = points[side];
    const theirs = points[side === 0 ? 1 : 0];
    if (mine >= 3 && theirs >= 3) return mine > theirs ? 'AD' : '40';
    return ['0', '15', '30', '40'][Math.min(mine, 3)]!;
  };
  const inGame = points[0] > 0 || points[1] > 0;
  return { sets, games, server: num(score.server), point, inGame };
}

/** Points sports (soccer, basketball): home and away, and the match minute where the feed sends one. */
function pointsOf(score: Record<string, unknown>) {
  const home = num(score.home);
  const away = num(score.away);
  return home === null || away === null ? null : { home, away, minute: num(score.minute) };
}

/** Scores with their own visuals (lottery draws, virtual races, index lines: their products' pages), not a scoreboard. */
const ownVisual = (score: Record<string, unknown>) => score.kind === 'lottery' || score.kind === 'race' || score.kind === 'index';

/**
 * The exchange's scoreboard object as lines to show. Cricket: runs/wickets (overs) per innings and
 * the last ball; tennis: sets, games and points per player, the server active; points sports: home
 * and away (and the minute); anything else: its plain number and text fields.
 */
export function scoreLines(eventName: string, score: Record<string, unknown> | null | undefined): ScoreLine[] {
  if (!score || ownVisual(score)) return [];
  const [home, away] = teamsOf(eventName);
  if (score.kind === 'cricket') {
    const cricket = cricketOf(score);
    if (!cricket) return [];
    const lines: ScoreLine[] = [home, away].map((team, i) => ({ label: team, value: cricket.innings(i as 0 | 1, ' ov') ?? 'Yet to bat', active: i === cricket.batting }));
    if (typeof score.lastBall === 'string') lines.push({ label: 'Last ball', value: score.lastBall });
    return lines;
  }
  if (score.kind === 'tennis') {
    const tennis = tennisOf(score);
    if (!tennis) return [];
    return [home, away].map((player, i) => {
      const side = i as 0 | 1;
      const games = [...tennis.sets.map((set) => set[side]), tennis.games[side]].join(' ');
      return { label: player, value: tennis.inGame ? `${games} (${tennis.point(side)})` : games, active: tennis.server === side };
    });
  }
  const points = pointsOf(score);
  if (points) {
    const lines: ScoreLine[] = [{ label: home, value: String(points.home) }, { label: away, value: String(points.away) }];
    if (points.minute !== null) lines.push({ label: 'Minute', value: `${points.minute}'` });
    return lines;
  }
  return Object.entries(score)
    .filter(([key, v]) => key !== 'kind' && (typeof v === 'number' || typeof v === 'string'))
    .slice(0, 6)
    .map(([key, v]) => ({ label: key, value: String(v) }));
}

/**
 * The score on one line of an event list, or null where there is none to show: cricket "MI 48/2
 * (5.3)" per side that has batted; tennis sets and games "6-4 3-2" and the game's points "· 30-15";
 * soccer "1-0 · 67'"; other points sports "88-92".
 */
export function listScore(eventName: string, score: Record<string, unknown> | null | undefined): string | null {
  if (!score || ownVisual(score)) return null;
  const teams = teamsOf(eventName).map(shortTeam);
  if (score.kind === 'cricket') {
    const cricket = cricketOf(score);
    if (!cricket) return null;
    const innings = ([0, 1] as const).flatMap((i) => {
      const text = cricket.innings(i, '');
      return text ? [`${teams[i]} ${text}`] : [];
    });
    return innings.join(' · ') || null;
  }
  if (score.kind === 'tennis') {
    const tennis = tennisOf(score);
    if (!tennis) return null;
    const games = [...tennis.sets, tennis.games].map(([a, b]) => `${a}-${b}`).join(' ');
    return tennis.inGame ? `${games} · ${tennis.point(0)}-${tennis.point(1)}` : games;
  }
  const points = pointsOf(score);
  if (!points) return null;
  return points.minute === null ? `${points.home}-${points.away}` : `${points.home}-${points.away} · ${points.minute}'`;
}

/** A team's short form for a one-line score: "Mumbai Indians" → "MI"; a one-word name stays whole. */
export function shortTeam(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words.length < 2 ? name : words.map((w) => w[0]!.toUpperCase()).join('');
}

/**
 * The score as one short line (phones): teams by their initials, the side batting or serving
 * starred, lines joined by " · ", e.g. "MI* 15/1 (2.2 ov) · CSK Yet to bat · Last ball 4".
 */
export function compactScore(eventName: string, lines: readonly ScoreLine[]): string {
  const teams = new Set(teamsOf(eventName));
  return lines.map((l) => `${teams.has(l.label) ? shortTeam(l.label) : l.label}${l.active ? '*' : ''} ${l.value}`).join(' · ');
}
