/** The one rule for grading a tip and an author's record (tips review). Money in paise. */

export type TipOutcome = 'PENDING' | 'WON' | 'LOST' | 'VOID';

/** The level stake an author's profit is counted at: ₹100 on every tip. */
export const LEVEL_STAKE = 10_000;

export interface MarketResult {
  winners?: string[];
  value?: number;
  void?: boolean;
}

/** A tip on a runner against its market's result: pending until the market is settled. */
export function tipOutcome(runnerId: string, result: MarketResult | null | undefined): TipOutcome {
  if (!result) return 'PENDING';
  if (result.void) return 'VOID';
  return result.winners?.includes(runnerId) ? 'WON' : 'LOST';
}

/** Profit of a level stake on a graded tip at its published odds (× 100), paise. */
export function levelStakeProfit(outcome: TipOutcome, odds100: number): number {
  if (outcome === 'WON') return Math.round((LEVEL_STAKE * (odds100 - 100)) / 100);
  if (outcome === 'LOST') return -LEVEL_STAKE;
  return 0;
}

export interface AuthorRecord {
  author: string;
  tips: number;
  pending: number;
  won: number;
  lost: number;
  void: number;
  /** Won ÷ (won + lost), basis points (0–10 000); null before any tip is decided. */
  hitRateBp: number | null;
  /** Profit at level stakes (LEVEL_STAKE each) over decided tips, paise. */
  profit: number;
  /** The level stake the profit is counted at (LEVEL_STAKE), paise. */
  levelStake: number;
}

/** Each author's record over their selection tips, best profit first. */
export function authorRecords(graded: ReadonlyArray<{ author: string; outcome: TipOutcome; odds100: number }>): AuthorRecord[] {
  const byAuthor = new Map<string, AuthorRecord>();
  for (const tip of graded) {
    let record = byAuthor.get(tip.author);
    if (!record) byAuthor.set(tip.author, (record = { author: tip.author, tips: 0, pending: 0, won: 0, lost: 0, void: 0, hitRateBp: null, profit: 0, levelStake: LEVEL_STAKE }));
    record.tips += 1;
    if (tip.outcome === 'PENDING') record.pending += 1;
    else if (tip.outcome === 'WON') record.won += 1;
    else if (tip.outcome === 'LOST') record.lost += 1;
    else record.void += 1;
    record.profit += levelStakeProfit(tip.outcome, tip.odds100);
  }
  for (const record of byAuthor.values()) {
    const decided = record.won + record.lost;
    record.hitRateBp = decided === 0 ? null : Math.round((record.won * 10_000) / decided);
  }
  return [...byAuthor.values()].sort((a, b) => b.profit - a.profit || a.author.localeCompare(b.author));
}
