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

/**
 * The exchange's scoreboard object as lines to show. Cricket: runs/wickets (overs) per innings and
 * the last ball; points sports: home and away; anything else: its plain number and text fields.
 */
export function scoreLines(eventName: string, score: Record<string, unknown> | null | undefined): ScoreLine[] {
  // Lottery draws, virtual races and index lines have their own visuals (their products' pages).
  if (!score || score.kind === 'lottery' || score.kind === 'race' || score.kind === 'index') return [];
  const [home, away] = teamsOf(eventName);
  if (score.kind === 'cricket') {
    const runs = pair(score.runs);
    const wickets = pair(score.wickets);
    const balls = pair(score.balls);
    const batting = num(score.batting) ?? 0;
    if (!runs || !wickets || !balls) return [];
    const overs = (b: number) => `${Math.floor(b / 6)}.${b % 6}`;
    const lines: ScoreLine[] = [home, away].map((team, i) => ({
      label: team,
      value: balls[i]! > 0 || i === batting ? `${runs[i]}/${wickets[i]} (${overs(balls[i]!)} ov)` : 'Yet to bat',
      active: i === batting,
    }));
    if (typeof score.lastBall === 'string') lines.push({ label: 'Last ball', value: score.lastBall });
    return lines;
  }
  const h = num(score.home);
  const a = num(score.away);
  if (h !== null && a !== null) return [{ label: home, value: String(h) }, { label: away, value: String(a) }];
  return Object.entries(score)
    .filter(([key, v]) => key !== 'kind' && (typeof v === 'number' || typeof v === 'string'))
    .slice(0, 6)
    .map(([key, v]) => ({ label: key, value: String(v) }));
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
