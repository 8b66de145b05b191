import { describe, expect, it } from 'vitest';
import type { MarketImage, RunnerImage } from './stream-image';
import { marketChange, mergeChanges, project, type MarketDataField } from './stream-projection';

const runner = (id: number, atb: [number, number][], atl: [number, number][], extra: Partial<RunnerImage> = {}): RunnerImage => ({ id, atb: new Map(atb), atl: new Map(atl), trd: new Map(), ltp: null, tv: 0, ...extra });
const image = (...runners: RunnerImage[]): MarketImage => ({ marketId: '1.1', definition: { status: 'OPEN', version: 1 }, definitionKey: 'k', tv: 0, runners });
const wanted = (...fields: MarketDataField[]) => ({ fields: new Set(fields), levels: 2 });

describe('market changes between views', () => {
  it('sends an image with every price in units, then only what changed, a removed price as size 0', () => {
    const w = wanted('EX_ALL_OFFERS', 'EX_LTP');
    const before = project(image(runner(1, [[2, 1000], [1.9, 500]], [[2.1, 250]])), w);
    expect(marketChange('1.1', null, before)).toEqual({ id: '1.1', img: true, rc: [{ id: 1, atb: [[1.9, 5], [2, 10]], atl: [[2.1, 2.5]] }] });
    const after = project(image(runner(1, [[2, 1000]], [[2.1, 300]], { ltp: 2.1 })), w);
    expect(marketChange('1.1', before, after)).toEqual({ id: '1.1', rc: [{ id: 1, atb: [[1.9, 0]], atl: [[2.1, 3]], ltp: 2.1 }] });
    expect(marketChange('1.1', after, after)).toBeNull();
  });

  it('sends best offers by level, best first each side, an emptied level as [level, 0, 0]', () => {
    const w = wanted('EX_BEST_OFFERS');
    const before = project(image(runner(1, [[2, 100], [1.9, 100], [1.8, 100]], [[2.1, 100]])), w);
    expect(marketChange('1.1', null, before)!.rc).toEqual([{ id: 1, batb: [[0, 2, 1], [1, 1.9, 1]], batl: [[0, 2.1, 1]] }]);
    const after = project(image(runner(1, [[1.8, 100]], [[2.1, 100]])), w);
    expect(marketChange('1.1', before, after)!.rc).toEqual([{ id: 1, batb: [[0, 1.8, 1], [1, 0, 0]] }]);
  });

  it('merges changes as a client applies them in turn: prices and levels by key, the latest value wins', () => {
    const first = { id: '1.1', rc: [{ id: 1, atb: [[2, 1], [1.9, 2]] as [number, number][], ltp: 2 }] };
    const second = { id: '1.1', rc: [{ id: 1, atb: [[2, 0]] as [number, number][] }, { id: 2, atl: [[3, 4]] as [number, number][] }], tv: 7 };
    expect(mergeChanges(first, second)).toEqual({ id: '1.1', tv: 7, rc: [{ id: 1, atb: [[1.9, 2], [2, 0]], ltp: 2 }, { id: 2, atl: [[3, 4]] }] });
  });
});
