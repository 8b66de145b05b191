import { describe, expect, it } from 'vitest';
import type { MarketChangeShape } from './stream-projection';
import { changeHead, changesBody } from './stream-wire';

const a: MarketChangeShape = { id: '1.1', rc: [{ id: 7, atb: [[2.5, 10.25]], batb: [[0, 2.5, 10.25]], ltp: 2.5 }], tv: 12.5 };
const b: MarketChangeShape = { id: '1.2', img: true, marketDefinition: { status: 'OPEN', inPlay: false, runners: [{ id: 7, status: 'ACTIVE' }] } };
const spliced = (id: number | undefined, clk: string, pt: number, mc: MarketChangeShape[]) => Buffer.concat([changeHead(id, clk, pt), changesBody(mc)]).toString();

describe('change messages as bytes', () => {
  it("are JSON.stringify's bytes of {op, id, clk, pt, mc}, with or without an id, for one change or several", () => {
    for (const [id, mc] of [[2, [a]], [undefined, [a]], [0, [a, b]], [undefined, [b, { ...a, con: true }]]] as const) {
      const message = { op: 'mcm', ...(id === undefined ? {} : { id }), clk: 'ab12cd34-17', pt: 1_700_000_000_123, mc };
      expect(spliced(id, 'ab12cd34-17', 1_700_000_000_123, [...mc])).toBe(JSON.stringify(message));
    }
  });

  it('serialize a change once: every subscriber of it gets the same body', () => {
    const body = changesBody([a]);
    expect(changesBody([a])).toBe(body);
    expect(changesBody([{ ...a }])).not.toBe(body);
    expect(changesBody([{ ...a }]).equals(body)).toBe(true);
  });
});
