/** The score line the desk shows from the score feed's JSON (cricket runs/wickets and overs, this over's balls; soccer goals). */
export function scoreLine(scoreJson: string | null): { line: string; recent: string[] } | null {
  if (!scoreJson) return null;
  let score: Record<string, unknown>;
  try {
    score = JSON.parse(scoreJson) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (score.kind === 'cricket') {
    const i = Number(score.batting ?? 0);
    const runs = (score.runs as number[])[i] ?? 0;
    const wickets = (score.wickets as number[])[i] ?? 0;
    const balls = (score.balls as number[])[i] ?? 0;
    const innings = Number(score.innings ?? 1);
    return { line: `${runs}/${wickets} (${Math.floor(balls / 6)}.${balls % 6} ov)${innings === 2 ? ` · target ${((score.runs as number[])[0] ?? 0) + 1}` : ''}`, recent: (score.recent as string[] | undefined) ?? [] };
  }
  if (score.kind === 'soccer') return { line: `${String(score.home)}–${String(score.away)} · ${String(score.minute)}′`, recent: [] };
  return null;
}
