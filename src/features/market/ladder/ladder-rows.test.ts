import { describe, expect, it } from 'vitest';
import { TICK_COUNT } from '@domain/ladder';
import { centredScrollTop, centreIndex, ladderRows, tradedShare } from './ladder-rows';

describe('ladder rows', () => {
  const levels = [
    { price: 1.99, availableToBack: 5000, availableToLay: 0, traded: 200 },
    { price: 2, availableToBack: 0, availableToLay: 0, traded: 800 },
    { price: 2.02, availableToBack: 0, availableToLay: 7000, traded: 0 },
  ];

  it('lists every ladder price from the highest odds down, with sizes, own stakes and the last traded price', () => {
    const rows = ladderRows(levels, [{ side: 'BACK', price: 2.02, size: 300 }, { side: 'BACK', price: 2.02, size: 200 }, { side: 'LAY', price: 1.99, size: 100 }], 2);
    expect(rows).toHaveLength(TICK_COUNT);
    expect(rows[0]!.price).toBe(1000);
    expect(rows.at(-1)!.price).toBe(1.01);
    const at = (price: number) => rows.find((r) => r.price === price)!;
    expect(at(2.02)).toEqual({ price: 2.02, availableToBack: 0, availableToLay: 7000, traded: 0, ownBack: 500, ownLay: 0, lastTraded: false });
    expect(at(2)).toMatchObject({ traded: 800, lastTraded: true });
    expect(at(1.99)).toMatchObject({ availableToBack: 5000, ownLay: 100 });
  });

  it('opens centred between the best back and the best lay, else the last trade, else odds 2', () => {
    const rows = ladderRows(levels, [], 2);
    expect(rows[centreIndex(rows)]!.price).toBe(2);
    const traded = ladderRows([], [], 3.5);
    expect(traded[centreIndex(traded)]!.price).toBe(3.5);
    const empty = ladderRows([], [], null);
    expect(empty[centreIndex(empty)]!.price).toBe(2);
  });

  it('opens on the last traded price inside the spread, on the spread when the last trade is away from it (RCB at 1.33/1.35, last traded 1.6)', () => {
    const rcb = [
      { price: 1.32, availableToBack: 9000, availableToLay: 0, traded: 0 },
      { price: 1.33, availableToBack: 4000, availableToLay: 0, traded: 0 },
      { price: 1.35, availableToBack: 0, availableToLay: 3000, traded: 0 },
      { price: 1.36, availableToBack: 0, availableToLay: 8000, traded: 0 },
    ];
    const inSpread = ladderRows(rcb, [], 1.35);
    expect(inSpread[centreIndex(inSpread)]!.price).toBe(1.35);
    const stale = ladderRows(rcb, [], 1.6);
    expect(stale[centreIndex(stale)]!.price).toBe(1.34);
    const backsOnly = ladderRows(rcb.slice(0, 2), [], 1.6);
    expect(backsOnly[centreIndex(backsOnly)]!.price).toBe(1.33);
    const laysOnly = ladderRows(rcb.slice(2), [], null);
    expect(laysOnly[centreIndex(laysOnly)]!.price).toBe(1.35);
  });

  it('scrolls a row to the middle of the viewport below the sticky header, never above the top', () => {
    // Row 316 of 26 px rows (the phone's), a 400 px viewport with a 30 px header.
    expect(centredScrollTop(30 + 316 * 26, 26, 400, 30)) .toBe(30 + 316 * 26 - 30 - (370 - 26) / 2);
    expect(centredScrollTop(30 + 2 * 23, 23, 400, 30)).toBe(0);
  });

  it('scales volume bars to the busiest price', () => {
    const share = tradedShare(ladderRows(levels, [], null));
    expect(share(800)).toBe(1);
    expect(share(200)).toBe(0.25);
    expect(tradedShare(ladderRows([], [], null))(0)).toBe(0);
  });
});
