/** The lottery scoreboard the simulator publishes: digits revealed so far, then the number. */
export interface DrawScore {
  revealed: number[];
  digits: number;
  number: number | null;
  lastDigit: number | null;
}

export function drawScoreOf(score: Record<string, unknown> | null | undefined): DrawScore | null {
  if (!score || score.kind !== 'lottery' || !Array.isArray(score.revealed)) return null;
  const digits = typeof score.digits === 'number' ? score.digits : 4;
  return {
    revealed: score.revealed.filter((d): d is number => typeof d === 'number'),
    digits,
    number: typeof score.number === 'number' ? score.number : null,
    lastDigit: typeof score.lastDigit === 'number' ? score.lastDigit : null,
  };
}
