/**
 * A subscriber's view of a market image: the fields its marketDataFilter asks for, and the market
 * changes between two views as the stream sends them — `[price, size]` for the full ladders and the
 * traded ladder, `[level, price, size]` for the best offers, size 0 removing a price or a level.
 * Sizes go out in Betfair's decimal units (money.ts); inside they are paise.
 */
import { toUnits } from './money';
import type { MarketDefinitionShape, RunnerChangeShape } from './stream-definitions';
import type { MarketImage, PriceMap } from './stream-image';

export type MarketDataField = 'EX_BEST_OFFERS_DISP' | 'EX_BEST_OFFERS' | 'EX_ALL_OFFERS' | 'EX_TRADED' | 'EX_TRADED_VOL' | 'EX_LTP' | 'EX_MARKET_DEF' | 'SP_TRADED' | 'SP_PROJECTED';

export interface Wanted {
  fields: ReadonlySet<MarketDataField>;
  /** Levels of the best offers (EX_BEST_OFFERS, EX_BEST_OFFERS_DISP): 1 to 10. */
  levels: number;
}

type Level = readonly [price: number, size: number];
const MAP_FIELDS = ['atb', 'atl', 'trd'] as const;
const LEVEL_FIELDS = ['batb', 'batl', 'bdatb', 'bdatl'] as const;
type MapField = (typeof MAP_FIELDS)[number];
type LevelField = (typeof LEVEL_FIELDS)[number];

type RunnerView = Partial<Record<MapField, PriceMap>> & Partial<Record<LevelField, readonly Level[]>> & { ltp?: number | null; tv?: number };
export interface MarketProjection {
  definition?: MarketDefinitionShape;
  tv?: number;
  runners: ReadonlyMap<number, RunnerView>;
}

export interface MarketChangeShape {
  id: string;
  img?: boolean;
  con?: boolean;
  tv?: number;
  marketDefinition?: MarketDefinitionShape;
  rc?: RunnerChangeShape[];
}

const best = (map: PriceMap, order: 1 | -1, levels: number): Level[] =>
  [...map].sort((a, b) => order * (a[0] - b[0])).slice(0, levels);

export function project(image: MarketImage, wanted: Wanted): MarketProjection {
  const has = (f: MarketDataField) => wanted.fields.has(f);
  const runners = new Map<number, RunnerView>();
  for (const r of image.runners) {
    const view: RunnerView = {};
    if (has('EX_ALL_OFFERS')) Object.assign(view, { atb: r.atb, atl: r.atl });
    // Available to back is best at the highest price, available to lay at the lowest.
    if (has('EX_BEST_OFFERS')) Object.assign(view, { batb: best(r.atb, -1, wanted.levels), batl: best(r.atl, 1, wanted.levels) });
    // No cross-matching: the virtual (display) offers are the offers.
    if (has('EX_BEST_OFFERS_DISP')) Object.assign(view, { bdatb: best(r.atb, -1, wanted.levels), bdatl: best(r.atl, 1, wanted.levels) });
    if (has('EX_TRADED')) view.trd = r.trd;
    if (has('EX_TRADED_VOL')) view.tv = r.tv;
    if (has('EX_LTP')) view.ltp = r.ltp;
    runners.set(r.id, view);
  }
  return { ...(has('EX_MARKET_DEF') ? { definition: image.definition } : {}), ...(has('EX_TRADED_VOL') ? { tv: image.tv } : {}), runners };
}

/** The change from `before` to `after` (a full image, `img`, when there is no before); null when nothing changed. */
export function marketChange(marketId: string, before: MarketProjection | null, after: MarketProjection): MarketChangeShape | null {
  const change: MarketChangeShape = { id: marketId };
  if (!before) change.img = true;
  if (after.definition && (!before || before.definition !== after.definition) && JSON.stringify(before?.definition) !== JSON.stringify(after.definition)) {
    change.marketDefinition = after.definition;
  }
  if (after.tv !== undefined && after.tv !== before?.tv) change.tv = toUnits(after.tv);
  const rc: RunnerChangeShape[] = [];
  for (const [id, next] of after.runners) {
    const prev = before?.runners.get(id);
    const runner: RunnerChangeShape = { id };
    for (const field of MAP_FIELDS) {
      const entries = next[field] ? mapDelta(prev?.[field], next[field]) : [];
      if (entries.length) runner[field] = entries;
    }
    for (const field of LEVEL_FIELDS) {
      const entries = next[field] ? levelDelta(prev?.[field], next[field]) : [];
      if (entries.length) runner[field] = entries;
    }
    if (next.ltp !== undefined && next.ltp !== null && next.ltp !== prev?.ltp) runner.ltp = next.ltp;
    if (next.tv !== undefined && next.tv !== prev?.tv) runner.tv = toUnits(next.tv);
    if (Object.keys(runner).length > 1 || !before) rc.push(runner);
  }
  if (rc.length) change.rc = rc;
  return before && Object.keys(change).length === 1 ? null : change;
}

function mapDelta(before: PriceMap | undefined, after: PriceMap): [number, number][] {
  if (before === after) return [];
  const out: [number, number][] = [];
  for (const [price, size] of after) if (before?.get(price) !== size) out.push([price, toUnits(size)]);
  if (before) for (const price of before.keys()) if (!after.has(price)) out.push([price, 0]);
  return out.sort((a, b) => a[0] - b[0]);
}

function levelDelta(before: readonly Level[] | undefined, after: readonly Level[]): [number, number, number][] {
  const out: [number, number, number][] = [];
  const length = Math.max(before?.length ?? 0, after.length);
  for (let level = 0; level < length; level++) {
    const [p0, s0] = before?.[level] ?? [0, 0];
    const [p1, s1] = after[level] ?? [0, 0];
    if (p0 !== p1 || s0 !== s1) out.push([level, p1, toUnits(s1)]);
  }
  return out;
}

/** `later` applied over `earlier`: one change that leaves a client where the two in turn would (prices and levels by key, the rest the latest). */
export function mergeChanges(earlier: MarketChangeShape, later: MarketChangeShape): MarketChangeShape {
  const merged: MarketChangeShape = { ...earlier, ...later };
  if (earlier.img) merged.img = true;
  const runners = new Map<number, RunnerChangeShape>((earlier.rc ?? []).map((r) => [r.id!, r]));
  for (const r of later.rc ?? []) {
    const prev = runners.get(r.id!);
    if (!prev) {
      runners.set(r.id!, r);
      continue;
    }
    const both: RunnerChangeShape = { ...prev, ...r };
    for (const field of MAP_FIELDS) if (prev[field] && r[field]) both[field] = byKey(prev[field], r[field]);
    for (const field of LEVEL_FIELDS) if (prev[field] && r[field]) both[field] = byKey(prev[field], r[field]);
    runners.set(r.id!, both);
  }
  if (runners.size) merged.rc = [...runners.values()];
  return merged;
}

function byKey<T extends readonly number[]>(earlier: readonly T[], later: readonly T[]): T[] {
  const entries = new Map<number, T>(earlier.map((e) => [e[0]!, e]));
  for (const e of later) entries.set(e[0]!, e);
  return [...entries.values()].sort((a, b) => a[0]! - b[0]!);
}

/**
 * Subscribers asking for the same fields share their views and changes: one projection per image and
 * fields, one change per pair of views (each is read-only once made), so N subscribers of a market
 * cost one diff per change, not N.
 */
const projections = new WeakMap<MarketImage, Map<string, MarketProjection>>();
const changes = new WeakMap<MarketProjection, { after: MarketProjection; change: MarketChangeShape | null }>();

export function projectShared(image: MarketImage, wanted: Wanted): MarketProjection {
  const key = `${[...wanted.fields].sort().join(',')}/${wanted.levels}`;
  let byKey = projections.get(image);
  if (!byKey) projections.set(image, (byKey = new Map()));
  let projection = byKey.get(key);
  if (!projection) byKey.set(key, (projection = project(image, wanted)));
  return projection;
}

export function marketChangeShared(marketId: string, before: MarketProjection, after: MarketProjection): MarketChangeShape | null {
  const seen = changes.get(before);
  if (seen?.after === after) return seen.change;
  const change = marketChange(marketId, before, after);
  changes.set(before, { after, change });
  return change;
}
