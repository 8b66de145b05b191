import { MAX_TICK, tickToPrice, type Tick } from '../exchange/domain/ladder';

export interface RestingQuote {
  betId: string;
  side: 'BACK' | 'LAY';
  price: number;
  sizeRemaining: number;
}

export interface WantedQuote {
  side: 'BACK' | 'LAY';
  price: number;
  size: number;
}

export type QuoteAction =
  | { kind: 'place'; side: 'BACK' | 'LAY'; price: number; size: number }
  | { kind: 'replace'; betId: string; price: number }
  | { kind: 'cancel'; betId: string };

/**
 * Three levels each way around a fair tick: lays one to three ticks below it (what bettors can back),
 * backs one to three ticks above it (what they can lay). Lays below backs, so the book never crosses.
 */
export function wantedQuotes(fair: Tick, sizeFor: (level: number) => number): WantedQuote[] {
  const wanted: WantedQuote[] = [];
  for (let level = 1; level <= 3; level += 1) {
    const below = fair - level;
    const above = fair + level;
    if (below >= 0) wanted.push({ side: 'LAY', price: tickToPrice(below), size: sizeFor(level) });
    if (above <= MAX_TICK) wanted.push({ side: 'BACK', price: tickToPrice(above), size: sizeFor(level) });
  }
  return wanted;
}

/**
 * What to do to turn the resting quotes into the wanted ones with the fewest calls: keep quotes at a
 * wanted price with enough size, re-price spare ones to missing prices, place what is still missing,
 * cancel the rest. Moves that could cross (a lay re-priced above a resting back) are ordered last by the caller.
 */
export function planQuotes(resting: readonly RestingQuote[], wanted: readonly WantedQuote[], minSize: number): QuoteAction[] {
  const actions: QuoteAction[] = [];
  const spare: RestingQuote[] = [];
  const missing: WantedQuote[] = [];
  const used = new Set<string>();
  for (const want of wanted) {
    const keep = resting.find((r) => !used.has(r.betId) && r.side === want.side && r.price === want.price && r.sizeRemaining >= minSize);
    if (keep) used.add(keep.betId);
    else missing.push(want);
  }
  for (const r of resting) if (!used.has(r.betId)) spare.push(r);
  for (const want of missing) {
    const index = spare.findIndex((r) => r.side === want.side && r.sizeRemaining >= minSize);
    if (index >= 0) {
      const [moved] = spare.splice(index, 1);
      actions.push({ kind: 'replace', betId: moved!.betId, price: want.price });
    } else {
      actions.push({ kind: 'place', side: want.side, price: want.price, size: want.size });
    }
  }
  for (const r of spare) actions.push({ kind: 'cancel', betId: r.betId });
  // Cancels first, then lays that move down / backs that move up, so nothing crosses our own quotes on the way.
  const rank = (a: QuoteAction) => (a.kind === 'cancel' ? 0 : a.kind === 'replace' ? 1 : 2);
  return actions.sort((a, b) => rank(a) - rank(b));
}
