/** Quotes on the desk: what a step of the arrows sends, and a typed quote read from its fields. */
import { isOnLadder, priceAbove, priceBelow } from '@domain/ladder';
import { MAX_STAKE, isStake } from '@domain/money';
import { formatMoney, parseRupees, rupeesText } from '@/lib/format';
import type { DeskAct, DeskFancyQuote } from '../../../../machines/trading-desk.types';
import type { DeskMarket } from './desk-types';

/** The lowest price a bookmaker quotes (one tick above evens). */
const FLOOR = 1.01;

/** One step of the arrows on a market: a fancy line moves both lines one run; a bookmaker runner moves back and lay one tick (the spread kept). The size stays. */
export function stepQuote(market: DeskMarket, runnerId: string | null, step: 1 | -1): DeskAct | null {
  if (market.kind === 'fancy' && market.fancy) {
    const f = market.fancy;
    if (f.noLine + step < 0) return null;
    return { kind: 'quote', input: { marketId: market.marketId, fancy: { noLine: f.noLine + step, noRate: f.noRate, yesLine: f.yesLine + step, yesRate: f.yesRate, size: f.size } } };
  }
  if (market.kind === 'bookmaker') {
    const runner = market.runners.find((r) => r.runnerId === runnerId) ?? market.runners[0];
    if (!runner || (runner.back === null && runner.lay === null)) return null;
    const move = (price: number | null) => (price === null ? null : step === 1 ? priceAbove(price) : priceBelow(price));
    const back = move(runner.back);
    if (back !== null && back < FLOOR) return null;
    return { kind: 'quote', input: { marketId: market.marketId, prices: [{ runnerId: runner.runnerId, back, lay: move(runner.lay), size: runner.size }] } };
  }
  return null;
}

export type QuoteFields = Record<string, string>;

/** A size as its field shows it: rupees ("25000", "2500.50"), empty for none (the market's max stake). */
const sizeText = (size: number | null | undefined) => (size === null || size === undefined ? '' : rupeesText(size));

/** A typed size: empty is none (null: the market's max stake), else rupees to paise, or the problem in words. */
export function sizeOf(text: string | undefined): { size: number | null } | { error: string } {
  if (text === undefined || text.trim() === '') return { size: null };
  const paise = parseRupees(text);
  if (paise === null || !isStake(paise)) return { error: `a size is rupees from ${formatMoney(1)} to ${formatMoney(MAX_STAKE)}, like 25000 or 2500.50 (empty: the market’s maximum stake).` };
  return { size: paise };
}

/** The typed fields of a market's quote as its current quote shows them. */
export function fieldsOf(market: DeskMarket): QuoteFields {
  if (market.kind === 'fancy') {
    const f = market.fancy;
    return { noLine: f ? String(f.noLine) : '', noRate: f ? String(f.noRate) : '100', yesLine: f ? String(f.yesLine) : '', yesRate: f ? String(f.yesRate) : '100', size: sizeText(f?.size) };
  }
  const fields: QuoteFields = {};
  for (const r of market.runners) {
    if (market.kind === 'bookmaker') {
      fields[`back:${r.runnerId}`] = r.back === null ? '' : r.back.toFixed(2);
      fields[`lay:${r.runnerId}`] = r.lay === null ? '' : r.lay.toFixed(2);
      fields[`size:${r.runnerId}`] = sizeText(r.size);
    } else fields[`odds:${r.runnerId}`] = r.odds === null ? '' : r.odds.toFixed(2);
  }
  return fields;
}

/** A typed quote as the act that sends it, or the problem in words. Empty bookmaker fields mean no price that side; an empty size, the market's max stake. */
export function quoteOf(market: DeskMarket, fields: QuoteFields): { act: DeskAct } | { error: string } {
  const num = (text: string | undefined) => (text === undefined || text.trim() === '' ? null : Number(text));
  if (market.kind === 'fancy') {
    const values = ['noLine', 'noRate', 'yesLine', 'yesRate'].map((k) => num(fields[k]));
    if (values.some((v) => v === null || !Number.isInteger(v) || v < 0)) return { error: 'Lines and rates are whole numbers.' };
    const [noLine, noRate, yesLine, yesRate] = values as number[];
    if (yesLine! < noLine!) return { error: 'The YES line is at or above the NO line.' };
    const size = sizeOf(fields.size);
    if ('error' in size) return { error: `Size: ${size.error}` };
    const fancy: DeskFancyQuote = { noLine: noLine!, noRate: noRate!, yesLine: yesLine!, yesRate: yesRate!, size: size.size };
    return { act: { kind: 'quote', input: { marketId: market.marketId, fancy } } };
  }
  if (market.kind === 'bookmaker') {
    const prices = [];
    for (const r of market.runners) {
      const [back, lay] = [num(fields[`back:${r.runnerId}`]), num(fields[`lay:${r.runnerId}`])];
      for (const p of [back, lay]) if (p !== null && !isOnLadder(p)) return { error: `${r.runnerName}: ${p} is not a price on the ladder.` };
      if (back !== null && lay !== null && lay < back) return { error: `${r.runnerName}: the lay price is at or above the back price.` };
      const size = sizeOf(fields[`size:${r.runnerId}`]);
      if ('error' in size) return { error: `${r.runnerName}: ${size.error}` };
      prices.push({ runnerId: r.runnerId, back, lay, size: size.size });
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
