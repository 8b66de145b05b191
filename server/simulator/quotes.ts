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
export function wantedQuotes(fairTick: Tick, sizeFor: (level: number) => number): WantedQuote[] {
  const wanted: WantedQuote[] = [];
  // A runner at the ends of the ladder (1.01, 1000) is still quoted both ways: the quotes sit three
  // ticks in from the end rather than losing one side (issue 19: a side with only back prices).
  const fair = Math.min(MAX_TICK - 3, Math.max(3, fairTick));
  for (let level = 1; level <= 3; level += 1) {
    wanted.push({ side: 'LAY', price: tickToPrice(fair - level), size: sizeFor(level) });
    wanted.push({ side: 'BACK', price: tickToPrice(fair + level), size: sizeFor(level) });
  }
  return wanted;
}

/** Which wanted quotes a resting quote already covers (same side and price, enough size): the rest are missing, the uncovering resting ones spare. */
function coverage(resting: readonly RestingQuote[], wanted: readonly WantedQuote[], minSize: number): { missing: WantedQuote[]; spare: RestingQuote[] } {
  const used = new Set<string>();
  const missing: WantedQuote[] = [];
  for (const want of wanted) {
    const keep = resting.find((r) => !used.has(r.betId) && r.side === want.side && r.price === want.price && r.sizeRemaining >= minSize);
    if (keep) used.add(keep.betId);
    else missing.push(want);
  }
  return { missing, spare: resting.filter((r) => !used.has(r.betId)) };
}

/**
 * What to do to turn the resting quotes into the wanted ones with the fewest calls: keep quotes at a
 * wanted price with enough size, re-price spare ones to missing prices, place what is still missing,
 * cancel the rest. Moves that could cross (a lay re-priced above a resting back) are ordered last by the caller.
 */
export function planQuotes(resting: readonly RestingQuote[], wanted: readonly WantedQuote[], minSize: number): QuoteAction[] {
  const actions: QuoteAction[] = [];
  const { missing, spare } = coverage(resting, wanted, minSize);
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

/**
 * In play every new order waits out the bet delay, and so would a re-priced one: re-pricing empties
 * those levels for the delay. So in play the quotes are made before they are broken: the missing
 * quotes are placed while the old ones keep resting, and the old ones are cancelled (at once: a
 * cancel has no delay) only in a later round, when nothing is missing any more. Old quotes that a new
 * one would cross go at once — they are on the wrong side of the new fair price, and the exchange
 * refuses to match us against ourselves.
 */
export function planInPlayQuotes(resting: readonly RestingQuote[], wanted: readonly WantedQuote[], minSize: number): QuoteAction[] {
  const { missing, spare } = coverage(resting, wanted, minSize);
  if (missing.length === 0) return spare.map((r) => ({ kind: 'cancel', betId: r.betId }));
  // Our lay at p is matched by backs at p or below, our back at p by lays at p or above.
  const crosses = (r: RestingQuote, m: WantedQuote) => (m.side === 'LAY' ? r.side === 'BACK' && r.price <= m.price : r.side === 'LAY' && r.price >= m.price);
  let cancels = spare.filter((r) => missing.some((m) => crosses(r, m)));
  let placing = missing;
  // A jump past the spread crosses every quote on one side: taking them all down would empty that side
  // of the book for the whole delay. Keep them, and hold back the new quotes that would cross them,
  // until that side's new quotes have waited out the delay and rest (a later round cancels the old).
  for (const side of ['BACK', 'LAY'] as const) {
    const mine = resting.filter((r) => r.side === side);
    if (mine.length === 0 || mine.some((r) => !cancels.includes(r))) continue;
    cancels = cancels.filter((r) => r.side !== side);
    placing = placing.filter((m) => !mine.some((r) => crosses(r, m)));
  }
  return [...cancels.map((r): QuoteAction => ({ kind: 'cancel', betId: r.betId })), ...placing.map((m): QuoteAction => ({ kind: 'place', side: m.side, price: m.price, size: m.size }))];
}
