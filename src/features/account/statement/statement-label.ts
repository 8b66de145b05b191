import { marketLabel } from '@domain/bet-label';

/** What a statement line's label needs: its ledger kind, reference and amount, and the names the exchange sent with it. */
export interface StatementLine {
  kind: string;
  reference: string;
  description: string;
  amount: number;
  eventName?: string | null;
  marketName?: string | null;
}

/** The betting movement a reference names: settlement, commission or void of a market, its version, and whether it is a reversal. */
function movementOf(reference: string): { base: string; version: number; reversal: boolean } | null {
  const match = /^(reversal:)?(settlement|commission|void):.+:(\d+)$/.exec(reference);
  return match ? { reversal: Boolean(match[1]), base: match[2]!, version: Number(match[3]) } : null;
}

/**
 * A statement line in words: a betting line names its event and market ("Mumbai v Chennai · Match
 * Odds — won", "… — commission", "… — void, stakes returned", "… — resettlement: won reversed"),
 * any other line keeps the ledger's own description. Never a raw market id.
 */
export function statementLineLabel(line: StatementLine): string {
  const where = marketLabel(line);
  const movement = movementOf(line.reference);
  if (!where || !movement) return line.description || line.reference;
  const outcome = movement.base === 'commission' ? 'commission' : movement.base === 'void' ? 'void, stakes returned' : line.amount === 0 ? 'settled' : (line.amount > 0) !== movement.reversal ? 'won' : 'lost';
  const what = movement.reversal ? `resettlement: ${outcome} reversed` : movement.version > 1 ? `${outcome} (resettled)` : outcome;
  return `${where} — ${what}`;
}
