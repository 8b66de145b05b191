/**
 * A market change message (mcm) as bytes, serialized once however many connections carry it (issue #50).
 * Subscribers asking for the same fields share their change objects (stream-projection.ts:
 * `marketChangeShared`), so a change's JSON is made once per change and shape and kept beside the
 * object; each connection adds only its envelope — `{"op":"mcm","id":…,"clk":…,"pt":…` — before the
 * shared `,"mc":[…]}`. The bytes are exactly JSON.stringify's of `{op, id, clk, pt, mc}`, in that order.
 */
import type { MarketChangeShape } from './stream-projection';

const texts = new WeakMap<MarketChangeShape, Buffer>();
const singles = new WeakMap<MarketChangeShape, Buffer>();
const MC_OPEN = ',"mc":[';
const COMMA = Buffer.from(',');
const MC_CLOSE = ']}';

function jsonOf(change: MarketChangeShape): Buffer {
  let text = texts.get(change);
  if (!text) texts.set(change, (text = Buffer.from(JSON.stringify(change))));
  return text;
}

/** `,"mc":[…]}`: the end of an mcm carrying `changes`, the same bytes for every connection given the same change objects. */
export function changesBody(changes: readonly MarketChangeShape[]): Buffer {
  if (changes.length === 1) {
    const change = changes[0]!;
    let body = singles.get(change);
    if (!body) singles.set(change, (body = Buffer.from(`${MC_OPEN}${jsonOf(change).toString()}${MC_CLOSE}`)));
    return body;
  }
  const parts: Buffer[] = [Buffer.from(MC_OPEN)];
  changes.forEach((change, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(jsonOf(change));
  });
  parts.push(Buffer.from(MC_CLOSE));
  return Buffer.concat(parts);
}

/** One connection's envelope of a change message: `{"op":"mcm"[,"id":…],"clk":…,"pt":…` (the body closes it). */
export function changeHead(id: number | undefined, clk: string, pt: number): Buffer {
  return Buffer.from(`{"op":"mcm"${id === undefined ? '' : `,"id":${JSON.stringify(id)}`},"clk":${JSON.stringify(clk)},"pt":${JSON.stringify(pt)}`);
}
