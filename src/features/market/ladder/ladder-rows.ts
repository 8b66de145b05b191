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
 * The row the ladder opens centred on: between the best back (highest price a backer can take) and
 * the best lay, else the last traded price, else the middle of the ladder's busy part (odds 2.0).
 */
export function centreIndex(rows: readonly LadderRow[]): number {
  const bestBack = rows.findIndex((r) => r.availableToBack > 0);
  // Rows run from high odds down: the best back is the first (highest) back level, the best lay the last (lowest) lay level.
  let bestLay = -1;
  for (let i = 0; i < rows.length; i++) if (rows[i]!.availableToLay > 0) bestLay = i;
  if (bestBack >= 0 && bestLay >= 0) return Math.round((bestBack + bestLay) / 2);
  if (bestBack >= 0) return bestBack;
  if (bestLay >= 0) return bestLay;
  const last = rows.findIndex((r) => r.lastTraded);
  if (last >= 0) return last;
  const two = rows.findIndex((r) => r.price === 2);
  return two >= 0 ? two : Math.floor(rows.length / 2);
}

/** Traded volume as a share of the busiest price, 0..1 (the ladder's volume bars). */
export function tradedShare(rows: readonly LadderRow[]): (traded: number) => number {
  const most = rows.reduce((m, r) => Math.max(m, r.traded), 0);
  return (traded) => (most > 0 ? traded / most : 0);
}
