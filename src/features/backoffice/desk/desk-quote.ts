/** Quotes on the desk: what a step of the arrows sends, and a typed quote read from its fields. */
import { isOnLadder, priceAbove, priceBelow } from '@domain/ladder';
import type { DeskAct, DeskFancyQuote } from '../../../../machines/trading-desk.types';
import type { DeskMarket } from './desk-types';

/** The lowest price a bookmaker quotes (one tick above evens). */
const FLOOR = 1.01;

/** One step of the arrows on a market: a fancy line moves both lines one run; a bookmaker runner moves back and lay one tick (the spread kept). */
export function stepQuote(market: DeskMarket, runnerId: string | null, step: 1 | -1): DeskAct | null {
  if (market.kind === 'fancy' && market.fancy) {
    const f = market.fancy;
    if (f.noLine + step < 0) return null;
    return { kind: 'quote', input: { marketId: market.marketId, fancy: { noLine: f.noLine + step, noRate: f.noRate, yesLine: f.yesLine + step, yesRate: f.yesRate } } };
  }
  if (market.kind === 'bookmaker') {
    const runner = market.runners.find((r) => r.runnerId === runnerId) ?? market.runners[0];
    if (!runner || (runner.back === null && runner.lay === null)) return null;
    const move = (price: number | null) => (price === null ? null : step === 1 ? priceAbove(price) : priceBelow(price));
    const back = move(runner.back);
    if (back !== null && back < FLOOR) return null;
    return { kind: 'quote', input: { marketId: market.marketId, prices: [{ runnerId: runner.runnerId, back, lay: move(runner.lay) }] } };
  }
  return null;
}

export type QuoteFields = Record<string, string>;

/** The typed fields of a market's quote as its current quote shows them. */
export function fieldsOf(market: DeskMarket): QuoteFields {
  if (market.kind === 'fancy') {
    const f = market.fancy;
    return { noLine: f ? String(f.noLine) : '', noRate: f ? String(f.noRate) : '100', yesLine: f ? String(f.yesLine) : '', yesRate: f ? String(f.yesRate) : '100' };
  }
  const fields: QuoteFields = {};
  for (const r of market.runners) {
    if (market.kind === 'bookmaker') {
      fields[`back:${r.runnerId}`] = r.back === null ? '' : r.back.toFixed(2);
      fields[`lay:${r.runnerId}`] = r.lay === null ? '' : r.lay.toFixed(2);
    } else fields[`odds:${r.runnerId}`] = r.odds === null ? '' : r.odds.toFixed(2);
  }
  return fields;
}

/** A typed quote as the act that sends it, or the problem in words. Empty bookmaker fields mean no price that side. */
export function quoteOf(market: DeskMarket, fields: QuoteFields): { act: DeskAct } | { error: string } {
  const num = (text: string | undefined) => (text === undefined || text.trim() === '' ? null : Number(text));
  if (market.kind === 'fancy') {
    const values = ['noLine', 'noRate', 'yesLine', 'yesRate'].map((k) => num(fields[k]));
    if (values.some((v) => v === null || !Number.isInteger(v) || v < 0)) return { error: 'Lines and rates are whole numbers.' };
    const [noLine, noRate, yesLine, yesRate] = values as number[];
    if (yesLine! < noLine!) return { error: 'The YES line is at or above the NO line.' };
    const fancy: DeskFancyQuote = { noLine: noLine!, noRate: noRate!, yesLine: yesLine!, yesRate: yesRate! };
    return { act: { kind: 'quote', input: { marketId: market.marketId, fancy } } };
  }
  if (market.kind === 'bookmaker') {
    const prices = [];
    for (const r of market.runners) {
      const [back, lay] = [num(fields[`back:${r.runnerId}`]), num(fields[`lay:${r.runnerId}`])];
      for (const p of [back, lay]) if (p !== null && !isOnLadder(p)) return { error: `${r.runnerName}: ${p} is not a price on the ladder.` };
      if (back !== null && lay !== null && lay < back) return { error: `${r.runnerName}: the lay price is at or above the back price.` };
      prices.push({ runnerId: r.runnerId, back, lay });
    }
    return { act: { kind: 'quote', input: { marketId: market.marketId, prices } } };
  }
  if (market.kind === 'lottery' || market.kind === 'ballByBall') {
    const odds = [];
    for (const r of market.runners) {
      const o = num(fields[`odds:${r.runnerId}`]);
      if (o === null || !(o > 1)) return { error: `${r.runnerName}: odds are above 1.00.` };
      odds.push({ runnerId: r.runnerId, odds: o });
    }
    return { act: { kind: 'quote', input: { marketId: market.marketId, odds } } };
  }
  return { error: 'Match odds follow the exchange’s own book: there is no house quote.' };
}
