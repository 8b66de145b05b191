import { toOdds100 } from '@domain/ladder';
import type { MarketBook, RunnerPrices } from '@/lib/feed/feed';
import type { LadderLevelData } from './ladder-rows';

/** The exchange's full-depth view of one runner as the ladder query reads it. */
export interface LadderDepth {
  status: MarketBook['status'];
  lastTradedPrice?: number | null;
  /** Paise. */
  tradedVolume: number;
  levels: readonly LadderLevelData[];
}

/** What the ladder draws: the full depth with the live book (the grid's) laid over its top. */
export interface LiveLadder {
  status: MarketBook['status'];
  lastTradedPrice: number | null;
  /** Paise; null while the full depth is still being read. */
  tradedVolume: number | null;
  levels: readonly LadderLevelData[];
}

/**
 * The full depth with the live top of book laid over it. The live book (best three each side, the
 * same one the odds grid shows) is newer than any depth read: from its last back level up and its last
 * lay level down it is the whole truth, so depth sizes there that it does not show are gone. Deeper
 * levels and traded volumes come from the depth.
 */
export function withLiveBook(levels: readonly LadderLevelData[], live: Pick<RunnerPrices, 'availableToBack' | 'availableToLay'> | undefined): LadderLevelData[] {
  if (!live) return [...levels];
  const lastBack = live.availableToBack.at(-1)?.price;
  const lastLay = live.availableToLay.at(-1)?.price;
  const byPrice = new Map<number, LadderLevelData>();
  for (const level of levels) {
    byPrice.set(toOdds100(level.price), {
      ...level,
      availableToBack: lastBack === undefined || level.price >= lastBack ? 0 : level.availableToBack,
      availableToLay: lastLay === undefined || level.price <= lastLay ? 0 : level.availableToLay,
    });
  }
  const at = (price: number) => byPrice.get(toOdds100(price)) ?? byPrice.set(toOdds100(price), { price, availableToBack: 0, availableToLay: 0, traded: 0 }).get(toOdds100(price))!;
  for (const { price, size } of live.availableToBack) at(price).availableToBack = size;
  for (const { price, size } of live.availableToLay) at(price).availableToLay = size;
  return [...byPrice.values()].filter((l) => l.availableToBack > 0 || l.availableToLay > 0 || l.traded > 0);
}

/**
 * One runner's ladder from the live book and the full depth, whichever is here: the live book first
 * (it is on the grid already, so the ladder's first frame shows the grid's prices), the depth filling in
 * below it when it arrives. Null when neither is here yet.
 */
export function liveLadder(depth: LadderDepth | undefined, book: MarketBook | undefined, runnerId: string): LiveLadder | null {
  const live = book?.runners.find((r) => r.runnerId === runnerId);
  if (!depth && !live) return null;
  return {
    status: book?.status ?? depth!.status,
    lastTradedPrice: live?.lastTradedPrice ?? depth?.lastTradedPrice ?? null,
    tradedVolume: depth?.tradedVolume ?? null,
    levels: withLiveBook(depth?.levels ?? [], live),
  };
}
