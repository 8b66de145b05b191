import { fromOdds100, MAX_TICK, ODDS100_BY_TICK, toOdds100 } from '@domain/ladder';

/** What the ladder needs of the exchange's full-depth view (RunnerLadder). */
export interface LadderLevelData {
  price: number;
  availableToBack: number;
  availableToLay: number;
  traded: number;
}

/** One of the bettor's unmatched bets on this runner. */
export interface OwnStake {
  side: 'BACK' | 'LAY';
  price: number;
  /** Unmatched, paise. */
  size: number;
}

/** One row of the ladder: a ladder price with what waits and traded there, and the bettor's own unmatched stakes. */
export interface LadderRow {
  price: number;
  availableToBack: number;
  availableToLay: number;
  traded: number;
  ownBack: number;
  ownLay: number;
  lastTraded: boolean;
}

const key = toOdds100;

/**
 * Every price of the Betfair ladder, highest odds first (as trading ladders show it), with the
 * exchange's sizes and the bettor's unmatched stakes merged in. Figures stay in paise.
 */
export function ladderRows(levels: readonly LadderLevelData[], own: readonly OwnStake[], lastTradedPrice: number | null): LadderRow[] {
  const byPrice = new Map(levels.map((l) => [key(l.price), l]));
  const ownBack = new Map<number, number>();
  const ownLay = new Map<number, number>();
  for (const o of own) {
    const map = o.side === 'BACK' ? ownBack : ownLay;
    map.set(key(o.price), (map.get(key(o.price)) ?? 0) + o.size);
  }
  const last = lastTradedPrice === null ? null : key(lastTradedPrice);
  const rows: LadderRow[] = [];
  for (let tick = MAX_TICK; tick >= 0; tick--) {
    const odds100 = ODDS100_BY_TICK[tick] as number;
    const level = byPrice.get(odds100);
    rows.push({
      price: fromOdds100(odds100),
      availableToBack: level?.availableToBack ?? 0,
      availableToLay: level?.availableToLay ?? 0,
      traded: level?.traded ?? 0,
      ownBack: ownBack.get(odds100) ?? 0,
      ownLay: ownLay.get(odds100) ?? 0,
      lastTraded: last === odds100,
    });
  }
  return rows;
}

/**
 * The row the ladder opens centred on: the last traded price when it lies within the book's spread
 * (best back to best lay), else the middle of the spread, else the one side's best price, else the
 * last traded price, else odds 2.0 (the middle of the ladder's busy part). A last trade away from
 * today's spread (the book has moved since) would open the ladder on empty rows.
 */
export function centreIndex(rows: readonly LadderRow[]): number {
  // Rows run from high odds down: the best back is the first (highest) back level, the best lay the last (lowest) lay level.
  const bestBack = rows.findIndex((r) => r.availableToBack > 0);
  let bestLay = -1;
  for (let i = 0; i < rows.length; i++) if (rows[i]!.availableToLay > 0) bestLay = i;
  const last = rows.findIndex((r) => r.lastTraded);
  const from = bestLay >= 0 ? bestLay : bestBack;
  const to = bestBack >= 0 ? bestBack : bestLay;
  if (last >= 0 && (from < 0 || (last >= Math.min(from, to) && last <= Math.max(from, to)))) return last;
  if (bestBack >= 0 && bestLay >= 0) return Math.round((bestBack + bestLay) / 2);
  if (from >= 0) return from;
  const two = rows.findIndex((r) => r.price === 2);
  return two >= 0 ? two : Math.floor(rows.length / 2);
}

/**
 * The scroll offset that puts a row in the middle of the part of the viewport below the sticky header:
 * `rowTop` is the row's offset from the top of the scrolled content.
 */
export function centredScrollTop(rowTop: number, rowHeight: number, viewportHeight: number, headerHeight: number): number {
  const below = viewportHeight - headerHeight;
  return Math.max(0, Math.round(rowTop - headerHeight - (below - rowHeight) / 2));
}

/** Traded volume as a share of the busiest price, 0..1 (the ladder's volume bars). */
export function tradedShare(rows: readonly LadderRow[]): (traded: number) => number {
  const most = rows.reduce((m, r) => Math.max(m, r.traded), 0);
  return (traded) => (most > 0 ? traded / most : 0);
}
